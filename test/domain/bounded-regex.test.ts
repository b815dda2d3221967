import { describe, expect, it } from 'vitest';
import {
  estimatedRegexSize,
  MAX_REGEX_LENGTH,
  MAX_REGEX_SIZE,
  regexBoundProblem,
} from '../../src/domain/bounded-regex.ts';

describe('the size of a regular expression once its repetitions are expanded', () => {
  it.each([
    ['^[A-Z]{2}\\d+$', 10],
    ['^\\d{5}$', 10],
    ['^[^\\s@]+@[^\\s@]+\\.[a-z]{2,}$', 20],
    ['(?i)^(?:oui|non)$', 20],
    ['\\p{L}{1,30}', 40],
    ['[]{}]{3}', 5],
    ['\\Q{1000}\\E', 10],
    ['a{,5}', 10],
  ])('stays small for %j', (pattern, atMost) => {
    expect(estimatedRegexSize(pattern)).toBeLessThanOrEqual(atMost);
  });

  it.each([
    ['a{1000}', 1_000],
    ['(?:a{1000}|b{1000})', 2_000],
    ['((ab){10}){100}', 2_000],
    ['(?:x{100}){10}(?:y{100}){10}', 2_000],
    ['[a-z]{500}\\d{600}', 1_100],
    ['(?P<n>a){2000}', 2_000],
  ])('counts the expansion of %j', (pattern, atLeast) => {
    expect(estimatedRegexSize(pattern)).toBeGreaterThanOrEqual(atLeast);
  });
});

describe('regexBoundProblem', () => {
  it('accepts a pattern within the bounds', () => {
    expect(regexBoundProblem('^[A-Z]{2}\\d+$')).toBeUndefined();
    expect(regexBoundProblem('a'.repeat(MAX_REGEX_LENGTH))).toBeUndefined();
  });

  it('refuses a pattern longer than the length limit', () => {
    expect(regexBoundProblem('a'.repeat(MAX_REGEX_LENGTH + 1))).toBe(
      'has 1,001 characters, more than the 1,000 allowed',
    );
  });

  it('refuses a short pattern whose repetitions expand past the size limit, without compiling it', () => {
    // 988 characters that RE2 compiles into 104,000 instructions: 0.6 s on the API thread.
    const pattern = '(?:a{1000}|b{1000})'.repeat(52);
    expect(pattern.length).toBeLessThanOrEqual(MAX_REGEX_LENGTH);
    expect(regexBoundProblem(pattern)).toBe(
      `repeats enough to expand to about 104,208 steps, more than the ${MAX_REGEX_SIZE.toLocaleString('en-US')} allowed`,
    );
  });
});
