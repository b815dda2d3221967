import iconv from '../../iconv.ts';
import { decodeChunks, readBytes } from '../decode.ts';
import { encodingFromBom, resolveEncoding } from '../encoding.ts';
import { type KeyedRecord, keyedTable } from '../keyed-table.ts';
import type { SourceReader } from '../source-reader.ts';
import { findRecordPath } from '../xml/record-path.ts';
import { XmlRecordReader } from '../xml/xml-records.ts';

/** XML: the repeated element as rows (detected on the first bytes, or `record_element`). */
export const reader: SourceReader = {
  format: 'xml',
  async open(path, { head, complete, encoding: detected, encodingGiven, options }) {
    const encoding = encodingGiven || encodingFromBom(head) ? detected : (declaredEncoding(head) ?? detected);
    const recordPath = findRecordPath(iconv.decode(head, encoding), complete, options.record_element);
    return keyedTable({
      format: 'xml',
      encoding,
      records: () => xmlRecords(readBytes(path), encoding, recordPath),
    });
  },
};

/** The encoding named in the XML declaration, which governs a document without a BOM. */
function declaredEncoding(head: Buffer): string | null {
  const declaration = /^\s*<\?xml[^>]*encoding\s*=\s*["']([A-Za-z0-9._-]+)["']/.exec(
    head.toString('latin1', 0, 200),
  );
  return declaration ? resolveEncoding(declaration[1]!) : null;
}

/** Decodes and parses a byte stream into batches of records. */
export async function* xmlRecords(
  bytes: AsyncIterable<Buffer> | Iterable<Buffer>,
  encoding: string,
  recordPath: string,
): AsyncGenerator<KeyedRecord[]> {
  const reader = new XmlRecordReader(recordPath);
  for await (const text of decodeChunks(bytes, encoding)) {
    const records = reader.push(text);
    if (records.length > 0) yield records;
  }
  const last = reader.end();
  if (last.length > 0) yield last;
}
