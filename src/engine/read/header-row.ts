/**
 * Which of a grid's first rows is its header when the sender did not say. Exports often start with
 * a title ("Partner contacts export – Q3") and a blank line; taking the title for the header
 * names one column after it and leaves every other unnamed, so nothing matches.
 *
 * The header is the first row that reads as names above rows that read as data: it fills at least
 * half the cells of the fullest row in view, and at least two (a title fills one); none of its
 * cells is a number (a header names, data counts); and a row below it holds a digit or an `@` (an
 * amount, a date, a code, an e-mail), which a second row of names would not. When no row fits (a
 * table without a header, a file of one column, a header over no data), the first row with
 * content stays the header, as before.
 */
import { isBlank as isBlankCell } from '../../domain/types/definition/column-type-definition.ts';
import type { RawRecord } from './raw-record.ts';

/** Rows with content looked at, from the top: a title and notes never take more. */
export const HEADER_SEARCH_ROWS = 20;

/** A cell a header would hardly hold alone: a number. */
export const NUMBER = /^[-+]?\d+(?:[.,]\d+)?$/;

function filled(cells: readonly string[]): number {
  let count = 0;
  for (const cell of cells) if (!isBlankCell(cell)) count++;
  return count;
}

/** A cell only data holds: a digit or an `@`. */
const DATA_CELL = /[\d@]/;

/** The index in `rows` (the first rows with content, in order) of the header. */
export function headerIndex(rows: readonly RawRecord[]): number {
  const fullest = Math.max(0, ...rows.map((row) => filled(row.cells)));
  const enough = Math.max(2, Math.ceil(fullest / 2));
  // The last row that holds data: a header must stand above it.
  let lastData = -1;
  rows.forEach((row, i) => {
    if (row.cells.some((cell) => DATA_CELL.test(cell))) lastData = i;
  });
  for (let i = 0; i < lastData; i++) {
    const cells = rows[i]!.cells;
    if (filled(cells) >= enough && !cells.some((cell) => NUMBER.test(cell.trim()))) return i;
  }
  return 0;
}
