import { isUtf8 } from 'node:buffer';
import { SourceError } from '../source-error.ts';
import {
  DOUBLED,
  type FieldOffsets,
  grow,
  HIGH,
  placeInText,
  QUOTE_INSIDE,
  QUOTED,
  SEPARATOR_INSIDE,
} from './csv-field-offsets.ts';
import { SliceMisaligned } from './slice-misaligned.ts';

const QUOTE = 0x22;
const COMMA = 0x2c;
const LF = 0x0a;
const CR = 0x0d;

/** A byte that makes the cell not blank (visible ASCII other than a quote). */
const SOLID = 32;
/** In an unquoted field: the byte ending it. */
const STOP = 64;

function byteTable(bits: (byte: number) => number): Uint8Array {
  return Uint8Array.from({ length: 256 }, (_, c) => bits(c));
}

const isSpace = (c: number) => c === 0x20 || (c >= 0x09 && c <= 0x0d);

/**
 * Cuts UTF-8 CSV bytes into records and fields in one walk, reading them as CsvRecordParser reads
 * the decoded text: a quote opens a quoted field only at the start of a field, `""` inside it is
 * a quote, LF, CRLF and CR end records, physical lines are counted as the parser counts them.
 * What the walk does not settle on its own is handed to the parser record by record (`parsed`),
 * so that the rows are exactly the parser's. The bytes come without the file's BOM.
 */
export class CsvFieldScanner {
  private buf: Buffer = Buffer.alloc(0);
  /** The buffer `buf` is a view of, reused from chunk to chunk (see `take`). */
  private own: Buffer = Buffer.alloc(0);
  private pos = 0;
  private waiting: Buffer[] = [];
  private waitingBytes = 0;
  private retryAt = 0;
  /** The physical line where the next record starts. */
  line: number;
  private readonly unquoted: Uint8Array;
  private readonly quoted: Uint8Array;
  private readonly decoder = new TextDecoder('utf-8', { ignoreBOM: true });
  private arrays = {
    start: new Int32Array(0),
    end: new Int32Array(0),
    flags: new Uint8Array(0),
    first: new Int32Array(1),
    recordStart: new Int32Array(0),
    recordEnd: new Int32Array(0),
    lines: new Int32Array(0),
    textStart: new Int32Array(0),
    textEnd: new Int32Array(0),
  };

  constructor(
    private readonly delimiter: number,
    /** Records with more fields than this are parsed (their extra cells need their text). */
    private readonly width: number,
    /** Parses one record's text into its cells, as the file's reader does. */
    private readonly parse: (text: string) => string[],
    /** Where the slice ends in the file, for SliceMisaligned. */
    private readonly sliceEnd: number,
    linesBefore = 0,
    private readonly maxRecordLength = 16 * 1024 * 1024,
    /** Whether batches come with their decoded text; a first pass decodes its few cells from the bytes. */
    private readonly withText = true,
  ) {
    this.line = linesBefore + 1;
    this.unquoted = byteTable((c) =>
      c === delimiter || c === CR || c === LF
        ? STOP
        : c === QUOTE
          ? QUOTE_INSIDE
          : c === COMMA
            ? SEPARATOR_INSIDE | SOLID
            : c >= 0x80
              ? HIGH
              : isSpace(c)
                ? 0
                : SOLID,
    );
    this.quoted = byteTable((c) =>
      c === CR || c === LF || c === COMMA
        ? SEPARATOR_INSIDE | (c === COMMA ? SOLID : 0)
        : c >= 0x80
          ? HIGH
          : isSpace(c)
            ? 0
            : SOLID,
    );
  }

  /** The records `chunk` completes (null when none). */
  push(chunk: Buffer): FieldOffsets | null {
    this.waiting.push(chunk);
    this.waitingBytes += chunk.length;
    if (this.buf.length - this.pos + this.waitingBytes < this.retryAt) return null;
    this.take();
    const found = this.scan(false);
    const left = this.buf.length - this.pos;
    if (left > this.maxRecordLength) {
      throw SourceError.of('record_too_long', {}, this.line);
    }
    this.retryAt = left > 65536 ? left * 2 : 0;
    return found;
  }

