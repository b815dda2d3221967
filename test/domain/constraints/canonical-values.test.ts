import { describe, expect, it } from 'vitest';
import { canonicalDateTime, isCanonicalDate } from '../../../src/domain/constraints/canonical-values.ts';

describe('isCanonicalDate', () => {
  it('accepts real days and date-times', () => {
    for (const text of ['2024-02-29', '2000-02-29', '2023-12-31', '0100-01-01', '9999-12-31T23:59:59']) {
      expect(isCanonicalDate(text), text).toBe(true);
    }
  });

  it('refuses days that do not exist, leap days included', () => {
    for (const text of ['2023-02-29', '1900-02-29', '2024-04-31', '2024-13-01', '2024-00-10', '2024-01-00']) {
      expect(isCanonicalDate(text), text).toBe(false);
    }
  });

  it('refuses times out of range', () => {
    for (const text of ['2024-01-01T24:00:00', '2024-01-01T23:60:00', '2024-01-01T23:59:60']) {
      expect(isCanonicalDate(text), text).toBe(false);
    }
  });

  it('refuses other shapes: separators, signs, spaces, extra or missing characters', () => {
    const texts = [
      '2024/01/01',
      '2024-1-01',
      '+024-01-01',
      '2024-01-01 10:00:00',
      '2024-01-01T10:00',
      '2024-01-01T10-00-00',
      '2024-01-01\n',
      ' 2024-01-01',
      '2024-01-0a',
      '２０２４-01-01',
      '',
    ];
    for (const text of texts) expect(isCanonicalDate(text), text).toBe(false);
  });

  it('refuses the years 0000 to 0099, which were never accepted', () => {
    expect(isCanonicalDate('0099-12-31')).toBe(false);
    expect(isCanonicalDate('0000-01-01')).toBe(false);
  });
});

describe('canonicalDateTime', () => {
  it('follows the instant it is given, also after answering the same instant twice', () => {
    const first = new Date(Date.UTC(2024, 5, 15, 12, 30, 5));
    expect(canonicalDateTime(first)).toBe('2024-06-15T12:30:05');
    expect(canonicalDateTime(first)).toBe('2024-06-15T12:30:05');
    expect(canonicalDateTime(new Date(Date.UTC(2025, 0, 1)))).toBe('2025-01-01T00:00:00');
  });

  it('still refuses an invalid date', () => {
    expect(() => canonicalDateTime(new Date(Number.NaN))).toThrow(RangeError);
  });
});
