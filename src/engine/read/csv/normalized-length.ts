import { normalizedLine } from '../../normalized-csv.ts';
import { shapeRow } from '../grid-rows.ts';
import { DOUBLED, type FieldOffsets, QUOTE_INSIDE, QUOTED, SEPARATOR_INSIDE } from './csv-field-offsets.ts';

const QUOTE = 0x22;
const LF = 0x0a;

/**
 * The length of the line the normalized CSV holds for a record cut by CsvFieldScanner: the line
 * `normalizedLine` writes for the row the table shapes from it (each cell quoted when it holds a
 * comma, a quote or a line break, quotes doubled, short records padded to the table's width),
 * line break included. Read from the fields' flags, as ByteCells.normalized composes the line;
 * what lets a split run place its slices in that file, and tells a source that already is it.
 */
export class NormalizedLength {
  /**
   * Whether the last record measured is byte for byte its normalized line: a comma between
   * cells, quotes only where needed, as many cells as the table's width, and an LF after it.
   */
  same = false;

  constructor(
    /** The table's width: its number of headers. */
    private readonly width: number,
    /** Whether the file's delimiter is the comma, the normalized CSV's. */
    private readonly comma: boolean,
  ) {}

  /** The bytes of record `r`'s normalized line, its line break included. */
  of(offsets: FieldOffsets, r: number): number {
    const parsed = offsets.parsed[r];
    if (parsed != null) {
      // Text after a closing quote, bytes that are not UTF-8, more cells than headers: as read.
      this.same = false;
      return Buffer.byteLength(normalizedLine(shapeRow(parsed, this.width, 0, 0))) + 1;
    }
    const { buf, first, start, end, flags } = offsets;
    const from = first[r]!;
    const to = first[r + 1]!;
    let same = this.comma && to - from === this.width && buf[offsets.recordEnd[r]!] === LF;
    // A comma between each two cells and the line break, short records padded with empty cells.
    let length = this.width;
    for (let k = from; k < to; k++) {
      const f = flags[k]!;
      const s = start[k]!;
      const e = end[k]!;
      if ((f & QUOTED) !== 0) {
        // The bytes between the quotes already double their quotes.
        if ((f & (DOUBLED | SEPARATOR_INSIDE)) !== 0) {
          length += e - s + 2;
        } else {
          // Quotes around a cell that needs none are not written again.
          same = false;
          length += e - s;
        }
      } else if ((f & QUOTE_INSIDE) !== 0) {
        same = false;
        length += e - s + 2;
        for (let j = s; j < e; j++) if (buf[j] === QUOTE) length++;
      } else if ((f & SEPARATOR_INSIDE) !== 0) {
        same = false;
        length += e - s + 2;
      } else {
        length += e - s;
      }
    }
    this.same = same;
    return length;
  }
}
