import iconv from 'iconv-lite';
import { describe, expect, it } from 'vitest';
import { openSource } from '../../../src/engine/read/open-source.ts';
import { jsonRecords } from '../../../src/engine/read/readers/json.ts';
import type { SourceRow } from '../../../src/engine/read/source-table.ts';
import { readCells, tempFile } from './temp-files.ts';

const ARRAY = `[
  {"id": 1, "name": "Zoë", "address": {"city": "Paris", "geo": {"lat": 48.85}}},
  {"id": 12345678901234567890, "tags": ["a", "b"], "name": null, "active": true},
  {},
  {"id": 3, "name": "with \\"quotes\\", braces {} and ]brackets[", "tags": [ 1, [2], {"x": "y z"} ]}
]`;

describe('openSource on JSON', () => {
  it('reads an array of objects with the union of their fields in first-seen order', async () => {
    const table = await openSource(tempFile(ARRAY, 'data.txt'));
    expect(table.format).toBe('json');
    expect(table.headers).toEqual(['id', 'name', 'address.city', 'address.geo.lat', 'tags', 'active']);
  });

  it('keeps numbers as written, arrays as compact JSON, null as empty, and skips empty records', async () => {
    const table = await openSource(tempFile(ARRAY));
    const rows: SourceRow[] = [];
    for await (const row of table.rows()) rows.push(row);
    expect(rows.map((r) => [r.index, r.line, r.cells])).toEqual([
      [1, 2, ['1', 'Zoë', 'Paris', '48.85', '', '']],
      [2, 3, ['12345678901234567890', '', '', '', '["a","b"]', 'true']],
      [3, 5, ['3', 'with "quotes", braces {} and ]brackets[', '', '', '[1,[2],{"x":"y z"}]', '']],
    ]);
    expect(table.stats.rowsIgnored).toBe(1);
  });

  it('reads NDJSON, one object per line', async () => {
    const table = await openSource(tempFile('{"a":"1"}\n{"b":2}\n\n{"a":"3","b":4}\n'));
    expect(table.headers).toEqual(['a', 'b']);
    expect(await readCells(table)).toEqual([
      ['1', ''],
      ['', '2'],
      ['3', '4'],
    ]);
  });

  it('reads UTF-16 JSON with a BOM', async () => {
    const table = await openSource(
      tempFile(iconv.encode('[{"ville":"Besançon"}]', 'utf-16le', { addBOM: true })),
    );
    expect(await readCells(table)).toEqual([['Besançon']]);
  });

  it('reads an empty array as a table without rows', async () => {
    const table = await openSource(tempFile(' [ ] '));
    expect(table.headers).toEqual([]);
    expect(await readCells(table)).toEqual([]);
  });

  it('gives the same records whatever the chunk size', async () => {
    const whole = await collect([Buffer.from(ARRAY)]);
    const bytes = Buffer.from(ARRAY);
    for (const size of [1, 3, 7]) {
      const chunks = [];
      for (let i = 0; i < bytes.length; i += size) chunks.push(bytes.subarray(i, i + size));
      expect(await collect(chunks)).toEqual(whole);
    }
  });

  it.each([
    ['[[1, 2]]', 'Line 1: Each JSON record must be an object'],
    ['[{"a":1} {"a":2}]', 'Line 1: Unexpected "{" between JSON records'],
    ['[{"a":1},\n{"a":2}', 'Line 2: The JSON document ends before it is complete'],
    ['[{"a":1},\n{"a" 2}]', 'Line 2: Invalid JSON: expected ":"'],
    ['{"a":1}\n{"a":tru}', 'Line 2: Invalid JSON: unexpected "t"'],
  ])('refuses %j naming the line', async (text, message) => {
    await expect(openSource(tempFile(text))).rejects.toThrow(message);
  });
});

async function collect(chunks: Buffer[]) {
  const records = [];
  for await (const batch of jsonRecords(chunks, 'utf-8')) {
    for (const record of batch) records.push([record.line, [...record.values]]);
  }
  return records;
}
