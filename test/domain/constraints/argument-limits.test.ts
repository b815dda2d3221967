import { describe, expect, it } from 'vitest';
import { parseLookupConditions } from '../../../src/domain/constraints/lookup-conditions.ts';
import { prepareConstraint } from '../../../src/domain/constraints/prepare.ts';
import { MAX_ARGUMENT_LENGTH } from '../../../src/domain/constraints/read-arguments.ts';
import { argumentList, COLUMNS } from './cell-cases.ts';

const ctx = { targetColumns: COLUMNS };
const violationsOf = (fn: string, args: Record<string, string>) => {
  const result = prepareConstraint(fn, argumentList(args), ctx);
  return result.ok ? [] : result.violations;
};

describe('constraint arguments from a hostile receiver', () => {
  it('refuses an argument over the length limit by its length, before reading it', () => {
    const value = `#(code),${'x'.repeat(MAX_ARGUMENT_LENGTH)}`;
    expect(violationsOf('is_specific_value', { values: value })).toMatchObject([
      {
        property_path: 'arguments[0].value',
        invalid_value: value,
        message: `Arguments are limited to 20,000 characters (this one has ${(value.length).toLocaleString('en-US')}).`,
      },
    ]);
  });

  it('refuses a regex that would take long to compile, saying why', () => {
    expect(violationsOf('matches_regex', { regex: '(?:a{1000}|b{1000})' })).toMatchObject([
      {
        property_path: 'arguments[0].value',
        invalid_value: '(?:a{1000}|b{1000})',
        message:
          'This regular expression repeats enough to expand to about 2,004 steps, more than the 2,000 allowed.',
      },
    ]);
    expect(violationsOf('matches_regex', { regex: 'a'.repeat(1_001) })[0]?.message).toBe(
      'This regular expression has 1,001 characters, more than the 1,000 allowed.',
    );
  });

  it('refuses a wildcard pattern over 1,000 characters', () => {
    expect(violationsOf('match_pattern', { pattern: '*?'.repeat(501) })[0]?.message).toBe(
      'This pattern has 1,002 characters, more than the 1,000 allowed.',
    );
    expect(violationsOf('match_pattern', { pattern: '*?'.repeat(500) })).toEqual([]);
  });

  it('reads lookup conditions separated by long runs of line breaks in linear time', {
    timeout: 5_000,
  }, () => {
    const text = `#(role)=x${'\n'.repeat(19_000)}y\n#(company)=!(company)`;
    expect(parseLookupConditions(text, COLUMNS)).toEqual({
      ok: true,
      value: [
        { column: 'role', literal: `x${'\n'.repeat(19_000)}y` },
        { column: 'company', currentRowColumn: 'company' },
      ],
    });
    expect(parseLookupConditions(`#(role)=x${' '.repeat(19_000)}, #(company)=y`, COLUMNS)).toEqual({
      ok: true,
      value: [
        { column: 'role', literal: 'x' },
        { column: 'company', literal: 'y' },
      ],
    });
  });
});
