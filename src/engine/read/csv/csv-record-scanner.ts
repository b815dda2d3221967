import { SliceMisaligned } from './slice-misaligned.ts';

const QUOTE = 0x22;
const LF = 0x0a;
const CR = 0x0d;
const NONE = Number.POSITIVE_INFINITY;
const EMPTY = new Uint8Array(0);

/**
 * Finds where the records of CSV bytes end, and which are blank, without decoding them or cutting
 * their fields: what counting a slice's rows needs (the normalize stage's scan). It reads bytes, so
 * it serves only encodings in which a byte below 0x80 is always that ASCII character (the only
 * ones a file is split in, see ../../split/split-plan.ts).
 *
 * It follows CsvRecordParser's reading exactly: a quote opens a quoted field only at the start of
 * a field (a quote elsewhere is literal), `""` inside one is a quote, text after the closing quote
 * is literal up to the delimiter, and LF, CRLF and CR end records. A record is blank when every
 * cell is blank; one holding only delimiters, quotes, ASCII whitespace and bytes of 0x80 or more
 * (where Unicode spaces hide) is parsed in full by `isBlankText` to decide. Anything the parser
 * would refuse (an unterminated quote, an overlong record), or text left over at the end of a
 * slice that is not the last, throws SliceMisaligned: the caller then reads the file in one piece,
 * and the parser names the problem and its line.
 */
export class CsvRecordScanner {
  private buf: Buffer = Buffer.alloc(0);
  private pos = 0;
  /** Chunks received while an open record waits for its text to double (see `push`). */
  private waiting: Buffer[] = [];
  private waitingBytes = 0;
  private retryAt = 0;
  /** Physical lines of the records scanned so far. */
  lines = 0;
  /** Called with the bytes of each record that is not blank, its line break excluded, in order. */
  onRecord: ((bytes: Buffer, start: number, end: number) => void) | null = null;

  constructor(
    private readonly delimiter: number,
    /** Whether a record's bytes (its terminator excluded) hold only blank cells, parsed in full. */
    private readonly isBlankRecord: (bytes: Buffer) => boolean,
    /** Where the slice ends in the file, for SliceMisaligned. */
    private readonly sliceEnd: number,
    private readonly maxRecordLength = 16 * 1024 * 1024,
  ) {}

  /**
   * Scans the records `chunk` completes: one flag each, 1 for a blank record. A record still open
   * after a scan is scanned again only once its text has doubled, so that a huge quoted cell
   * arriving in small chunks costs linear time, as in the parser.
   */
  push(chunk: Buffer): Uint8Array {
    this.waiting.push(chunk);
    this.waitingBytes += chunk.length;
    const pending = this.buf.length - this.pos;
    if (pending + this.waitingBytes < this.retryAt) return EMPTY;
    this.take();
    const blanks = this.scan(false);
    const left = this.buf.length - this.pos;
    if (left > this.maxRecordLength) throw new SliceMisaligned(this.sliceEnd);
    this.retryAt = left > 65536 ? left * 2 : 0;
    return blanks;
  }

  /**
   * Scans what is left at the end of a slice. `last`: the slice ends the file, so a record without
   * a final line break is complete; otherwise the slice must end where a record ends.
   */
  end(last: boolean): Uint8Array {
    this.take();
    const blanks = this.scan(last);
    if (this.pos < this.buf.length) throw new SliceMisaligned(this.sliceEnd);
    return blanks;
  }

  /** Appends the waiting chunks to the bytes not yet scanned. */
  private take(): void {
    const rest = this.pos < this.buf.length ? [this.buf.subarray(this.pos)] : [];
    const parts = [...rest, ...this.waiting];
    this.buf = parts.length === 1 ? parts[0]! : Buffer.concat(parts);
    this.pos = 0;
    this.waiting = [];
    this.waitingBytes = 0;
  }

