/**
 * How many rows are in error now: the transform stage's count, corrected by the rows senders
 * edited since (each edited row is revalidated at once and remembers whether it was in error before).
 */
import { listEditedRows } from '../../store/transformation-edits.ts';
import type { TransformationRow } from '../../store/transformations.ts';
import type { Db } from '../templates/db.ts';

/** What an edited row keeps of its revalidation. */
export interface RevisedRow {
  row: number;
  data: Record<string, string>;
  violations: { column: string; rule: string; message: string }[];
  /** Whether the row was in error in the transform stage's output, before any edit. */
  was_in_error: boolean;
}

export async function rowsInErrorNow(db: Db, row: TransformationRow): Promise<number> {
  let count = row.counters?.rows_in_error ?? 0;
  for (const edited of await listEditedRows(db, row.transformation_id)) {
    const revised = edited.revised as unknown as RevisedRow;
    count += (revised.violations.length > 0 ? 1 : 0) - (revised.was_in_error ? 1 : 0);
  }
  return count;
}
