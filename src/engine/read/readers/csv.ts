import iconv from '../../iconv.ts';
import type { FieldOffsets } from '../csv/csv-field-offsets.ts';
import { CsvFieldScanner } from '../csv/csv-field-scanner.ts';
import { CsvRecordParser } from '../csv/csv-record-parser.ts';
import { CsvRecordScanner } from '../csv/csv-record-scanner.ts';
import { resolveDelimiter, sniffDelimiter } from '../csv/delimiter.ts';
import { SliceMisaligned } from '../csv/slice-misaligned.ts';
import { decodeChunks, readByteRange, readBytes } from '../decode.ts';
import { gridTable } from '../grid-table.ts';
import { isBlankRow, type RawRecord } from '../raw-record.ts';
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
        // Field lengths in bytes are the normalized CSV's only in UTF-8, with a one-byte delimiter.
        ...(encoding === 'utf-8' &&
          delimiter.charCodeAt(0) < 0x80 && {
            sliceOffsets: (slice, lines, width, withText = true) =>
              csvSliceOffsets(path, delimiter, slice, lines, width, undefined, withText),
          }),
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
  const scanner = sliceScanner(encoding, delimiter, slice);
  for await (const chunk of sliceBytes(path, encoding, slice)) {
    const blanks = scanner.push(chunk);
    if (blanks.length > 0) yield blanks;
  }
  const rest = scanner.end(slice.last);
  lines.count = scanner.lines;
  if (rest.length > 0) yield rest;
}

/**
 * The records of one byte slice of a UTF-8 file cut into field offsets (CsvFieldScanner): what
 * csvSliceRecords reads, without a string per cell. Records the bytes do not settle come parsed.
 */
export async function* csvSliceOffsets(
  path: string,
  delimiter: string,
  slice: ByteSlice,
  lines: { count: number },
  width: number,
  chunkBytes?: number,
  /** Whether the batches come decoded (CsvFieldScanner's `withText`). */
  withText = true,
): AsyncGenerator<FieldOffsets> {
  const parse = (text: string) => {
    const parser = new CsvRecordParser(delimiter);
    return [...parser.push(text), ...parser.end()][0]?.cells ?? [''];
  };
  const scanner = new CsvFieldScanner(
    delimiter.charCodeAt(0),
    width,
    parse,
    slice.end,
    slice.linesBefore,
    undefined,
    withText,
  );
  for await (const chunk of sliceBytes(path, 'utf-8', slice, chunkBytes)) {
    const found = scanner.push(chunk);
    if (found !== null) yield found;
  }
  const rest = scanner.end(slice.last);
  lines.count = scanner.line - 1 - slice.linesBefore;
  if (rest !== null) yield rest;
}

function sliceScanner(encoding: string, delimiter: string, slice: ByteSlice): CsvRecordScanner {
  // The bytes come without the file's BOM (sliceBytes): one left in a record is text, and a cell
  // holding it is not blank.
  const isBlankRecord = (bytes: Buffer) => {
    const parser = new CsvRecordParser(delimiter);
    const text = iconv.decode(bytes, encoding, { stripBOM: false });
    return [...parser.push(text), ...parser.end()].every((record) => isBlankRow(record.cells));
  };
  return new CsvRecordScanner(delimiter.charCodeAt(0), isBlankRecord, slice.end);
}

const UTF8_BOM = Buffer.from([0xef, 0xbb, 0xbf]);

/**
 * The bytes of a slice as its decoded text holds them: a UTF-8 BOM starting the file is dropped,
 * as the decoder drops it (a quote after it then opens the first field, as in the text).
 */
async function* sliceBytes(
  path: string,
  encoding: string,
  slice: ByteSlice,
  chunkBytes?: number,
): AsyncGenerator<Buffer> {
  const bytes = readByteRange(path, slice.start, slice.end, chunkBytes);
  if (encoding !== 'utf-8' || slice.start !== 0) {
    yield* bytes;
    return;
  }
  let head: Buffer | null = Buffer.alloc(0);
  for await (const chunk of bytes) {
    if (head === null) {
      yield chunk;
      continue;
    }
    head = Buffer.concat([head, chunk]);
    // Fewer than three bytes that may still begin a BOM: wait for the next chunk.
    if (head.length < 3 && UTF8_BOM.subarray(0, head.length).equals(head)) continue;
    yield head.subarray(UTF8_BOM.equals(head.subarray(0, 3)) ? 3 : 0);
    head = null;
  }
  if (head !== null && head.length > 0) yield head;
}
