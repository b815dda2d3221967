/**
 * How many rows are in error now: the last whole-file check's count (the transform stage's, or a
 * refused submission's), corrected by the rows senders edited since (each edited row is
 * revalidated at once and remembers whether it was in error before).
 */

import type { Db } from '../../store/db.ts';
import {
  editedErrorTally,
  firstEditedRowsInError,
} from '../../store/transformations/edited-rows-in-error.ts';
import type { TransformationRow } from '../../store/transformations/transformations.ts';

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

/** Rows a refusal names at most; the message counts the others. */
export const REFUSAL_NAMED_ROWS = 20;

export async function rowsInErrorNow(db: Db, row: TransformationRow): Promise<number> {
  const tally = await editedErrorTally(db, row.transformation_id);
  return (row.counters?.rows_in_error ?? 0) + tally.inError - tally.wereInError;
}

/**
 * The rows a submit can refuse at once, before running anything. With no edit since the last
 * whole-file check the count is exact. After an edit, the stored dataset-rule violations of other
 * rows (uniqueness, lookups) may no longer hold (fixing one row of a duplicated pair clears both),
 * so only the rows edited since and in error by the row rules are certain: the rest is left to
 * the whole-file check of the submit job. `rows` names the first REFUSAL_NAMED_ROWS certain rows when they
 * are known. Counted by the database: every row of a large file may be an edited row.
 */
export async function rowsInErrorBeforeRun(
  db: Db,
  row: TransformationRow,
): Promise<{ count: number; rows: number[] }> {
  const tally = await editedErrorTally(db, row.transformation_id);
  if (tally.sinceCheck === 0) return { count: await rowsInErrorNow(db, row), rows: [] };
  return {
    count: tally.sinceCheckInError,
    rows: await firstEditedRowsInError(db, row.transformation_id, REFUSAL_NAMED_ROWS),
  };
}
