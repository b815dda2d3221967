import { describe, expect, it } from 'vitest';
import { ConditionSyntaxError, parseConditions } from '../../../src/domain/conditions/index.ts';
import { Violation } from '../../../src/domain/errors.ts';

const REFERENCE = 'a column reference (#(…) target, %(…) source or *(…) custom field)';
const OPERATOR = 'an operator (EQUALS, CONTAINS, …)';
const CHAINING = '"AND" or "OR"';
const DATE = 'a date (YYYY-MM-DD or YYYY-MM-DDTHH:mm:ss), "today" or "now"';
const rightOf = (op: string) => `a value or a column reference after ${op}`;

function syntaxError(text: string): ConditionSyntaxError {
  try {
    parseConditions(text);
  } catch (error) {
    if (error instanceof ConditionSyntaxError) return error;
    throw error;
  }
  throw new Error(`${JSON.stringify(text)} was accepted`);
}

describe('parseConditions rejects malformed conditions', () => {
  // text, line, column, offset, expected, found, hint
  it.each([
    ['#(a)/EQUAL/x', 1, 6, 5, OPERATOR, '"EQUAL"', 'did you mean EQUALS?'],
    ['#(a)/SOUNDS_LIKE/x', 1, 6, 5, OPERATOR, '"SOUNDS_LIKE"', undefined],
    ['#(a)', 1, 5, 4, OPERATOR, 'end of input', undefined],
    ['#(a)/#(b)', 1, 6, 5, OPERATOR, '"#(b)"', undefined],
    ['#(a)//IS_EMPTY', 1, 6, 5, OPERATOR, '"/"', undefined],
    ['#(a)/EQUALS', 1, 12, 11, rightOf('EQUALS'), 'end of input', undefined],
    ['#(a)/EQUALS/', 1, 13, 12, rightOf('EQUALS'), 'end of input', undefined],
    ['#(a)/EQUALS//x', 1, 13, 12, rightOf('EQUALS'), '"/"', undefined],
    ['#(a)/EQUALS\nAND/#(b)/IS_EMPTY', 2, 1, 12, rightOf('EQUALS'), '"AND"', undefined],
    ['#(a)/IS_EMPTY/x', 1, 15, 14, CHAINING, '"x"', 'IS_EMPTY takes no right side'],
    ['#(a)/DUPLICATED/#(b)', 1, 17, 16, CHAINING, '"#(b)"', 'DUPLICATED takes no right side'],
    ['#(a)/EQUALS/x/y', 1, 15, 14, CHAINING, '"y"', undefined],
    ['#(a)/EQUALS/x\n#(b)/IS_EMPTY', 2, 1, 14, CHAINING, '"#(b)"', undefined],
    ['#(a)/EQUALS/x/AND', 1, 18, 17, REFERENCE, 'end of input', undefined],
    ['#(a)/EQUALS/x\r\nOR\r\n', 2, 3, 17, REFERENCE, 'end of input', undefined],
    ['#(a)/EQUALS/x/AND/OR/#(b)/IS_EMPTY', 1, 19, 18, REFERENCE, '"OR"', undefined],
    ['OR/#(a)/IS_EMPTY', 1, 1, 0, REFERENCE, '"OR"', undefined],
    ['AND', 1, 4, 3, REFERENCE, 'end of input', undefined],
    ['/', 1, 2, 1, REFERENCE, 'end of input', undefined],
    ['country/EQUALS/FR', 1, 1, 0, REFERENCE, '"country"', undefined],
    ['$(a)/IS_EMPTY', 1, 1, 0, REFERENCE, '"$(a)"', 'unknown reference sigil "$"'],
    ['!(a)/IS_EMPTY', 1, 1, 0, REFERENCE, '"!(a)"', 'unknown reference sigil "!"'],
    ['#()/IS_EMPTY', 1, 3, 2, 'a column name inside the reference', '"#()"', undefined],
    ['%(  )/IS_EMPTY', 1, 3, 2, 'a column name inside the reference', '"%(  )"', undefined],
    ['#(a', 1, 4, 3, '")" closing the reference opened at line 1, column 1', 'end of input', undefined],
    [
      '#(a/IS_EMPTY',
      1,
      13,
      12,
      '")" closing the reference opened at line 1, column 1',
      'end of input',
      undefined,
    ],
    [
      '#(a)/IS_EMPTY\nOR/#(b\n',
      2,
      7,
      20,
      '")" closing the reference opened at line 2, column 4',
      'end of line',
      undefined,
    ],
    [
      '%(Price (EUR)/IS_EMPTY',
      1,
      23,
      22,
      '")" closing the reference opened at line 1, column 1',
      'end of input',
      undefined,
    ],
    ['#(a)x/IS_EMPTY', 1, 5, 4, '"/" or a line break after the reference', '"x"', undefined],
    ['#(a) EQUALS/x', 1, 6, 5, '"/" or a line break after the reference', '"EQUALS"', undefined],
    [
      '#(a)/REGEX/([a-z]',
      1,
      12,
      11,
      'a valid regular expression (missing closing ): `([a-z]`)',
      '"([a-z]"',
      undefined,
    ],
    [
      '#(a)/LENGTH_EQUALS/five',
      1,
      20,
      19,
      'a whole number (the length to compare with)',
      '"five"',
      undefined,
    ],
    ['#(a)/LENGTH_GREATER/-1', 1, 21, 20, 'a whole number (the length to compare with)', '"-1"', undefined],
    ['#(a)/DATE_AFTER/31/12/2024', 1, 17, 16, DATE, '"31"', undefined],
    ['#(a)/DATE_BEFORE/2024-02-30', 1, 18, 17, DATE, '"2024-02-30"', undefined],
    ['#(a)/DATE_BEFORE/yesterday', 1, 18, 17, DATE, '"yesterday"', undefined],
  ])(
    'rejects %j at line %i, column %i (offset %i): expected %s, found %s',
    (text, line, column, offset, expected, found, hint) => {
      const error = syntaxError(text);
      expect({ line: error.line, column: error.column, position: error.position }).toEqual({
        line,
        column,
        position: offset,
      });
      expect(error.expected).toBe(expected);
      expect(error.found).toBe(found);
      const suffix = hint ? ` (${hint})` : '';
      expect(error.message).toBe(
        `line ${line}, column ${column} (offset ${offset}): expected ${expected} but found ${found}${suffix}`,
      );
    },
  );

  it('is a 409 violation on the conditions property holding the whole text', () => {
    const error = syntaxError('#(a)/EQUAL/x');
    expect(error).toBeInstanceOf(Violation);
    expect(error.status).toBe(409);
    expect(error.code).toBe('exception.violation');
    expect(error.violations).toEqual([
      { property_path: 'conditions', invalid_value: '#(a)/EQUAL/x', message: error.message },
    ]);
  });

  it('quotes at most 40 characters of what it found', () => {
    expect(syntaxError(`#(a)/${'X'.repeat(60)}`).found).toBe(`"${'X'.repeat(40)}…"`);
  });
});
