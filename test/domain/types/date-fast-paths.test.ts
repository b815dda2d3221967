import { describe, expect, it } from 'vitest';
import { type DateTime, toCanonicalDate } from '../../../src/domain/types/date/calendar.ts';
import { compileDateParser, compileRegexDateParser } from '../../../src/domain/types/date/date-parser.ts';
import { validPieces } from '../../../src/domain/types/date/date-pattern.ts';
import { detectByPatterns, detectDate } from '../../../src/domain/types/date/detect-date.ts';
import { compileFixedWidthReader } from '../../../src/domain/types/date/fixed-width-date.ts';
import { readShortNumericDate } from '../../../src/domain/types/date/short-numeric-date.ts';

const pad = (value: number, width: number) => String(value).padStart(width, '0');

/** Every text made of `length` characters picked from `alphabet`, for short lengths. */
function* texts(alphabet: string, length: number): Generator<string> {
  if (length === 0) {
    yield '';
    return;
  }
  for (const rest of texts(alphabet, length - 1)) for (const ch of alphabet) yield rest + ch;
}

/** Texts around a shape: the shape itself with digits varied, and one character changed. */
function around(samples: readonly string[]): string[] {
  const out = new Set<string>();
  for (const sample of samples) {
    out.add(sample);
    for (let i = 0; i < sample.length; i++) {
      for (const ch of ['0', '1', '2', '3', '9', '-', '/', '.', ':', ' ', 'T', 'x', '٣']) {
        out.add(sample.slice(0, i) + ch + sample.slice(i + 1));
      }
    }
    out.add(`${sample} `);
    out.add(sample.slice(1));
    out.add(`0${sample}`);
  }
  return [...out];
}

describe('toCanonicalDate', () => {
  it('pads every part as String.padStart does, in range or not', () => {
    const values = [0, 1, 9, 10, 59, 99, 100, 123, -1, -0, 1.5, Number.NaN];
    for (const v of values) {
      const d: DateTime = { year: 2024, month: v, day: v, hour: v, minute: v, second: v, hasTime: true };
      const part = pad(v, 2);
      expect(toCanonicalDate(d, true)).toBe(`2024-${part}-${part}T${part}:${part}:${part}`);
      expect(toCanonicalDate({ ...d, year: v }, false)).toBe(`${pad(v, 4)}-${part}-${part}`);
    }
  });
});

describe('fixed-width date reader', () => {
  it('is used only for formats of fixed-width numeric tokens', () => {
    for (const format of [
      'YYYY-MM-DD HH:mm:ss',
      'DD/MM/YYYY',
      'YYYYMMDD',
      'DD.MM.YY',
      '[le] DD/MM/YYYY',
      'hh:mm',
    ]) {
      expect(compileFixedWidthReader(validPieces(format))).not.toBeNull();
    }
    for (const format of ['D/M/YYYY', 'DD MMM YYYY', 'MMMM YYYY', 'hh:mm A', 'H:mm', 'YYYY-MM-DD h']) {
      expect(compileFixedWidthReader(validPieces(format))).toBeNull();
    }
  });

  it.each([
    [
      'YYYY-MM-DD HH:mm:ss',
      ['2021-12-02 02:58:42', '2024-02-29 23:59:59', '2024-02-30 08:15:00', '2024-13-01 10:00:00'],
    ],
    ['DD/MM/YYYY', ['12/03/2024', '31/02/2024', '00/01/2024', '29/02/1900']],
    ['YYYYMMDD', ['20240312', '00010101', '99991231']],
    ['DD.MM.YY', ['12.03.24', '12.03.69', '31.12.68']],
    ['[le] DD/MM/YYYY [à] HH[h]mm', ['le 12/03/2024 à 10h30', 'le 12/03/2024 à 24h00']],
    ['hh:mm:ss', ['10:30:00', '13:00:00']],
    ['YYYY-MM-DD', ['2024-03-12', '0000-01-01']],
  ])('reads %s as the regex reader does', (format, samples) => {
    const pieces = validPieces(format);
    const parse = compileDateParser(pieces);
    const byRegex = compileRegexDateParser(pieces);
    for (const text of around(samples)) expect([text, parse(text)]).toEqual([text, byRegex(text)]);
  });
});

/** detectDate without the short shapes: the trimmed text, long texts refused. */
function byPatterns(raw: string, options: { dayFirst: boolean; excelSerial: boolean }): DateTime | null {
  const text = raw.trim();
  return text.length > 64 ? null : detectByPatterns(text, options);
}

describe('short numeric dates in detection', () => {
  const options = [
    { dayFirst: true, excelSerial: true },
    { dayFirst: false, excelSerial: true },
    { dayFirst: true, excelSerial: false },
  ];

  it.each([
    ['14/09/2021', true, '2021-09-14'],
    ['09/14/2021', false, '2021-09-14'],
    ['2021-09-14', true, '2021-09-14'],
    ['2021.09.14', false, '2021-09-14'],
  ])('reads %j (day first %j) as %j', (text, dayFirst, canonical) => {
    const d = readShortNumericDate(text, dayFirst);
    expect(d && toCanonicalDate(d, false)).toBe(canonical);
  });

  it.each(['31/02/2024', '2024-02-30', '00/01/2024', '2024-13-01'])('finds that %j is not a date', (text) => {
    expect(readShortNumericDate(text, true)).toBeNull();
  });

  it.each([
    '14/09-2021',
    '2021-09/14',
    '14/9/2021',
    '2021-9-14',
    '14/09/21',
    '14/09/2021 10:00',
    ' 14/09/2021',
    '14/09/2O21',
  ])('leaves %j to the patterns', (text) => {
    expect(readShortNumericDate(text, true)).toBeUndefined();
  });

  it('agrees with the patterns on every text of its length around its shapes', () => {
    const samples = [
      '14/09/2021',
      '09/14/2021',
      '2021-09-14',
      '31.12.1999',
      '1999/12/31',
      '29-02-2024',
      '2023-02-29',
    ];
    for (const text of around(samples)) {
      for (const o of options) {
        expect([text, o, detectDate(text, o)]).toEqual([text, o, byPatterns(text, o)]);
      }
    }
  });

  it('agrees with the patterns on every ten-character text of digits and separators', () => {
    let read = 0;
    for (const head of texts('019-/.', 5)) {
      for (const tail of ['2021', '/2021', '-09-1', '09-14', '.1999', '12/31']) {
        const text = (head + tail).slice(0, 10);
        if (text.length !== 10) continue;
        for (const o of options) {
          const d = readShortNumericDate(text, o.dayFirst);
          if (d !== undefined) read++;
          expect([text, o, detectDate(text, o)]).toEqual([text, o, byPatterns(text, o)]);
        }
      }
    }
    expect(read).toBeGreaterThan(100);
  });
});
