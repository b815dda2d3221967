/**
 * The cells of one normalized line read from its bytes, each made a string only when read: a find
 * and replace converts only the columns it searches, so most cells of a row are never decoded.
 * The normalized CSV is written by the engine (a field is quoted only when it must be, quotes
 * doubled inside), and a line cut here reads exactly as csv-parse reads it. A line that is not of
 * that shape (a quote inside an unquoted field, text after a closing quote, a bare CR or LF) is
 * handed to csv-parse whole, as before, so the cells never differ.
 */
import { parse } from 'csv-parse/sync';
import type { LazyCells } from '../judge/row-state.ts';

const QUOTE = 0x22;
const COMMA = 0x2c;
const LF = 0x0a;
const CR = 0x0d;

export class LineCells implements LazyCells {
  private buf: Buffer = Buffer.alloc(0);
  private count = 0;
  private start = new Int32Array(64);
  private end = new Int32Array(64);
  /** Per field: 1 when quoted with a doubled quote inside, 2 when not ASCII (bits). */
  private flags = new Uint8Array(64);
  /** The line's cells as csv-parse read them, when the bytes alone did not settle them. */
  private parsed: string[] | null = null;

  /** Moves to the line `buf[from..to)`. */
  set(buf: Buffer, from: number, to: number): void {
    this.buf = buf;
    this.parsed = null;
    if (!this.split(buf, from, to)) {
      this.parsed =
        (parse(buf.toString('utf8', from, to), { relax_column_count: true }) as string[][])[0] ?? [];
    }
  }

  cell(i: number): string {
    if (this.parsed !== null) return this.parsed[i] ?? '';
    if (i >= this.count) return '';
    const s = this.start[i]!;
    const e = this.end[i]!;
    if (s === e) return '';
    const f = this.flags[i]!;
    const text = this.buf.toString((f & 2) !== 0 ? 'utf8' : 'latin1', s, e);
    return (f & 1) !== 0 ? text.replaceAll('""', '"') : text;
  }

  /** The first `width` cells ('' past the line's end). */
  all(width: number): string[] {
    const cells = new Array<string>(width);
    for (let i = 0; i < width; i++) cells[i] = this.cell(i);
    return cells;
  }

  /** Cuts the line into fields; false when it is not of the shape the engine writes. */
  private split(buf: Buffer, from: number, to: number): boolean {
    let count = 0;
    let at = from;
    for (;;) {
      if (count === this.start.length) this.grow();
      let flags = 0;
      if (at < to && buf[at] === QUOTE) {
        const s = at + 1;
        let j = s;
        for (;;) {
          if (j >= to) return false;
          const c = buf[j]!;
          if (c === QUOTE) {
            if (j + 1 < to && buf[j + 1] === QUOTE) {
              flags |= 1;
              j += 2;
              continue;
            }
            break;
          }
          if (c >= 0x80) flags |= 2;
          j++;
        }
        this.start[count] = s;
        this.end[count] = j;
        at = j + 1;
        if (at < to && buf[at] !== COMMA) return false;
      } else {
        const s = at;
        while (at < to) {
          const c = buf[at]!;
          if (c === COMMA) break;
          if (c === QUOTE || c === CR || c === LF) return false;
          if (c >= 0x80) flags |= 2;
          at++;
        }
        this.start[count] = s;
        this.end[count] = at;
      }
      this.flags[count] = flags;
      count++;
      if (at >= to) break;
      at++; // the comma
    }
    this.count = count;
    return true;
  }

  private grow(): void {
    const size = this.start.length * 2;
    const start = new Int32Array(size);
    const end = new Int32Array(size);
    const flags = new Uint8Array(size);
    start.set(this.start);
    end.set(this.end);
    flags.set(this.flags);
    this.start = start;
    this.end = end;
    this.flags = flags;
  }
}
