import { describe, expect, it } from 'vitest';
import { cellText, plainNumber } from '../../../../src/engine/read/xlsx/cell-text.ts';

describe('cellText', () => {
  it.each([
    [0, '0'],
    [42, '42'],
    [-3.5, '-3.5'],
    [0.1 + 0.2, '0.3'],
    [1e21, '1000000000000000000000'],
    [1.5e-7, '0.00000015'],
    [-1.234e-10, '-0.0000000001234'],
    [123456789012345680000, '123456789012346000000'],
  ])('writes the number %d as %s', (value, text) => {
    expect(plainNumber(value)).toBe(text);
  });

  it('writes a date at midnight as a day, and a time of day when there is one', () => {
    expect(cellText(new Date(Date.UTC(2023, 11, 31)))).toBe('2023-12-31');
    expect(cellText(new Date(Date.UTC(2023, 11, 31, 23, 59, 59, 999)))).toBe('2024-01-01');
    expect(cellText(new Date(Date.UTC(2023, 0, 2, 8, 30)))).toBe('2023-01-02T08:30:00');
  });

  it('writes a time without a day as a time', () => {
    expect(cellText(new Date(Date.UTC(1899, 11, 30, 14, 15)))).toBe('14:15:00');
  });

  it('converts a formula result formatted as a date', () => {
    expect(cellText({ formula: 'TODAY()', result: 45351 }, 'dd/mm/yyyy')).toBe('2024-02-29');
    expect(cellText({ formula: 'A1*2', result: 45351 }, '#,##0')).toBe('45351');
    expect(cellText({ formula: 'A1', result: 45351 }, '"Day" 0')).toBe('45351');
  });

  it('reads rich text, hyperlinks, errors, booleans and empty cells as text', () => {
    expect(cellText({ richText: [{ text: 'a' }, { text: 'b' }] })).toBe('ab');
    expect(cellText({ text: 'site', hyperlink: 'https://example.com' })).toBe('site');
    expect(cellText({ error: '#N/A' })).toBe('#N/A');
    expect(cellText(false)).toBe('false');
    expect(cellText(null)).toBe('');
    expect(cellText(undefined)).toBe('');
  });
});
