import { describe, expect, it } from 'vitest';
import {
  ConditionsTooLarge,
  evaluateConditions,
  MAX_CONDITIONS,
  MAX_CONDITIONS_LENGTH,
  MAX_PATTERN_LENGTH,
  MAX_PATTERN_STEPS,
  parseConditions,
  validateConditions,
} from '../../../src/domain/conditions/index.ts';
import { MAX_UNKNOWN_REPORTED } from '../../../src/domain/conditions/validate.ts';
import { Violation } from '../../../src/domain/errors.ts';
import { rowOf } from './row-fixture.ts';

/** `count` conditions joined by OR, each `#(col)/EQUALS/v<i>`. */
function orChain(count: number): string {
  return Array.from({ length: count }, (_, i) => `#(col)/EQUALS/v${i}`).join('/OR/');
}

function refusal(text: string): ConditionsTooLarge {
  try {
    parseConditions(text);
  } catch (error) {
    if (error instanceof ConditionsTooLarge) return error;
    throw error;
  }
  throw new Error('the text was accepted');
}

describe('the limits of a conditions text', () => {
  it('refuses a text over the length limit, naming the limit and its length', () => {
    const text = orChain(20_001);
    const error = refusal(text);
    expect(error).toBeInstanceOf(Violation);
    expect(error.violations).toEqual([
      {
        property_path: 'conditions',
        invalid_value: text,
        message: `Conditions are limited to 10,000 characters (this one has ${text.length.toLocaleString('en-US')}).`,
      },
    ]);
  });

  it('accepts a text of exactly the length limit', () => {
    const head = '#(col)/EQUALS/';
    const text = head + 'x'.repeat(MAX_CONDITIONS_LENGTH - head.length);
    expect(text).toHaveLength(MAX_CONDITIONS_LENGTH);
    expect(parseConditions(text)?.conditions).toHaveLength(1);
    expect(() => parseConditions(`${text}x`)).toThrow(ConditionsTooLarge);
  });

  it('counts surrounding blanks in the length, as they are stored', () => {
    expect(() => parseConditions(`#(col)/IS_EMPTY${' '.repeat(MAX_CONDITIONS_LENGTH)}`)).toThrow(
      ConditionsTooLarge,
    );
  });

  it('accepts the largest number of conditions and refuses one more', () => {
    expect(parseConditions(orChain(MAX_CONDITIONS))?.conditions).toHaveLength(MAX_CONDITIONS);
    const text = orChain(MAX_CONDITIONS + 1);
    expect(text.length).toBeLessThan(MAX_CONDITIONS_LENGTH);
    expect(refusal(text).violations[0]?.message).toBe(
      `Conditions are limited to ${MAX_CONDITIONS} conditions joined by AND or OR (this one has more).`,
    );
  });

  it('refuses a REGEX pattern over its length limit, at the pattern', () => {
    const pattern = 'a'.repeat(MAX_PATTERN_LENGTH + 1);
    expect(() => parseConditions(`#(col)/REGEX/${pattern}`)).toThrow(
      'line 1, column 14 (offset 13): expected a shorter regular expression ' +
        '(this one has 1,001 characters, more than the 1,000 allowed)',
    );
    expect(parseConditions(`#(col)/REGEX/${'a'.repeat(MAX_PATTERN_LENGTH)}`)?.conditions).toHaveLength(1);
  });

  it('refuses a short REGEX pattern whose repetitions expand too far, and NOT_REGEX alike', () => {
    for (const operator of ['REGEX', 'NOT_REGEX']) {
      expect(() => parseConditions(`#(col)/${operator}/(?:a{1000}|b{1000})`)).toThrow(
        /expected a shorter regular expression \(this one repeats enough to expand to about 2,00\d steps/,
      );
    }
  });

  it('refuses a text whose REGEX literals together expand past MAX_PATTERN_STEPS, at the one too many', () => {
    const regexes = (count: number) =>
      Array.from({ length: count }, (_, i) => `#(col)/${i % 2 ? 'NOT_REGEX' : 'REGEX'}/a{${900 + i}}`).join(
        '/OR/',
      );
    // Five literals of about 900 steps each fit; the sixth goes over.
    expect(MAX_PATTERN_STEPS).toBe(5_000);
    expect(parseConditions(regexes(5))?.conditions).toHaveLength(5);
    expect(() => parseConditions(regexes(6))).toThrow(
      'expected fewer or smaller regular expressions (together they may expand to 5,000 steps) but found "a{905}"',
    );
  });

  it('refuses a MATCH or NOT_MATCH pattern over the length limit, at the pattern', () => {
    for (const operator of ['MATCH', 'NOT_MATCH']) {
      expect(() => parseConditions(`#(col)/${operator}/${'*?'.repeat(501)}`)).toThrow(
        'expected a shorter wildcard pattern (this one has 1,002 characters, more than the 1,000 allowed)',
      );
    }
  });

  it('matches nothing with a pattern read from a cell that is over the bounds', () => {
    const expr = parseConditions('#(col)/REGEX/%(pattern)');
    const row = (pattern: string) => rowOf({ col: 'aaa' }, { source: { pattern } });
    expect(evaluateConditions(expr, row('a+'))).toBe(true);
    expect(evaluateConditions(expr, row(`a+|${'b'.repeat(MAX_PATTERN_LENGTH)}`))).toBe(false);
    expect(evaluateConditions(expr, row('a+|(?:b{1000}){2}'))).toBe(false);
    const wildcard = parseConditions('#(col)/MATCH/%(pattern)');
    expect(evaluateConditions(wildcard, row('a*'))).toBe(true);
    expect(evaluateConditions(wildcard, row(`a*${'*'.repeat(MAX_PATTERN_LENGTH)}`))).toBe(false);
  });

  it('reports an over-long text as a violation from validateConditions instead of throwing', () => {
    const check = validateConditions(orChain(20_001), ['col']);
    expect(check.expr).toBeNull();
    expect(check.violations).toHaveLength(1);
    expect(check.violations[0]?.message).toMatch(/^Conditions are limited to 10,000 characters/);
  });
});

describe('the violations of one conditions text', () => {
  it('reports each unknown target column once, and at most MAX_UNKNOWN_REPORTED of them', () => {
    const text = Array.from({ length: MAX_CONDITIONS }, (_, i) => `#(missing${i % 50})/IS_EMPTY`).join(
      '/OR/',
    );
    const { violations } = validateConditions(text, ['col']);
    expect(violations).toHaveLength(MAX_UNKNOWN_REPORTED);
    expect(new Set(violations.map((v) => v.message)).size).toBe(MAX_UNKNOWN_REPORTED);
    expect(violations[0]?.message).toMatch(
      /^line 1, column 1 \(offset 0\): unknown target column "missing0"/,
    );
  });
});
