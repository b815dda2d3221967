import { isUtf8 } from 'node:buffer';
import { normalizedLine } from '../../normalized-csv.ts';
import { shapeRow } from '../grid-rows.ts';
import { CsvRecordParser } from './csv-record-parser.ts';

const QUOTE = 0x22;
const COMMA = 0x2c;
const LF = 0x0a;
const CR = 0x0d;

/** What a byte tells of its cell, as bits: the cell's normalized form is quoted; it is not ASCII. */
const NEEDS_QUOTES = 1;
const HIGH = 2;
/** In an unquoted cell: a literal quote (the cell is quoted and the quote doubled). */
const QUOTE_INSIDE = 4 | NEEDS_QUOTES;
/** In an unquoted cell: the byte that ends it. */
const DELIMITER = 8;

/** The bits of each byte inside a quoted cell (the quote itself is read apart). */
const QUOTED = byteTable((c) => (c === COMMA || c === LF || c === CR ? NEEDS_QUOTES : c >= 0x80 ? HIGH : 0));

function byteTable(bits: (byte: number) => number): Uint8Array {
  return Uint8Array.from({ length: 256 }, (_, c) => bits(c));
}

/**
 * Reads a few fields of a UTF-8 CSV record from its bytes, and the length of the line the
 * normalized CSV holds for it, without decoding or cutting the other fields: what a first pass
 * needs when its rules read one or two columns (../../pass/first-pass.ts).
 *
 * The record's bounds come from CsvRecordScanner, so the bytes hold exactly one record. Fields are
 * read as CsvRecordParser reads them: a quote opens a quoted field only at the start of a field,
 * `""` inside it is a quote. The line is the one `normalizedLine` writes for the row the table
 * shapes from the record: each cell quoted when it holds a comma, a quote or a line break, short
 * records padded to the table's width. A record the walk does not settle (text after a closing
 * quote, more cells than the table's width, bytes that are not UTF-8) is decoded and parsed, and
 * shaped like any row.
 */
export class CsvFieldProjector {
  /**
   * Whether the last record projected is byte for byte its normalized line: a comma between
   * cells, quotes only where needed, as many cells as the table's width, and an LF after it.
   */
  same = false;
  /** Field index → its place among the wanted fields (-1: not wanted). */
  private readonly wanted: Int32Array;
  private readonly delimiterText: string;
  private readonly decoder = new TextDecoder('utf-8', { ignoreBOM: true });
  /** The bits of each byte inside an unquoted cell. */
  private readonly unquoted: Uint8Array;

  constructor(
    private readonly delimiter: number,
    /** The table's width: its number of headers. */
    private readonly width: number,
    /** Indexes of the fields wanted, in the order `project` gives them. */
    private readonly fields: readonly number[],
  ) {
    this.wanted = new Int32Array(Math.max(0, ...fields) + 1).fill(-1);
    fields.forEach((field, k) => {
      this.wanted[field] = k;
    });
    this.delimiterText = String.fromCharCode(delimiter);
    this.unquoted = byteTable((c) =>
      c === delimiter
        ? DELIMITER
        : c === QUOTE
          ? QUOTE_INSIDE
          : c === COMMA
            ? NEEDS_QUOTES
            : c >= 0x80
              ? HIGH
              : 0,
    );
  }

  /**
   * Appends the wanted fields of the record in bytes [start, end) (its line break excluded) to
   * `cells`, `fields.length` of them ('' for a field the record lacks), and returns the bytes of
   * its normalized line, line break included.
   */
  project(buf: Buffer, start: number, end: number, cells: string[]): number {
    const at = cells.length;
    for (let k = 0; k < this.fields.length; k++) cells.push('');
    this.same = false;
    const bytes = this.walk(buf, start, end, cells, at);
    return bytes >= 0 ? bytes : this.parse(buf, start, end, cells, at);
  }

  /** The walk over the bytes; -1 when the record must be parsed instead. */
  private walk(buf: Buffer, start: number, end: number, cells: string[], at: number): number {
    const delimiter = this.delimiter;
    const wanted = this.wanted;
    const unquoted = this.unquoted;
    let line = 0;
    let field = 0;
    let seen = 0;
    let changed = this.delimiter !== COMMA;
    let i = start;
    for (;;) {
      if (field >= this.width) return -1;
      let flags = 0;
      let quotes = 0;
      let length: number;
      if (buf[i] === QUOTE) {
        let j = i + 1;
        for (;;) {
          if (j >= end) return -1;
          const c = buf[j]!;
          if (c === QUOTE) {
            if (buf[j + 1] !== QUOTE) break;
            quotes++;
            j += 2;
            continue;
          }
          flags |= QUOTED[c]!;
          j++;
        }
        // Text after the closing quote is part of the cell: left to the parser.
        if (j + 1 < end && buf[j + 1] !== delimiter) return -1;
        if (quotes > 0) flags |= NEEDS_QUOTES;
        // Quotes around a cell that needs none are not written again.
        if ((flags & NEEDS_QUOTES) === 0) changed = true;
        length = j - i - 1 - quotes;
        if (field < wanted.length && wanted[field]! >= 0) {
          const text = buf.toString('utf8', i + 1, j);
          cells[at + wanted[field]!] = quotes > 0 ? text.replaceAll('""', '"') : text;
        }
        i = j + 1;
      } else {
        let j = i;
        while (j < end) {
          const k = unquoted[buf[j]!]!;
          if (k === DELIMITER) break;
          flags |= k;
          j++;
        }
        // A quote inside an unquoted cell is literal: the normalized line quotes the cell and doubles it.
        if ((flags & QUOTE_INSIDE) === QUOTE_INSIDE)
          for (let q = i; q < j; q++) if (buf[q] === QUOTE) quotes++;
        if ((flags & NEEDS_QUOTES) !== 0) changed = true;
        length = j - i;
        if (field < wanted.length && wanted[field]! >= 0)
          cells[at + wanted[field]!] = buf.toString('utf8', i, j);
        i = j;
      }
      line += (flags & NEEDS_QUOTES) !== 0 ? length + 2 + quotes : length;
      seen |= flags;
      field++;
      if (i >= end) break;
      i++; // the delimiter: a field follows, if only an empty one
      if (i === end) {
        if (field >= this.width) return -1;
        field++;
        break;
      }
    }
    // A byte sequence that is not UTF-8 decodes to replacement characters of other lengths.
    if ((seen & HIGH) !== 0 && !isUtf8(buf.subarray(start, end))) return -1;
    this.same = !changed && field === this.width && buf[end] === LF;
    // The row has the table's width (short records are padded with empty cells): a comma between
    // each two cells, and the line break.
    return line + this.width;
  }

  /** The record decoded and parsed like any other, and shaped into a row. */
  private parse(buf: Buffer, start: number, end: number, cells: string[], at: number): number {
    const parser = new CsvRecordParser(this.delimiterText);
    const text = this.decoder.decode(buf.subarray(start, end));
    const records = [...parser.push(text), ...parser.end()];
    const row = shapeRow(records[0]?.cells ?? [''], this.width, 0, 0);
    this.fields.forEach((field, k) => {
      cells[at + k] = row.cells[field] ?? '';
    });
    return Buffer.byteLength(normalizedLine(row)) + 1;
  }
}