  /** What is left at the end of the slice; `last`: the slice ends the file. */
  end(last: boolean): FieldOffsets | null {
    this.take();
    const found = this.scan(last);
    if (this.pos < this.buf.length) throw new SliceMisaligned(this.sliceEnd);
    return found;
  }

  /**
   * The bytes of the record left open and the chunks waiting, joined in the scanner's own buffer,
   * reused: a batch is read before the next one is asked for. A new buffer for each chunk waited
   * off the heap for a collection, which a pass making little garbage on the heap runs late: the
   * peak of a 1M-row run was 15–30 MB higher once the scan stopped making a view per record.
   */
  private take(): void {
    const rest = this.buf.length - this.pos;
    const size = rest + this.waitingBytes;
    if (this.own.length < size) {
      const bigger = Buffer.allocUnsafeSlow(Math.max(size, 2 * this.own.length));
      this.buf.copy(bigger, 0, this.pos);
      this.own = bigger;
    } else if (rest > 0) {
      // The open record moves to the front; `copy` allows the overlap.
      this.buf.copy(this.own, 0, this.pos);
    }
    let at = rest;
    for (const chunk of this.waiting) at += chunk.copy(this.own, at);
    this.buf = this.own.subarray(0, size);
    this.pos = 0;
    this.waiting = [];
    this.waitingBytes = 0;
  }