  private scan(final: boolean): Uint8Array {
    const buf = this.buf;
    const len = buf.length;
    const blanks: number[] = [];
    let quoteAt = -1;
    let lfAt = -1;
    let crAt = -1;
    while (this.pos < len) {
      const start = this.pos;
      // The first line break at or after the record's start: its end unless a quoted field spans it.
      if (lfAt !== NONE && lfAt < start) lfAt = find(buf, LF, start);
      if (crAt !== NONE && crAt < start) crAt = find(buf, CR, start);
      const firstEol = Math.min(lfAt, crAt);
      let i = start;
      let eol = firstEol;
      let complete = true;
      for (;;) {
        if (quoteAt !== NONE && quoteAt < i) quoteAt = find(buf, QUOTE, i);
        if (quoteAt >= eol) break;
        const q = quoteAt;
        if (q !== start && buf[q - 1] !== this.delimiter) {
          i = q + 1; // a literal quote inside an unquoted field, or after a closing quote
          continue;
        }
        const close = closingQuote(buf, q + 1, final);
        if (close < 0) {
          if (close === UNTERMINATED) throw new SliceMisaligned(this.sliceEnd);
          complete = false;
          break;
        }
        i = close + 1;
        if (i > eol) {
          // The quoted field spans a line break: the record ends at the first one after it.
          if (lfAt !== NONE && lfAt < i) lfAt = find(buf, LF, i);
          if (crAt !== NONE && crAt < i) crAt = find(buf, CR, i);
          eol = Math.min(lfAt, crAt);
        }
      }
      if (!complete) break;
      let next: number;
      if (eol === NONE) {
        if (!final) break;
        eol = len;
        next = len;
      } else if (buf[eol] === CR) {
        if (eol + 1 >= len && !final) break; // a CR at the end may be half of a CRLF
        next = buf[eol + 1] === LF ? eol + 2 : eol + 1;
      } else {
        next = eol + 1;
      }
      const blank = this.blank(start, eol);
      blanks.push(blank ? 1 : 0);
      if (!blank && this.onRecord !== null) this.onRecord(buf, start, eol);
      this.lines += eol === firstEol || firstEol === NONE ? 1 : countLines(buf, start, next);
      this.pos = next;
    }
    return Uint8Array.from(blanks);
  }

  /** Whether bytes [start, end) are a blank record: decided by their bytes when they can. */
  private blank(start: number, end: number): boolean {
    const buf = this.buf;
    for (let k = start; k < end; k++) {
      const c = buf[k]!;
      if (c === this.delimiter || c === QUOTE || c >= 0x80 || c === 0x20 || (c >= 0x09 && c <= 0x0d))
        continue;
      return false;
    }
    return this.isBlankRecord(buf.subarray(start, end));
  }
}

/** closingQuote: the bytes end inside the quoted field, which later bytes may close. */
const OPEN = -1;
/** closingQuote: the file ends inside the quoted field. */
const UNTERMINATED = -2;

/** The quote closing a field whose text starts at `from` (doubled quotes skipped), or OPEN/UNTERMINATED. */
function closingQuote(buf: Buffer, from: number, final: boolean): number {
  for (let j = from; ; ) {
    const q = buf.indexOf(QUOTE, j);
    // A quote ending the bytes may be the first of a doubled pair.
    if (q === -1 || (q + 1 >= buf.length && !final)) return final ? UNTERMINATED : OPEN;
    if (buf[q + 1] !== QUOTE) return q;
    j = q + 2;
  }
}

function find(buf: Buffer, byte: number, from: number): number {
  const at = buf.indexOf(byte, from);
  return at === -1 ? NONE : at;
}

/** Physical lines spanned by buf[from, to): LF, CRLF and lone CR each end one. */
function countLines(buf: Buffer, from: number, to: number): number {
  let lines = 0;
  for (let k = from; k < to; k++) {
    const c = buf[k];
    if (c === LF || (c === CR && buf[k + 1] !== LF)) lines++;
  }
  return lines === 0 ? 1 : lines;
}
