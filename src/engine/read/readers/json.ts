import iconv from '../../iconv.ts';
import { decodeChunks, readBytes } from '../decode.ts';
import { JsonElementScanner } from '../json/element-scanner.ts';
import { flattenJson } from '../json/flatten-json.ts';
import { detectRecordsPath, parseRecordsPath } from '../json/records-path.ts';
import { type KeyedRecord, keyedTable } from '../keyed-table.ts';
import type { SourceReader } from '../source-reader.ts';

/**
 * A top-level array of objects, NDJSON, or the array of objects under a key of a wrapper object
 * (`records_path`, or a usual key such as `data` found in the first bytes); nested fields
 * flattened with dotted names.
 */
export const reader: SourceReader = {
  format: 'json',
  async open(path, { encoding, head, complete, options }) {
    const given = options.records_path?.trim();
    const recordsPath = given
      ? parseRecordsPath(given)
      : detectRecordsPath(iconv.decode(head, encoding), complete);
    return keyedTable({
      format: 'json',
      encoding,
      records: () => jsonRecords(readBytes(path), encoding, recordsPath),
    });
  },
};

/** Decodes and scans a byte stream into batches of flattened records. */
export async function* jsonRecords(
  bytes: AsyncIterable<Buffer> | Iterable<Buffer>,
  encoding: string,
  recordsPath: readonly string[] | null = null,
): AsyncGenerator<KeyedRecord[]> {
  const scanner = new JsonElementScanner(recordsPath);
  for await (const text of decodeChunks(bytes, encoding)) {
    const elements = scanner.push(text);
    if (elements.length > 0)
      yield elements.map((e) => ({ line: e.line, values: flattenJson(e.text, e.line) }));
  }
  scanner.end();
}
