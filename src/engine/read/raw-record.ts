import { isBlank as isBlankCell } from '../../domain/types/definition/column-type-definition.ts';

/** A record as a grid reader (CSV, XLSX) sees it, before the header and blank rows are sorted out. */
export interface RawRecord {
  /** 1-based record number as a spreadsheet shows it: CSV record ordinal, XLSX sheet row. */
  number: number;
  /** Physical line where the record starts (equal to `number` for XLSX). */
  line: number;
  /** Cells as read, any length. */
  cells: string[];
}

/**
 * True when every cell is empty or whitespace, as `trim()` and the row checks see it (non-breaking
 * and other Unicode spaces included): such a row is ignored and counted.
 */
export function isBlankRow(cells: readonly string[]): boolean {
  for (const cell of cells) if (!isBlankCell(cell)) return false;
  return true;
}

/** Number of cells up to the last non-blank one. */
export function usedWidth(cells: readonly string[]): number {
  let width = cells.length;
  while (width > 0 && isBlankRow([cells[width - 1]!])) width--;
  return width;
}
