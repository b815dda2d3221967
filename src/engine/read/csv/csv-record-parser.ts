import type { RawRecord } from '../raw-record.ts';
import { SourceError } from '../source-error.ts';
import { keepCsvText } from './csv-text.ts';

const QUOTE = 34;
const LF = 10;
const CR = 13;
const NONE = Number.POSITIVE_INFINITY;

/**
 * RFC 4180 parser over decoded string chunks, tuned for the engine's hot path. A record without
 * any quote is cut with two cached indexOf scans and one native split; only records holding a quote
 * take the slower field-by-field path. Records split across chunks are re-parsed from their start
 * once the next chunk arrives, so a chunk keeps at most one partial record in memory.
 *
 * Lenient like Excel: text after a closing quote is kept (`"ab"c` → `abc`), a quote inside an
 * unquoted field is literal, LF, CRLF and CR end records even when mixed. An unterminated quote
 * at the end of the file, or a record longer than `maxRecordLength`, is a SourceError naming the
 * line where the record starts.
 */
export class CsvRecordParser {
  private buf = '';
  private pos = 0;
  private line = 1;
  private number = 0;
  // Next known position of each character at or after `pos` (NONE: none left in `buf`).
  private quoteAt = -1;
  private lfAt = -1;
  private crAt = -1;
  // A record still open after a parse is retried only once the pending text has doubled, so that a
  // huge quoted cell arriving in small chunks costs linear time, not quadratic.
  private retryAt = 0;

  // Records are kept as csvLine text only with the comma, csvLine's delimiter.
  private readonly comma: boolean;

  constructor(
    private readonly delimiter: string,
    private readonly maxRecordLength = 16 * 1024 * 1024,
    /** Physical lines before the text this parser receives (a slice read on its own). */
    linesBefore = 0,
  ) {
    this.line = linesBefore + 1;
    this.comma = delimiter === ',';
    if (delimiter.length !== 1 || delimiter === '"' || delimiter === '\n' || delimiter === '\r') {
      throw SourceError.of('delimiter_character');
    }
  }

  /** Parses every record completed by `chunk`. */
  push(chunk: string): RawRecord[] {
    this.buf = this.pos < this.buf.length ? this.buf.slice(this.pos) + chunk : chunk;
    this.pos = 0;
    if (this.buf.length < this.retryAt) return [];
    this.quoteAt = this.lfAt = this.crAt = -1;
    const records = this.parse(false);
    const pending = this.buf.length - this.pos;
    if (pending > this.maxRecordLength) {
      throw SourceError.of('record_too_long', {}, this.line);
    }
    this.retryAt = pending > 65536 ? pending * 2 : 0;
    return records;
  }

  /**
   * Parses every record completed so far, even one whose retry `push` deferred: the end of a
   * slice that is not the end of the file. `pending` is then 0 when the text ends a record.
   */
  flush(): RawRecord[] {
    this.quoteAt = this.lfAt = this.crAt = -1;
    this.retryAt = 0;
    return this.parse(false);
  }

  /** Characters received and not yet parsed into a record: 0 when the text so far ends a record. */
  get pending(): number {
    return this.buf.length - this.pos;
  }

  /** Physical line where the next record starts. */
  get nextLine(): number {
    return this.line;
  }

  /** Parses what is left at the end of the input (a last record without a final newline). */
  end(): RawRecord[] {
    this.quoteAt = this.lfAt = this.crAt = -1;
    const records = this.parse(true);
    this.buf = '';
    this.pos = 0;
    return records;
  }

  private parse(final: boolean): RawRecord[] {
    const records: RawRecord[] = [];
    const buf = this.buf;
    const len = buf.length;
    while (this.pos < len) {
      const start = this.pos;
      if (this.quoteAt !== NONE && this.quoteAt < start) this.quoteAt = find(buf, '"', start);
      if (this.lfAt !== NONE && this.lfAt < start) this.lfAt = find(buf, '\n', start);
      if (this.crAt !== NONE && this.crAt < start) this.crAt = find(buf, '\r', start);
      const eol = Math.min(this.lfAt, this.crAt);
      if (this.quoteAt < eol) {
        if (!this.parseQuoted(final, eol, records)) break;
        continue;
      }
      let next: number;
      if (eol === NONE) {
        if (!final) break;
        next = len;
      } else if (eol === this.crAt) {
        if (eol + 1 >= len && !final) break; // a CR at the end may be half of a CRLF
        next = buf.charCodeAt(eol + 1) === LF ? eol + 2 : eol + 1;
      } else {
        next = eol + 1;
      }
      const text = buf.slice(start, eol === NONE ? len : eol);
      const cells = text.split(this.delimiter);
      // Without a quote, the comma-separated text is what csvLine writes for its cells.
      if (this.comma) keepCsvText(cells, text);
      records.push({ number: ++this.number, line: this.line, cells });
      this.line++;
      this.pos = next;
    }
    return records;
  }

