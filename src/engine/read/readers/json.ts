import { decodeChunks, readBytes } from '../decode.ts';
import { JsonElementScanner } from '../json/element-scanner.ts';
import { flattenJson } from '../json/flatten-json.ts';
import { type KeyedRecord, keyedTable } from '../keyed-table.ts';
import type { SourceReader } from '../source-reader.ts';

/** A top-level array of objects, or NDJSON; nested fields flattened with dotted names. */
export const reader: SourceReader = {
  format: 'json',
  async open(path, { encoding }) {
    return keyedTable({ format: 'json', encoding, records: () => jsonRecords(readBytes(path), encoding) });
  },
};

/** Decodes and scans a byte stream into batches of flattened records. */
export async function* jsonRecords(
  bytes: AsyncIterable<Buffer> | Iterable<Buffer>,
  encoding: string,
): AsyncGenerator<KeyedRecord[]> {
  const scanner = new JsonElementScanner();
  for await (const text of decodeChunks(bytes, encoding)) {
    const elements = scanner.push(text);
    if (elements.length > 0)
      yield elements.map((e) => ({ line: e.line, values: flattenJson(e.text, e.line) }));
  }
  scanner.end();
}
