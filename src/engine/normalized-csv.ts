/**
 * The normalized CSV every run writes beside its outputs (the specification's
 * `normalized_source_file`): UTF-8 without BOM, comma, `"` quoting only where needed, LF, the
 * header line first. A row's extra cells (beyond the headers) are written after its cells, so the
 * normalized file loses nothing the source had.
 */
import { csvTextOf } from './read/csv/csv-text.ts';
import type { SourceRow } from './read/source-table.ts';

/** The row's line in the normalized CSV, without its line break. */
export function normalizedLine(row: SourceRow): string {
  return row.extra ? csvLine(row.cells.concat(row.extra)) : csvLine(row.cells);
}

const NEEDS_QUOTES = /[",\n\r]/;

/**
 * One CSV line: a cell is quoted when it holds a comma, a quote or a line break. Cells read by the
 * CSV reader may carry that very line already (./read/csv/csv-text.ts), which is then returned as it is.
 */
export function csvLine(cells: readonly string[]): string {
  const known = csvTextOf(cells);
  if (known !== undefined) return known;
  let line = '';
  for (let i = 0; i < cells.length; i++) {
    const cell = cells[i]!;
    if (i > 0) line += ',';
    line += NEEDS_QUOTES.test(cell) ? `"${cell.replaceAll('"', '""')}"` : cell;
  }
  return line;
}
