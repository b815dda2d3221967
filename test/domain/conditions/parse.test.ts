import { describe, expect, it } from 'vitest';
import { parseConditions, serializeConditions } from '../../../src/domain/conditions/index.ts';

const canonical = (text: string) => serializeConditions(parseConditions(text));

describe('parseConditions', () => {
  it.each([
    ['', 'an empty string'],
    ['   ', 'spaces'],
    ['\r\n\t\n', 'line breaks and tabs'],
  ])('reads %j (%s) as no conditions', (text) => {
    expect(parseConditions(text)).toBeNull();
  });

  // Accepted forms → canonical form.
  it.each([
    ['#(a)/IS_EMPTY', '#(a)/IS_EMPTY'],
    ['#(a)/EQUALS/FR', '#(a)/EQUALS/FR'],
    ['AND/#(a)/EQUALS/FR', '#(a)/EQUALS/FR'],
    ['/#(a)/EQUALS/FR', '#(a)/EQUALS/FR'],
    ['#(a)/IS_EMPTY/', '#(a)/IS_EMPTY'],
    ['#(a)/equals/FR', '#(a)/EQUALS/FR'],
    ['#(a)/Is_Not_Empty', '#(a)/IS_NOT_EMPTY'],
    ['#(a)/EQUALS/FR/and/#(b)/IS_EMPTY', '#(a)/EQUALS/FR\nAND/#(b)/IS_EMPTY'],
    ['#(a)/EQUALS/FR/or/#(b)/IS_EMPTY', '#(a)/EQUALS/FR\nOR/#(b)/IS_EMPTY'],
    ['#(a)/EQUALS/FR\nAND/#(b)/IS_EMPTY', '#(a)/EQUALS/FR\nAND/#(b)/IS_EMPTY'],
    ['#(a)/EQUALS/FR\r\nAND/#(b)/IS_EMPTY\r\n', '#(a)/EQUALS/FR\nAND/#(b)/IS_EMPTY'],
    ['#(a)/EQUALS/FR\rOR/#(b)/IS_EMPTY', '#(a)/EQUALS/FR\nOR/#(b)/IS_EMPTY'],
    ['#(a)/EQUALS/FR/\nAND/#(b)/IS_EMPTY', '#(a)/EQUALS/FR\nAND/#(b)/IS_EMPTY'],
    ['#(a)/EQUALS/FR\n/AND/#(b)/IS_EMPTY', '#(a)/EQUALS/FR\nAND/#(b)/IS_EMPTY'],
    ['#(a)/EQUALS/FR\n\n\nAND/#(b)/IS_EMPTY', '#(a)/EQUALS/FR\nAND/#(b)/IS_EMPTY'],
    ['#(a)\nEQUALS\nFR', '#(a)/EQUALS/FR'],
    ['  #(a) / EQUALS / FR  ', '#(a)/EQUALS/FR'],
    ['\t#( a )\t/\tEQUALS\t/\tFR\t', '#(a)/EQUALS/FR'],
    ['#(a)/EQUALS/Île de France', '#(a)/EQUALS/Île de France'],
    ['%(Country)/EQUALS/FR', '%(Country)/EQUALS/FR'],
    ['*(segment)/EQUALS/gold', '*(segment)/EQUALS/gold'],
    ['%(Price (EUR))/GREATER/10', '%(Price (EUR))/GREATER/10'],
    ['%(in/out)/IS_EMPTY', '%(in/out)/IS_EMPTY'],
    ['%(a\\)b)/IS_EMPTY', '%(a\\)b)/IS_EMPTY'],
    ['%(a\\(b)/IS_EMPTY', '%(a\\(b)/IS_EMPTY'],
    ['%(C:\\dir)/IS_EMPTY', '%(C:\\dir)/IS_EMPTY'],
    ['#(a)/EQUALS/#(b)', '#(a)/EQUALS/#(b)'],
    ['#(a)/EQUALS/%(B col)', '#(a)/EQUALS/%(B col)'],
    ['#(a)/EQUALS/*(tier)', '#(a)/EQUALS/*(tier)'],
    ['#(a)/EQUALS/a\\/b', '#(a)/EQUALS/a\\/b'],
    ['#(a)/EQUALS/a\\\\b', '#(a)/EQUALS/a\\b'],
    ['#(a)/EQUALS/a\\b', '#(a)/EQUALS/a\\b'],
    ['#(a)/EQUALS/ends with \\\\', '#(a)/EQUALS/ends with \\\\'],
    ['#(a)/EQUALS/\\#(b)', '#(a)/EQUALS/\\#(b)'],
    ['#(a)/EQUALS/!(b)', '#(a)/EQUALS/!(b)'],
    ['#(a)/REGEX/^\\d{5}$', '#(a)/REGEX/^\\d{5}$'],
    ['#(a)/EQUALS/AND', '#(a)/EQUALS/AND'],
    ['#(a)/EQUALS/OR/AND/#(b)/IS_EMPTY', '#(a)/EQUALS/OR\nAND/#(b)/IS_EMPTY'],
    ['#(a)/CONTAINED_IN/FR, DE ,ES', '#(a)/CONTAINED_IN/FR, DE ,ES'],
    ['#(a)/DATE_BEFORE/today', '#(a)/DATE_BEFORE/today'],
    ['#(a)/LENGTH_EQUALS/ 5 ', '#(a)/LENGTH_EQUALS/5'],
  ])('accepts %j, canonically %j', (text, expected) => {
    expect(canonical(text)).toBe(expected);
  });

  it('keeps the conditions in order with their chaining, operands and positions', () => {
    expect(parseConditions('#(a)/EQUALS/x\nOR/%(b)/IS_EMPTY')).toEqual({
      conditions: [
        {
          chaining: 'AND',
          left: {
            type: 'reference',
            ref: { kind: 'target', name: 'a' },
            at: { offset: 0, line: 1, column: 1 },
          },
          operator: 'EQUALS',
          right: { type: 'literal', value: 'x', at: { offset: 12, line: 1, column: 13 } },
          at: { offset: 0, line: 1, column: 1 },
        },
        {
          chaining: 'OR',
          left: {
            type: 'reference',
            ref: { kind: 'source', name: 'b' },
            at: { offset: 17, line: 2, column: 4 },
          },
          operator: 'IS_EMPTY',
          at: { offset: 14, line: 2, column: 1 },
        },
      ],
    });
  });

  it('unescapes literals: \\/ is a slash, \\\\ a backslash, any other backslash stays', () => {
    const right = parseConditions('#(a)/EQUALS/x\\/y\\\\z\\d')?.conditions[0]?.right;
    expect(right).toMatchObject({ type: 'literal', value: 'x/y\\z\\d' });
  });

  it('reads a right side starting with #( as a reference, and with \\#( as text', () => {
    expect(parseConditions('#(a)/EQUALS/#(b)')?.conditions[0]?.right).toMatchObject({ type: 'reference' });
    expect(parseConditions('#(a)/EQUALS/\\#(b)')?.conditions[0]?.right).toMatchObject({ value: '#(b)' });
  });
});
