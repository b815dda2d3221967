/**
 * The records of a chunk of CSV bytes as CsvFieldScanner (./csv-field-scanner.ts) cuts them: per
 * field its offsets and what its bytes hold, per record its bounds and line, and where each field
 * lies in the chunk's decoded text.
 */

/** What the bytes of a field hold, as bits of `FieldOffsets.flags`. */
/** The field was enclosed in quotes (its offsets are inside them). */
export const QUOTED = 1;
/** A doubled quote inside a quoted field: its text is the bytes with `""` read as `"`. */
export const DOUBLED = 2;
/** A literal quote inside an unquoted field. */
export const QUOTE_INSIDE = 4;
/** A comma (when it is not the delimiter), CR or LF inside the field. */
export const SEPARATOR_INSIDE = 8;
/** A byte of 0x80 or more: the text is not ASCII. */
export const HIGH = 16;

/**
 * The records of a chunk of CSV bytes, cut into fields: offsets into `buf`, no string made.
 * Record `r` has fields `first[r]` to `first[r + 1] - 1`. `buf` and the arrays are the scanner's,
 * reused by its next scan: a batch is read before the next one is asked for.
 */
export interface FieldOffsets {
  buf: Buffer;
  records: number;
  /** Per record: its first field; one entry more than `records`. */
  first: Int32Array;
  /** Per record: where its bytes start and end (its line break excluded). */
  recordStart: Int32Array;
  recordEnd: Int32Array;
  /** Per record: the physical line where it starts. */
  line: Int32Array;
  /**
   * Per record: its cells decoded and parsed by CsvRecordParser when the bytes alone do not
   * settle them (a blank-looking record, text after a closing quote, bytes that are not UTF-8,
   * more fields than `width`); null for the others.
   */
  parsed: (string[] | null)[];
  /** Per field: where its text starts and ends (inside the quotes of a quoted field), and its flags. */
  start: Int32Array;
  end: Int32Array;
  flags: Uint8Array;
  /**
   * The records' bytes decoded at once, and where each field starts and ends in it (UTF-16 code
   * units): a cell is then a slice of it. Null when the bytes are not all UTF-8: each cell is
   * decoded from its bytes.
   */
  text: string | null;
  textStart: Int32Array;
  textEnd: Int32Array;
}

/** The data rows of a batch of field offsets: which of its records they are (../grid-slices.ts). */
export interface OffsetRows {
  offsets: FieldOffsets;
  /** The records that are data rows, in order. */
  rows: Int32Array;
  count: number;
}

/** Bytes less UTF-16 code units, per byte of a UTF-8 sequence: continuation bytes, 4-byte leads. */
const EXTRA = Int8Array.from({ length: 256 }, (_, c) => (c >= 0x80 && c < 0xc0 ? 1 : c >= 0xf0 ? -1 : 0));

/**
 * Fills `textStart` and `textEnd`: where each field lies in `text`, the records' bytes decoded
 * (valid UTF-8): its byte offsets less the extra bytes of the characters before it.
 */
export function placeInText(offsets: FieldOffsets): void {
  const { buf, records, first, recordStart, recordEnd, parsed, start, end, flags, textStart, textEnd } =
    offsets;
  let extra = 0;
  for (let r = 0; r < records; r++) {
    if (parsed[r] !== null) {
      // Its fields are not read from the text; its characters still come before the next ones.
      for (let b = recordStart[r]!; b < recordEnd[r]!; b++) extra += EXTRA[buf[b]!]!;
      continue;
    }
    for (let k = first[r]!; k < first[r + 1]!; k++) {
      const s = start[k]!;
      const e = end[k]!;
      textStart[k] = s - extra;
      if ((flags[k]! & HIGH) !== 0) for (let b = s; b < e; b++) extra += EXTRA[buf[b]!]!;
      textEnd[k] = e - extra;
    }
  }
}

/** A copy of `array` with room for `size` entries: the offsets' arrays grow with a chunk's records. */
export function grow<T extends Int32Array | Uint8Array>(array: T, size: number): T {
  const bigger = new (array.constructor as new (n: number) => T)(size);
  bigger.set(array);
  return bigger;
}
