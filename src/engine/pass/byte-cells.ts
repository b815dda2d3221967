/**
 * One row of a CSV file's bytes as the judge reads it (../judge/row-state.ts `LazyCells`): a cell
 * becomes a string the first time a converter or a rule reads it, once per row; the cells no
 * column reads are never decoded. The row's normalized line is written from the same bytes.
 */

import type { LazyCells } from '../judge/row-state.ts';
import {
  DOUBLED,
  type FieldOffsets,
  HIGH,
  QUOTE_INSIDE,
  QUOTED,
  SEPARATOR_INSIDE,
} from '../read/csv/csv-field-offsets.ts';

const QUOTE = 0x22;
const COMMA = 0x2c;

export class ByteCells implements LazyCells {
  private offsets: FieldOffsets | null = null;
  private first = 0;
  private count = 0;
  private record = 0;
  private readonly text: string[];
  /** Row generation at which each cell was decoded. */
  private readonly decodedAt: Int32Array;
  private generation = 0;
  /** Where a normalized line that differs from the record's bytes is composed. */
  private scratch = Buffer.allocUnsafe(4096);

  constructor(
    /** The table's width: its number of headers. */
    private readonly width: number,
    /** Whether the file's delimiter is the comma, the normalized CSV's. */
    private readonly comma: boolean,
  ) {
    this.text = new Array<string>(width).fill('');
    this.decodedAt = new Int32Array(width);
  }

  /** Moves to record `record` of `offsets`: no cell decoded yet. */
  set(offsets: FieldOffsets, record: number): void {
    this.offsets = offsets;
    this.record = record;
    this.first = offsets.first[record]!;
    this.count = offsets.first[record + 1]! - this.first;
    this.generation++;
  }

  cell(i: number): string {
    if (i >= this.count) return '';
    if (this.decodedAt[i] === this.generation) return this.text[i]!;
    this.decodedAt[i] = this.generation;
    const text = decodeField(this.offsets!, this.first + i);
    this.text[i] = text;
    return text;
  }

  /** Every cell of the row, padded to the table's width: for an invalid row's own needs. */
  all(): string[] {
    const cells = new Array<string>(this.width);
    for (let i = 0; i < this.width; i++) cells[i] = this.cell(i);
    return cells;
  }

  /**
   * Hands the row's normalized line (../normalized-csv.ts `normalizedLine`, without its line break) to
   * `write` as bytes: the record's own bytes when they already are that line, else composed.
   */
  normalized<T>(write: (bytes: Buffer, start: number, end: number) => T): T {
    const { buf, start, end, flags, recordStart, recordEnd } = this.offsets!;
    const first = this.first;
    const count = this.count;
    let same = this.comma && count === this.width;
    let size = 0;
    for (let k = first; k < first + count; k++) {
      const f = flags[k]!;
      const length = end[k]! - start[k]!;
      if ((f & QUOTED) !== 0) {
        if ((f & (DOUBLED | SEPARATOR_INSIDE)) === 0) same = false;
        size += length + 2;
      } else {
        if ((f & (QUOTE_INSIDE | SEPARATOR_INSIDE)) !== 0) same = false;
        size += 2 * length + 2;
      }
    }
    if (same) return write(buf, recordStart[this.record]!, recordEnd[this.record]!);
    size += this.width;
    if (this.scratch.length < size)
      this.scratch = Buffer.allocUnsafe(Math.max(size, 2 * this.scratch.length));
    const out = this.scratch;
    let at = 0;
    for (let i = 0; i < this.width; i++) {
      if (i > 0) out[at++] = COMMA;
      if (i >= count) continue;
      const k = first + i;
      const f = flags[k]!;
      const s = start[k]!;
      const e = end[k]!;
      if ((f & QUOTED) !== 0) {
        // The bytes between the quotes already double their quotes.
        if ((f & (DOUBLED | SEPARATOR_INSIDE)) === 0) {
          at += buf.copy(out, at, s, e);
        } else {
          out[at++] = QUOTE;
          at += buf.copy(out, at, s, e);
          out[at++] = QUOTE;
        }
      } else if ((f & QUOTE_INSIDE) !== 0) {
        out[at++] = QUOTE;
        for (let j = s; j < e; j++) {
          const c = buf[j]!;
          out[at++] = c;
          if (c === QUOTE) out[at++] = QUOTE;
        }
        out[at++] = QUOTE;
      } else if ((f & SEPARATOR_INSIDE) !== 0) {
        out[at++] = QUOTE;
        at += buf.copy(out, at, s, e);
        out[at++] = QUOTE;
      } else {
        at += buf.copy(out, at, s, e);
      }
    }
    return write(out, 0, at);
  }
}

/** The text of field `k`: a slice of the batch's text, `""` read as `"` in a quoted field. */
export function decodeField(offsets: FieldOffsets, k: number): string {
  const f = offsets.flags[k]!;
  const s = offsets.start[k]!;
  const e = offsets.end[k]!;
  if (s === e) return '';
  const text =
    offsets.text !== null
      ? offsets.text.slice(offsets.textStart[k], offsets.textEnd[k])
      : offsets.buf.toString((f & HIGH) !== 0 ? 'utf8' : 'latin1', s, e);
  return (f & DOUBLED) !== 0 ? text.replaceAll('""', '"') : text;
}
