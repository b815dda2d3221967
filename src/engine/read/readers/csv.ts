import iconv from 'iconv-lite';
import { CsvRecordParser } from '../csv/csv-record-parser.ts';
import { CsvRecordScanner } from '../csv/csv-record-scanner.ts';
import { resolveDelimiter, sniffDelimiter } from '../csv/delimiter.ts';
import { SliceMisaligned } from '../csv/slice-misaligned.ts';
import { decodeChunks, readByteRange, readBytes } from '../decode.ts';
import { gridTable } from '../grid-table.ts';
import { isBlank, type RawRecord } from '../raw-record.ts';
import type { SourceReader } from '../source-reader.ts';
import type { ByteSlice } from '../source-table.ts';

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
        sliceRecords: (slice, lines) => csvSliceRecords(path, encoding, delimiter, slice, lines),
        sliceBlanks: (slice, lines) => csvSliceBlanks(path, encoding, delimiter, slice, lines),
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

/**
 * The records of one byte slice. A slice other than the first starts at a record's start, so its
 * text is decoded without looking for a BOM; a slice other than the last must end where a record
 * ends, or reading it throws SliceMisaligned. `lines.count` receives the physical lines it spans.
 */
export async function* csvSliceRecords(
  path: string,
  encoding: string,
  delimiter: string,
  slice: ByteSlice,
  lines: { count: number },
): AsyncGenerator<RawRecord[]> {
  const parser = new CsvRecordParser(delimiter, undefined, slice.linesBefore);
  const bytes = readByteRange(path, slice.start, slice.end);
  for await (const text of decodeChunks(bytes, encoding, slice.start === 0)) {
    const records = parser.push(text);
    if (records.length > 0) yield records;
  }
  const rest = slice.last ? parser.end() : parser.flush();
  if (!slice.last && parser.pending > 0) throw new SliceMisaligned(slice.end);
  lines.count = parser.nextLine - 1 - slice.linesBefore;
  if (rest.length > 0) yield rest;
}

/**
 * Whether each record of one byte slice is blank, found by CsvRecordScanner on the bytes: what
 * csvSliceRecords would read, without decoding or cutting fields (slices exist only in encodings
 * where that is safe). A record that may be blank is decoded and parsed to decide.
 */
export async function* csvSliceBlanks(
  path: string,
  encoding: string,
  delimiter: string,
  slice: ByteSlice,
  lines: { count: number },
): AsyncGenerator<Uint8Array> {
  // A BOM is blank to trim() either way: a leading one need not be told from a character.
  const isBlankRecord = (bytes: Buffer) => {
    const parser = new CsvRecordParser(delimiter);
    const text = iconv.decode(bytes, encoding);
    return [...parser.push(text), ...parser.end()].every((record) => isBlank(record.cells));
  };
  const scanner = new CsvRecordScanner(delimiter.charCodeAt(0), isBlankRecord, slice.end);
  for await (const chunk of readByteRange(path, slice.start, slice.end)) {
    const blanks = scanner.push(chunk);
    if (blanks.length > 0) yield blanks;
  }
  const rest = scanner.end(slice.last);
  lines.count = scanner.lines;
  if (rest.length > 0) yield rest;
}
