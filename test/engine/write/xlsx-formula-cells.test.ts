/** Why the XLSX target needs no `escape_formulas`: a text cell stays text, whatever it starts with. */
import { writeFile } from 'node:fs/promises';
import { text } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { openZipArchive } from '../../../src/engine/read/zip/zip-archive.ts';
import { tempPath } from '../read/temp-files.ts';
import { writeAll } from './write-all.ts';

describe('an XLSX target', () => {
  it('writes a cell starting with = as a text cell, with no formula', async () => {
    const { bytes } = await writeAll(
      { format: 'xls' },
      ['a', 'b'],
      [['=HYPERLINK("http://evil.example")', '@SUM(1)']],
    );
    const path = tempPath('formulas.xlsx');
    await writeFile(path, bytes);
    const zip = await openZipArchive(path);
    try {
      const sheet = await text(await zip.open('xl/worksheets/sheet1.xml'));
      expect(sheet).not.toContain('<f>');
      // `str` without an `<f>` element is a string value: spreadsheets show it, never compute it.
      expect(sheet).toMatch(/<c r="A2" t="(inlineStr|str|s)">/);
      expect(sheet).toContain('=HYPERLINK(&quot;http://evil.example&quot;)');
    } finally {
      zip.close();
    }
  });
});
