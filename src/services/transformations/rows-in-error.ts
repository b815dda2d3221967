/**
 * How many rows are in error now: the last whole-file check's count (the transform stage's, or a
 * refused submission's), corrected by the rows senders edited since (each edited row is
 * revalidated at once and remembers whether it was in error before).
 */

import type { Db } from '../../store/db.ts';
import { type EditedRow, listEditedRows } from '../../store/transformation-edits.ts';
import type { TransformationRow } from '../../store/transformations.ts';

/** What an edited row keeps of its revalidation. */
export interface RevisedRow {
  row: number;
  data: Record<string, string>;
  violations: { column: string; rule: string; message: string }[];
  /** Whether the row was in error in the last whole-file check, before any later edit. */
  was_in_error: boolean;
  /**
   * Set when `violations` come from a whole-file check (a refused submission), dataset rules
   * included; an edit after it revalidates the row against the row rules only and clears it.
   */
  whole_file?: boolean;
}

function revisedOf(edited: EditedRow): RevisedRow {
  return edited.revised as unknown as RevisedRow;
}

export async function rowsInErrorNow(db: Db, row: TransformationRow): Promise<number> {
  let count = row.counters?.rows_in_error ?? 0;
  for (const edited of await listEditedRows(db, row.transformation_id)) {
    const revised = revisedOf(edited);
    count += (revised.violations.length > 0 ? 1 : 0) - (revised.was_in_error ? 1 : 0);
  }
  return count;
}

/**
 * The rows a submit can refuse at once, before running anything. With no edit since the last
 * whole-file check the count is exact. After an edit, the stored dataset-rule violations of other
 * rows (uniqueness, lookups) may no longer hold (fixing one row of a duplicated pair clears both),
 * so only the rows edited since and in error by the row rules are certain: the rest is left to
 * the whole-file check of the submit job. `rows` names the certain rows when they are known.
 */
export async function rowsInErrorBeforeRun(
  db: Db,
  row: TransformationRow,
): Promise<{ count: number; rows: number[] }> {
  const edited = await listEditedRows(db, row.transformation_id);
  const since = edited.filter((e) => !revisedOf(e).whole_file);
  if (since.length === 0) return { count: await rowsInErrorNow(db, row), rows: [] };
  const rows = since.filter((e) => revisedOf(e).violations.length > 0).map((e) => e.row_number);
  return { count: rows.length, rows };
}
