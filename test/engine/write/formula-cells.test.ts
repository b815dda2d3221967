import { describe, expect, it } from 'vitest';
import { neutraliseFormula, neutraliseFormulas } from '../../../src/engine/write/formula-cells.ts';

describe('neutraliseFormula', () => {
  it.each([
    ['=HYPERLINK("http://evil.example","click")', `'=HYPERLINK("http://evil.example","click")`],
    ["+cmd|' /C calc'!A0", "'+cmd|' /C calc'!A0"],
    ['-2+3', "'-2+3"],
    ['@SUM(A1:A9)', "'@SUM(A1:A9)"],
    ['\t=1+1', "'\t=1+1"],
    ['\r=1+1', "'\r=1+1"],
    ['＝1+1', "'＝1+1"],
    ['-', "'-"],
  ])('puts a quote before %j', (cell, safe) => {
    expect(neutraliseFormula(cell)).toBe(safe);
  });

  it.each(['-5', '+3.20', '-1e5', '-.5', '12', 'plain text', ' =1+1', 'a=b', ''])(
    'leaves %j as it is',
    (cell) => {
      expect(neutraliseFormula(cell)).toBe(cell);
    },
  );

  it('returns the same row when no cell needs it', () => {
    const row = ['a', '-5'];
    expect(neutraliseFormulas(row)).toBe(row);
    expect(neutraliseFormulas(['a', '=1'])).toEqual(['a', "'=1"]);
  });
});