  /**
   * Field-by-field parse of a record holding a quote; false when the record is not complete yet.
   * `eol` is the first line break at or after the record's start (NONE when there is none).
   */
  private parseQuoted(final: boolean, eol: number, records: RawRecord[]): boolean {
    const buf = this.buf;
    const len = buf.length;
    const delim = this.delimiter.charCodeAt(0);
    const cells: string[] = [];
    let i = this.pos;
    let nextDelim = -1;
    let lf = this.lfAt;
    let cr = this.crAt;
    let nextQuote = -1;
    // Whether the record's text is what csvLine writes for its cells (see ./csv-text.ts): quotes only
    // around fields that need them, nothing after a closing quote, no quote in an unquoted field.
    let plain = this.comma;
    for (;;) {
      let value = '';
      const quoted = buf.charCodeAt(i) === QUOTE;
      if (quoted) {
        let from = i + 1;
        let doubled = false;
        for (;;) {
          const q = buf.indexOf('"', from);
          if (q === -1 || (q + 1 >= len && !final)) {
            if (!final) return false;
            throw SourceError.of('quote_not_closed', {}, this.line);
          }
          if (buf.charCodeAt(q + 1) === QUOTE) {
            value += buf.slice(from, q + 1);
            from = q + 2;
            doubled = true;
            continue;
          }
          value += buf.slice(from, q);
          if (plain && !doubled) {
            if (nextDelim <= i) nextDelim = find(buf, this.delimiter, i + 1);
            if (lf <= i) lf = find(buf, '\n', i + 1);
            if (cr <= i) cr = find(buf, '\r', i + 1);
            plain = nextDelim < q || lf < q || cr < q;
          }
          i = q + 1;
          break;
        }
      }
      // Unquoted field, or text after a closing quote: literal up to the delimiter or end of line,
      // found with native searches whose results are kept while they lie ahead.
      if (nextDelim < i) nextDelim = find(buf, this.delimiter, i);
      if (lf < i) lf = find(buf, '\n', i);
      if (cr < i) cr = find(buf, '\r', i);
      const j = Math.min(nextDelim, lf, cr, len);
      if (j >= len && !final) return false;
      if (plain && j > i) {
        if (nextQuote < i) nextQuote = find(buf, '"', i);
        plain = !quoted && nextQuote >= j;
      }
      cells.push(j > i ? value + buf.slice(i, j) : value);
      if (j >= len) return this.finishRecord(cells, j, len, eol, plain, records);
      const c = buf.charCodeAt(j);
      if (c === delim) {
        i = j + 1;
        if (i >= len) {
          if (!final) return false;
          cells.push('');
          return this.finishRecord(cells, len, len, eol, plain, records);
        }
        continue;
      }
      if (c === CR) {
        if (j + 1 >= len && !final) return false;
        return this.finishRecord(cells, j, buf.charCodeAt(j + 1) === LF ? j + 2 : j + 1, eol, plain, records);
      }
      return this.finishRecord(cells, j, j + 1, eol, plain, records);
    }
  }

  /**
   * Ends a quoted record whose terminator is at `end` (the buffer's length at the end of the file).
   * When the first line break after its start is that terminator, or there is none, the record
   * took one line; only records with a line break inside quotes are counted again (counting every
   * quoted record character by character was a fifth of the parser's time). `plain`: the record's
   * text is kept with its cells (./csv-text.ts).
   */
  private finishRecord(
    cells: string[],
    end: number,
    next: number,
    eol: number,
    plain: boolean,
    records: RawRecord[],
  ): true {
    if (plain) keepCsvText(cells, this.buf.slice(this.pos, end));
    records.push({ number: ++this.number, line: this.line, cells });
    this.line += end === eol || eol === NONE ? 1 : countLines(this.buf, this.pos, next);
    this.pos = next;
    return true;
  }
}

function find(buf: string, char: string, from: number): number {
  const at = buf.indexOf(char, from);
  return at === -1 ? NONE : at;
}

/** Physical lines spanned by buf[from, to): LF, CRLF and lone CR each end one. */
function countLines(buf: string, from: number, to: number): number {
  let lines = 0;
  for (let k = from; k < to; k++) {
    const c = buf.charCodeAt(k);
    if (c === LF || (c === CR && buf.charCodeAt(k + 1) !== LF)) lines++;
  }
  // A record ending at the end of the file without a newline still occupies its line.
  return lines === 0 ? 1 : lines;
}
