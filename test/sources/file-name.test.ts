/** The name of a file fetched by URL: Content-Disposition first, then the path, always a bare name. */
import { describe, expect, it } from 'vitest';
import { fileNameOf } from '../../src/sources/file-name.ts';

describe('the name of a file fetched by URL', () => {
  it.each([
    [`attachment; filename*=UTF-8''r%C3%A9sum%C3%A9.csv`, 'résumé.csv'],
    [`attachment; filename="plain.csv"; filename*=UTF-8''%E2%82%AC.csv`, '€.csv'],
    [`attachment; filename*=iso-8859-1''caf%E9.csv`, 'café.csv'],
    ['attachment; filename="with \\"quotes\\".csv"', 'with "quotes".csv'],
    ['attachment; filename=bare.csv', 'bare.csv'],
    [`attachment; filename*=UTF-8''%E0%A4%A.csv; filename="fallback.csv"`, 'fallback.csv'],
    ['attachment; filename="../../etc/passwd"', 'passwd'],
    ['attachment; filename="C:\\\\temp\\\\x.csv"', 'x.csv'],
    ['attachment; filename="bad\u0007name.csv"', 'badname.csv'],
  ])('%s gives %s', (header, expected) => {
    expect(fileNameOf(header, 'https://example.com/ignored.csv')).toBe(expected);
  });

  it('falls back to the last segment of the address, decoded, without the query', () => {
    expect(fileNameOf(undefined, 'https://example.com/exports/orders%20q1.csv?token=x')).toBe(
      'orders q1.csv',
    );
    expect(fileNameOf('inline', 'https://example.com/a/b.json')).toBe('b.json');
  });

  it('names a file "download" when nothing names it', () => {
    expect(fileNameOf(undefined, 'https://example.com/')).toBe('download');
    expect(fileNameOf('attachment; filename=".."', 'https://example.com/')).toBe('download');
  });

  it('keeps at most 255 characters', () => {
    expect(fileNameOf(`attachment; filename="${'x'.repeat(400)}"`, 'https://example.com/')).toHaveLength(255);
  });
});
