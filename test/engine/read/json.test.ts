import iconv from 'iconv-lite';
import { describe, expect, it } from 'vitest';
import { MAX_JSON_DEPTH } from '../../../src/engine/read/json/element-scanner.ts';
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

  const WRAPPED = `{
  "meta": {"count": 2, "note": "a \\"data\\" key }] in text"},
  "tags": ["x", "y"],
  "data": [
    {"id": 1, "name": "Ada"},
    {"id": 2, "name": "Grace", "lines": [{"sku": "a"}]}
  ],
  "next": {"page": 2, "data": [{"id": 99}]}
}`;

  it('finds the records of a wrapper object under a usual key such as data', async () => {
    const table = await openSource(tempFile(WRAPPED));
    expect(table.headers).toEqual(['id', 'name', 'lines']);
    expect(await readCells(table)).toEqual([
      ['1', 'Ada', ''],
      ['2', 'Grace', '[{"sku":"a"}]'],
    ]);
  });

  it('follows a records path given as an option, dotted through nested wrappers', async () => {
    const text = '{"result": {"total": 1, "items": [{"sku": "A-1", "qty": 3}]}, "ok": true}';
    const table = await openSource(tempFile(text), { records_path: 'result.items' });
    expect(await readCells(table)).toEqual([['A-1', '3']]);
    const other = await openSource(tempFile(WRAPPED), { records_path: 'next.data' });
    expect(await readCells(other)).toEqual([['99']]);
  });

  it('gives the same wrapped records whatever the chunk size', async () => {
    const bytes = Buffer.from(WRAPPED);
    const whole = await collect([bytes], ['data']);
    expect(whole).toHaveLength(2);
    for (const size of [1, 2, 5]) {
      const chunks = [];
      for (let i = 0; i < bytes.length; i += size) chunks.push(bytes.subarray(i, i + size));
      expect(await collect(chunks, ['data'])).toEqual(whole);
    }
  });

  it('keeps reading one object with an array of objects under another key as one record', async () => {
    const order = '{"id": 7, "lines": [{"sku": "a"}, {"sku": "b"}]}';
    expect(await readCells(await openSource(tempFile(order)))).toEqual([['7', '[{"sku":"a"},{"sku":"b"}]']]);
    const ndjson = '{"id": 1, "data": [{"x": 1}]}\n{"id": 2, "data": []}\n';
    expect(await readCells(await openSource(tempFile(ndjson)))).toEqual([
      ['1', '[{"x":1}]'],
      ['2', '[]'],
    ]);
  });

  it.each([
    ['{"data": {"a": 1}}', 'data', 'leads to an object, not to a list of records'],
    ['{"meta": 1, "rows": []}', 'data', 'has no list of records at "data"'],
    ['{"data": [{"a": 1}], "x": ', 'data', 'ends before it is complete'],
    ['{"data": [{"a": 1}]} {"b": 2}', 'data', 'Unexpected "{" after the JSON document'],
    ['{"data": [{"a": 1}]}', 'data..x', 'is not a dotted list of keys'],
  ])('refuses %j with records path %j, saying %j', async (text, path, message) => {
    const opening = openSource(tempFile(text), { records_path: path });
    await expect(opening.then(readCells)).rejects.toThrow(message);
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

  it('refuses a record nested deeper than its bound, naming it, where parsing it would overflow the stack', async () => {
    const deep = (levels: number) => `${'{"a":'.repeat(levels)}1${'}'.repeat(levels)}`;
    const refused = `more than ${MAX_JSON_DEPTH} levels deep`;
    await expect(openSource(tempFile(deep(100_000)))).rejects.toThrow(refused);
    await expect(openSource(tempFile(`[${deep(100_000)}]`))).rejects.toThrow(refused);
    await expect(openSource(tempFile(`{"data": [${deep(MAX_JSON_DEPTH + 1)}]}`))).rejects.toThrow(refused);
    const deepest = await readCells(await openSource(tempFile(deep(MAX_JSON_DEPTH))));
    expect(deepest).toEqual([['1']]);
  });
});

async function collect(chunks: Buffer[], recordsPath: string[] | null = null) {
  const records = [];
  for await (const batch of jsonRecords(chunks, 'utf-8', recordsPath)) {
    for (const record of batch) records.push([record.line, [...record.values]]);
  }
  return records;
}
