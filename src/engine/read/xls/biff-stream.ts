/**
 * The records of a BIFF8 stream (the `Workbook` stream of an Excel 97–2003 file): each is a 2-byte
 * type, a 2-byte length and its data. A record that runs past the end of the stream means the file
 * was cut short.
 */
import { SourceError } from '../source-error.ts';

export interface BiffRecord {
  type: number;
  /** Offset of the record's data in the stream. */
  start: number;
  data: Buffer;
}

export const RECORD = {
  BOF: 0x0809,
  EOF: 0x000a,
  BOUNDSHEET: 0x0085,
  SST: 0x00fc,
  CONTINUE: 0x003c,
  FORMAT: 0x041e,
  XF: 0x00e0,
  DATEMODE: 0x0022,
  FILEPASS: 0x002f,
  LABELSST: 0x00fd,
  LABEL: 0x0204,
  RSTRING: 0x00d6,
  NUMBER: 0x0203,
  RK: 0x027e,
  MULRK: 0x00bd,
  BOOLERR: 0x0205,
  FORMULA: 0x0006,
  STRING: 0x0207,
} as const;

export function incomplete(): SourceError {
  return SourceError.of('xls_incomplete');
}

/** The records from `offset` on, up to the end of the stream. */
export function* biffRecords(stream: Buffer, offset = 0): Generator<BiffRecord> {
  let at = offset;
  while (at + 4 <= stream.length) {
    const type = stream.readUInt16LE(at);
    const length = stream.readUInt16LE(at + 2);
    const start = at + 4;
    if (start + length > stream.length) throw incomplete();
    yield { type, start, data: stream.subarray(start, start + length) };
    at = start + length;
  }
}

/** Characters stored one byte each (the low byte of UTF-16) or two; `high` says which. */
export function decodeChars(bytes: Buffer, high: boolean): string {
  return high ? bytes.toString('utf16le') : bytes.toString('latin1');
}

/**
 * An XLUnicodeString inside one record: a 2-byte count (1-byte for the short form of sheet
 * names), a flags byte, then the characters.
 */
export function unicodeString(data: Buffer, at: number, shortCount = false): string {
  const count = shortCount ? data.readUInt8(at) : data.readUInt16LE(at);
  const flagsAt = at + (shortCount ? 1 : 2);
  const high = (data.readUInt8(flagsAt) & 1) === 1;
  const start = flagsAt + 1;
  const end = Math.min(data.length, start + count * (high ? 2 : 1));
  return decodeChars(data.subarray(start, end), high);
}
