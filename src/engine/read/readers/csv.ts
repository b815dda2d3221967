import iconv from 'iconv-lite';
import { CsvRecordParser } from '../csv/csv-record-parser.ts';
import { resolveDelimiter, sniffDelimiter } from '../csv/delimiter.ts';
import { decodeChunks, readBytes } from '../decode.ts';
import { gridTable } from '../grid-table.ts';
import type { RawRecord } from '../raw-record.ts';
import type { SourceReader } from '../source-reader.ts';

/** Delimited text: delimiter given or sniffed from the first bytes, then the streaming parser. */
export const reader: SourceReader = {
  format: 'csv',
  async open(path, { head, complete, encoding, options }) {
    const delimiter =
      options.delimiter !== undefined
        ? resolveDelimiter(options.delimiter)
        : sniffDelimiter(iconv.decode(head, encoding), complete);
    return gridTable(
      {
        format: 'csv',
        encoding,
        delimiter,
        sheet: null,
        records: () => csvRecords(readBytes(path), encoding, delimiter),
      },
      options.header_row,
    );
  },
};

/** Decodes and parses a byte stream into batches of records, one batch per decoded chunk. */
export async function* csvRecords(
  bytes: AsyncIterable<Buffer> | Iterable<Buffer>,
  encoding: string,
  delimiter: string,
): AsyncGenerator<RawRecord[]> {
  const parser = new CsvRecordParser(delimiter);
  for await (const text of decodeChunks(bytes, encoding)) {
    const records = parser.push(text);
    if (records.length > 0) yield records;
  }
  const last = parser.end();
  if (last.length > 0) yield last;
}
