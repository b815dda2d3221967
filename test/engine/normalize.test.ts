import { readFileSync } from 'node:fs';
import iconv from 'iconv-lite';
import { describe, expect, it } from 'vitest';
import { csvLine, normalizeSource } from '../../src/engine/normalize.ts';
import { openSource } from '../../src/engine/read/open-source.ts';
import { tempFile, tempPath } from './read/temp-files.ts';

describe('normalizeSource', () => {
  it('writes UTF-8 CSV with commas, LF and quotes only where needed, and counts rows', async () => {
    const source =
      'Titre\r\nnom;note;ville\r\n"Zoë";"dit ""oui""; puis, non";Besançon\r\n\r\n;;\r\nA;"deux\r\nlignes";\r\n';
    const table = await openSource(tempFile(iconv.encode(source, 'windows-1252')), { header_row: 2 });
    const out = tempPath('normalized.csv');
    expect(await normalizeSource(table, out)).toEqual({ rows: 2, rowsIgnored: 3 });
    expect(readFileSync(out, 'utf8')).toBe(
      'nom,note,ville\nZoë,"dit ""oui""; puis, non",Besançon\nA,"deux\r\nlignes",\n',
    );
  });

  it('keeps extra cells after the row so that nothing of the source is lost', async () => {
    const lines = ['a,b', ...Array.from({ length: 600 }, () => '1,2'), '3,4,5'];
    const out = tempPath('normalized.csv');
    await normalizeSource(await openSource(tempFile(lines.join('\n'))), out);
    expect(readFileSync(out, 'utf8').split('\n').at(-2)).toBe('3,4,5');
  });

  it('writes a header line alone for a source without rows', async () => {
    const out = tempPath('normalized.csv');
    expect(await normalizeSource(await openSource(tempFile('x;y\n')), out)).toEqual({
      rows: 0,
      rowsIgnored: 0,
    });
    expect(readFileSync(out, 'utf8')).toBe('x,y\n');
  });

  it('reads back to the same table', async () => {
    const table = await openSource(tempFile('[{"a":"x,y","b":"say \\"hi\\""},{"a":"\\n","b":""}]'));
    const out = tempPath('normalized.csv');
    await normalizeSource(table, out);
    const again = await openSource(out);
    const rows = [];
    for await (const row of again.rows()) rows.push(row.cells);
    expect(again.headers).toEqual(['a', 'b']);
    expect(rows).toEqual([['x,y', 'say "hi"']]);
  });

  it('quotes a cell holding a comma, a quote or a line break, and nothing else', () => {
    expect(csvLine(['plain', 'a,b', 'q"', 'l\nf', 'c\rr', ' space ', ''])).toBe(
      'plain,"a,b","q""","l\nf","c\rr", space ,',
    );
  });
});