  private scan(final: boolean): FieldOffsets | null {
    const buf = this.buf;
    const len = buf.length;
    const delimiter = this.delimiter;
    const unquoted = this.unquoted;
    const quoted = this.quoted;
    // The arrays of the last batch, reused: allocating them for every chunk cost more than the scan.
    const reused = this.arrays;
    let fieldCap = Math.max(reused.start.length, 64 + (len >> 3));
    let recordCap = Math.max(reused.recordStart.length, 16 + (len >> 5));
    let start = fieldCap === reused.start.length ? reused.start : new Int32Array(fieldCap);
    let end = fieldCap === reused.end.length ? reused.end : new Int32Array(fieldCap);
    let flags = fieldCap === reused.flags.length ? reused.flags : new Uint8Array(fieldCap);
    let first = recordCap + 1 === reused.first.length ? reused.first : new Int32Array(recordCap + 1);
    let recordStart =
      recordCap === reused.recordStart.length ? reused.recordStart : new Int32Array(recordCap);
    let recordEnd = recordCap === reused.recordEnd.length ? reused.recordEnd : new Int32Array(recordCap);
    let lines = recordCap === reused.lines.length ? reused.lines : new Int32Array(recordCap);
    const parsed: (string[] | null)[] = [];
    let fields = 0;
    /** Fields of the complete records: a record left open gives its fields back. */
    let kept = 0;
    let records = 0;
    let pos = this.pos;
    // The records before the last LF are UTF-8 when those bytes are, as records end at ASCII bytes:
    // one check for the chunk rather than a view and a check for each record holding a high byte.
    const lastLf = buf.lastIndexOf(LF);
    const utf8Until = lastLf > pos && isUtf8(buf.subarray(pos, lastLf)) ? lastLf : pos;
    scan: while (pos < len) {
      const from = pos;
      fields = kept;
      const fieldsAt = fields;
      let breaks = 0;
      let seen = 0;
      let odd = false;
      let i = pos;
      let eol: number;
      let next: number;
      for (;;) {
        if (fields === fieldCap) {
          fieldCap *= 2;
          start = grow(start, fieldCap);
          end = grow(end, fieldCap);
          flags = grow(flags, fieldCap);
        }
        let f = 0;
        let j: number;
        if (buf[i] === QUOTE) {
          f = QUOTED;
          j = i + 1;
          for (;;) {
            if (j >= len) {
              if (final) {
                throw SourceError.of('quote_not_closed', {}, this.line);
              }
              break scan;
            }
            const c = buf[j]!;
            if (c === QUOTE) {
              // A quote ending the bytes may be the first of a doubled pair.
              if (j + 1 >= len && !final) break scan;
              if (buf[j + 1] !== QUOTE) break;
              f |= DOUBLED | SOLID;
              j += 2;
              continue;
            }
            if (c === LF || (c === CR && buf[j + 1] !== LF)) breaks++;
            f |= quoted[c]!;
            j++;
          }
          start[fields] = i + 1;
          end[fields] = j;
          j++;
          // Text after the closing quote belongs to the cell: left to the parser.
          if (j < len && buf[j] !== delimiter && buf[j] !== CR && buf[j] !== LF) {
            odd = true;
            while (j < len && (unquoted[buf[j]!]! & STOP) === 0) j++;
          }
        } else {
          j = i;
          while (j < len) {
            const k = unquoted[buf[j]!]!;
            if (k === STOP) break;
            f |= k;
            j++;
          }
          start[fields] = i;
          end[fields] = j;
        }
        flags[fields++] = f;
        seen |= f;
        if (j >= len) {
          if (!final) break scan;
          eol = len;
          next = len;
          break;
        }
        const c = buf[j]!;
        if (c === delimiter) {
          i = j + 1;
          if (i >= len) {
            if (!final) break scan;
            if (fields === fieldCap) {
              fieldCap *= 2;
              start = grow(start, fieldCap);
              end = grow(end, fieldCap);
              flags = grow(flags, fieldCap);
            }
            start[fields] = len;
            end[fields] = len;
            flags[fields++] = 0;
            eol = len;
            next = len;
            break;
          }
          continue;
        }
        if (c === CR) {
          if (j + 1 >= len && !final) break scan;
          eol = j;
          next = buf[j + 1] === LF ? j + 2 : j + 1;
          break;
        }
        eol = j;
        next = j + 1;
        break;
      }
      if (records === recordCap) {
        recordCap *= 2;
        first = grow(first, recordCap + 1);
        recordStart = grow(recordStart, recordCap);
        recordEnd = grow(recordEnd, recordCap);
        lines = grow(lines, recordCap);
      }
      first[records] = fieldsAt;
      recordStart[records] = from;
      recordEnd[records] = eol;
      lines[records] = this.line;
      const settled =
        !odd &&
        (seen & SOLID) !== 0 &&
        fields - fieldsAt <= this.width &&
        ((seen & HIGH) === 0 || eol <= utf8Until || isUtf8(buf.subarray(from, eol)));
      parsed.push(settled ? null : this.parse(this.decoder.decode(buf.subarray(from, eol))));
      records++;
      kept = fields;
      // A record ending the file without a line break still takes its line.
      this.line += eol === next ? Math.max(breaks, 1) : breaks + 1;
      pos = next;
    }
    this.pos = pos;
    const textStart = reused.textStart.length === fieldCap ? reused.textStart : new Int32Array(fieldCap);
    const textEnd = reused.textEnd.length === fieldCap ? reused.textEnd : new Int32Array(fieldCap);
    this.arrays = { start, end, flags, first, recordStart, recordEnd, lines, textStart, textEnd };
    if (records === 0) return null;
    first[records] = kept;
    const bytes = buf.subarray(0, pos);
    const text = this.withText && isUtf8(bytes) ? this.decoder.decode(bytes) : null;
    const offsets: FieldOffsets = {
      buf,
      records,
      first,
      recordStart,
      recordEnd,
      line: lines,
      parsed,
      start,
      end,
      flags,
      text,
      textStart,
      textEnd,
    };
    if (text !== null) placeInText(offsets);
    return offsets;
  }
}
