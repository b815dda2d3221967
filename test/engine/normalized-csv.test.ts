import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import iconv from 'iconv-lite';
import { describe, expect, it } from 'vitest';
import { csvLine } from '../../src/engine/normalized-csv.ts';
import { CsvRecordParser } from '../../src/engine/read/csv/csv-record-parser.ts';
import { openSource } from '../../src/engine/read/open-source.ts';
import type { SourceOptions } from '../../src/engine/read/source-table.ts';
import { runTransformation } from '../../src/engine/run/run-transformation.ts';
import { tempFile, tempPath } from './read/temp-files.ts';

/** A run with no target column: its normalized CSV and what it counted. */
async function normalize(source: string, options: SourceOptions = {}) {
  const result = await runTransformation(
    source,
    { columns: [] },
    { source: options, mapping: { columns: [] }, outDir: tempPath('run') },
  );
  const { rows_in_source: rows, rows_ignored_from_source: rowsIgnored } = result.counters;
  const out = result.files.normalized_source!;
  return { out, text: readFileSync(out, 'utf8'), counted: { rows, rowsIgnored } };
}

describe('the normalized source a run writes', () => {
  it('writes UTF-8 CSV with commas, LF and quotes only where needed, and counts rows', async () => {
    const source =
      'Titre\r\nnom;note;ville\r\n"Zoë";"dit ""oui""; puis, non";Besançon\r\n\r\n;;\r\nA;"deux\r\nlignes";\r\n';
    const { text, counted } = await normalize(tempFile(iconv.encode(source, 'windows-1252')), {
      header_row: 2,
    });
    expect(counted).toEqual({ rows: 2, rowsIgnored: 3 });
    expect(text).toBe('nom,note,ville\nZoë,"dit ""oui""; puis, non",Besançon\nA,"deux\r\nlignes",\n');
  });

  it('keeps extra cells after the row so that nothing of the source is lost', async () => {
    const lines = ['a,b', ...Array.from({ length: 600 }, () => '1,2'), '3,4,5'];
    const { text } = await normalize(tempFile(lines.join('\n')));
    expect(text.split('\n').at(-2)).toBe('3,4,5');
  });

  it('writes a header line alone for a source without rows', async () => {
    const { text, counted } = await normalize(tempFile('x;y\n'));
    expect(counted).toEqual({ rows: 0, rowsIgnored: 0 });
    expect(text).toBe('x,y\n');
  });

  it('reads back to the same table', async () => {
    const { out } = await normalize(tempFile('[{"a":"x,y","b":"say \\"hi\\""},{"a":"\\n","b":""}]'));
    const again = await openSource(out);
    const rows = [];
    for await (const row of again.rows()) rows.push(row.cells);
    expect(again.headers).toEqual(['a', 'b']);
    expect(rows).toEqual([['x,y', 'say "hi"']]);
  });

  it('writes for cells read from any comma CSV the line it would write for a copy of them', () => {
    const unit = fc.constantFrom('a', 'é', ',', '"', '\n', '\r', ' ');
    // Each field written bare when it can be, or quoted, or with text after its closing quote.
    const field = fc.tuple(fc.string({ unit, maxLength: 4 }), fc.constantFrom('bare', 'quoted', 'trailing'));
    const record = fc.array(field, { minLength: 1, maxLength: 4 });
    const write = ([text, how]: [string, string]) => {
      const quoted = `"${text.replaceAll('"', '""')}"`;
      if (how === 'quoted') return quoted;
      if (how === 'trailing') return `${quoted}x`;
      return /[",\r\n]/.test(text) ? quoted : text;
    };
    fc.assert(
      fc.property(
        fc.array(record, { minLength: 1, maxLength: 4 }),
        fc.integer({ min: 1, max: 9 }),
        (rows, size) => {
          const text = `${rows.map((r) => r.map(write).join(',')).join('\n')}\n`;
          const parser = new CsvRecordParser(',');
          const records = [];
          for (let i = 0; i < text.length; i += size) records.push(...parser.push(text.slice(i, i + size)));
          records.push(...parser.end());
          for (const { cells } of records) expect(csvLine(cells)).toBe(csvLine([...cells]));
        },
      ),
    );
  });

  it('writes short and long rows of a CSV at the width of its header', async () => {
    const lines = ['a,b,c', ...Array.from({ length: 600 }, () => '1,2,3'), '4', '5,"6,7",8,,', '9,10,11,12'];
    const { text } = await normalize(tempFile(lines.join('\n')));
    expect(text.split('\n').slice(-4)).toEqual(['4,,', '5,"6,7",8', '9,10,11,12', '']);
  });

  it('quotes a cell holding a comma, a quote or a line break, and nothing else', () => {
    expect(csvLine(['plain', 'a,b', 'q"', 'l\nf', 'c\rr', ' space ', ''])).toBe(
      'plain,"a,b","q""","l\nf","c\rr", space ,',
    );
  });
});
