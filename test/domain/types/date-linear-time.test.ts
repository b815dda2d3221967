import { describe, expect, it } from 'vitest';
import { compileDateParser } from '../../../src/domain/types/date/date-parser.ts';
import { validPieces } from '../../../src/domain/types/date/date-pattern.ts';
import { columnType as dateType } from '../../../src/domain/types/date.ts';
import { columnType as dateFormatType } from '../../../src/domain/types/date-format.ts';
import { EMPTY_ROW } from './support.ts';

// 28 one-or-two-digit tokens in a row: a backtracking reader tries about 2^28 ways of cutting a
// 60-digit cell before giving up on it (47 s for two such cells when this was a JavaScript RegExp).
const HOSTILE_FORMAT = `${'MD'.repeat(14)}YYYY`;
const HOSTILE_CELL = `${'9'.repeat(60)}x`;

describe('reading dates takes time linear in the cell, whatever the format', () => {
  it('refuses a 60-digit cell against 28 variable-width tokens without trying every cut', {
    timeout: 5_000,
  }, () => {
    const convert = dateType.prepare({ input_formats: [HOSTILE_FORMAT] }, []).convert;
    expect(convert(HOSTILE_CELL, EMPTY_ROW)).toEqual({
      ok: false,
      message: expect.stringMatching(/^"9+….* does not match the date formats MDMDMD/),
    });
    expect(convert(`${'1'.repeat(59)}x`, EMPTY_ROW).ok).toBe(false);
  });

  it('refuses the same cell in a DATE_FORMAT column', { timeout: 5_000 }, () => {
    const convert = dateFormatType.prepare({ format: HOSTILE_FORMAT }, []).convert;
    expect(convert(HOSTILE_CELL, EMPTY_ROW).ok).toBe(false);
  });

  it('still reads such a format as a backtracking reader would: longest tokens first, last value kept', () => {
    const parse = compileDateParser(validPieces(HOSTILE_FORMAT));
    expect(parse(`${'1201'.repeat(14)}2024`)).toMatchObject({ year: 2024, month: 12, day: 1 });
    // 32 digits: every token takes one.
    expect(parse(`${'13'.repeat(14)}2024`)).toMatchObject({ year: 2024, month: 1, day: 3 });
  });

  it('reads a long cell of month names in time linear in its length', { timeout: 5_000 }, () => {
    const parse = compileDateParser(validPieces('MMMM MMMM MMMM MMMM MMMM MMMM YYYY'));
    expect(parse(`${'a'.repeat(50_000)} `.repeat(6))).toBeNull();
  });
});

describe('the longest text a format can read', () => {
  it('still reads a date of the longest shape: the longest month name and its dot, two-digit tokens', () => {
    const parse = compileDateParser(validPieces('[le] D MMMM YYYY, h:mm A'));
    expect(parse('le 30 septembre. 2024, 11:59 PM')).toMatchObject({
      year: 2024,
      month: 9,
      day: 30,
      hour: 23,
    });
    expect(parse('le 30 septembree. 2024, 11:59 PM')).toBeNull();
  });

  it('refuses without reading it a cell longer than any date of the format', { timeout: 5_000 }, () => {
    const parse = compileDateParser(validPieces(`${'MMMM '.repeat(19)}YYYY`));
    expect(parse(`${`${'a'.repeat(500_000)} `.repeat(19)}2024`)).toBeNull();
  });
});
