/**
 * Records to data rows, as a grid table reads them (./grid-table.ts, ./grid-slices.ts): which
 * records are data (none up to the header, no blank one), the count of ignored rows, and each data
 * row shaped to the table's width.
 */
import { isBlankRow, type RawRecord, usedWidth } from './raw-record.ts';
import type { SourceRow, SourceStats } from './source-table.ts';

/** Where a grid table's header is and what it names. */
export interface GridLayout {
  headerRow: number;
  headers: string[];
  /** Columns the header row names; the ones after were added for wider rows below it. */
  named: number;
}

/**
 * Which records are data rows, in the order they are read: none up to the header row, no blank
 * one; blank rows count as ignored only once a data row follows them (trailing blank rows are not
 * reported).
 */
export class RowTally {
  private previous: number;
  /** Blank rows since the last data row. */
  pendingBlank = 0;
  lastRecord = 0;

  constructor(
    private readonly headerRow: number,
    private readonly stats: SourceStats,
  ) {
    stats.rowsIgnored = Math.max(0, headerRow - 1);
    this.previous = headerRow;
  }

  /** Takes record `number`; true when it is a data row. */
  take(number: number, blank: boolean): boolean {
    this.lastRecord = number;
    if (number <= this.headerRow) return false;
    this.pendingBlank += number - this.previous - 1; // rows absent from an XLSX sheet are blank
    this.previous = number;
    if (blank) {
      this.pendingBlank++;
      return false;
    }
    this.stats.rowsIgnored += this.pendingBlank;
    this.pendingBlank = 0;
    return true;
  }
}

export async function* shapeRows(
  records: AsyncGenerator<RawRecord[]>,
  layout: GridLayout,
  stats: SourceStats,
  /** Data rows before these records (a slice of the file); their numbering continues from it. */
  rowsBefore = 0,
  /** Receives the tally at the end: its pending blank rows are trailing ones, not counted. */
  end?: (tally: RowTally) => void,
): AsyncGenerator<SourceRow[]> {
  const width = layout.headers.length;
  const tally = new RowTally(layout.headerRow, stats);
  let index = rowsBefore;
  for await (const batch of records) {
    const rows: SourceRow[] = [];
    for (const record of batch) {
      if (!tally.take(record.number, isBlankRow(record.cells))) continue;
      rows.push(shapeRow(record.cells, width, ++index, record.line));
    }
    if (rows.length > 0) yield rows;
  }
  end?.(tally);
}

/**
 * A data row of the table's width from a record's cells: short records are padded with empty
 * cells, and the non-blank cells beyond the width are kept as `extra`.
 */
export function shapeRow(cells: string[], width: number, index: number, line: number): SourceRow {
  let extra: string[] | undefined;
  // Copies rather than changes the record's cells, whose text (./csv/csv-text.ts) then no longer fits.
  if (cells.length < width) {
    cells = cells.concat(new Array<string>(width - cells.length).fill(''));
  } else if (cells.length > width) {
    const used = usedWidth(cells);
    if (used > width) extra = cells.slice(width, used);
    cells = cells.slice(0, width);
  }
  const row: SourceRow = { index, line, cells };
  if (extra !== undefined) row.extra = extra;
  return row;
}
