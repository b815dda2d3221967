import { describe, expect, it } from 'vitest';
import { resolveFileName, validateFileName } from '../../../src/domain/format/file-name.ts';

const date = new Date('2024-03-05T07:08:09.000Z');

describe('resolveFileName', () => {
  it('replaces every date tag with the UTC date, zero-padded', () => {
    expect(resolveFileName('orders-{YYYY}{MM}{DD}-{HH}{mm}{ss}', 'csv', date)).toBe(
      'orders-20240305-070809.csv',
    );
  });

  it('uses UTC whatever the offset of the moment given', () => {
    expect(resolveFileName('{DD}-{HH}', 'csv', new Date('2024-03-05T23:30:00-05:00'))).toBe('06-04.csv');
  });

  it('does not add the extension twice, and accepts it with a dot', () => {
    expect(resolveFileName('report.CSV', 'csv', date)).toBe('report.CSV');
    expect(resolveFileName('report', '.xlsx', date)).toBe('report.xlsx');
  });

  it('falls back to a default name when the template has none', () => {
    expect(resolveFileName(null, 'json', date)).toBe('export.json');
    expect(resolveFileName('  ', 'json', date)).toBe('export.json');
  });
});

describe('validateFileName', () => {
  it('accepts names with known tags', () => {
    expect(validateFileName('orders {YYYY}-{MM}')).toEqual([]);
    expect(validateFileName(null)).toEqual([]);
  });

  it.each(['a/b', 'a\\b', 'a\u0000b', 'line\nbreak'])('rejects %j', (name) => {
    expect(validateFileName(name).map((v) => v.property_path)).toEqual(['file_name']);
  });

  it('names the unknown tag', () => {
    expect(validateFileName('x-{YY}')[0]!.message).toMatch(/Unknown tag \{YY\}/);
  });
});
