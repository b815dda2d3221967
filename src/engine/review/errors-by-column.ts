/**
 * The rows in error now, per column: the violations the full run stored (../review-store/
 * scan-store.ts reads them as a stream) with the edited rows standing for themselves, as their
 * revalidation found them. Both lists are read side by side in row order; nothing is held whole.
 */
import { scanStoredErrors } from '../review-store/scan-store.ts';
import type { ReviewFiles } from '../review-store/store-layout.ts';
import { readJsonLines } from './json-lines.ts';

/** An edited row and the columns its revalidation found violations on (`''`: the whole row). */
export type EditedErrorLine = [number, string[]];

/** A row in error now, with the columns of its violations. */
interface RowInError {
  row: number;
  columns: readonly string[];
}

/**
 * Rows in error by ascending row number. `editedPath`: every edited row (in error or not) by
 * ascending row number, as EditedErrorLine JSON lines; null when no row was edited. Violations of
 * `hidden` columns are left out, of stored rows here, of edited rows by the caller's lines.
 */
async function* rowsInError(
  files: ReviewFiles,
  editedPath: string | null,
  hidden: ReadonlySet<string>,
): AsyncGenerator<RowInError> {
  const edited = editedPath ? readJsonLines<EditedErrorLine>(editedPath)[Symbol.asyncIterator]() : null;
  const advance = async () =>
    (edited ? (await edited.next()).value : undefined) as EditedErrorLine | undefined;
  let next = await advance();
  try {
    for await (const { ordinal, violations } of scanStoredErrors(files)) {
      const row = ordinal + 1;
      while (next && next[0] < row) {
        if (next[1].length) yield { row: next[0], columns: next[1] };
        next = await advance();
      }
      if (next && next[0] === row) continue; // judged by its revalidation, yielded with the edited rows
      const columns = violations.map((v) => v.column).filter((c) => !hidden.has(c));
      if (columns.length) yield { row, columns };
    }
    for (; next; next = await advance()) if (next[1].length) yield { row: next[0], columns: next[1] };
  } finally {
    await edited?.return?.(undefined);
  }
}

export interface ErrorCounts {
  /** Rows with at least one violation. */
  rows_in_error: number;
  /** Per technical name, the rows with a violation on that column. */
  columns: Record<string, number>;
}

export async function countErrorsByColumn(
  files: ReviewFiles,
  editedPath: string | null,
  hidden: readonly string[] = [],
): Promise<ErrorCounts> {
  const counts: ErrorCounts = { rows_in_error: 0, columns: {} };
  for await (const { columns } of rowsInError(files, editedPath, new Set(hidden))) {
    counts.rows_in_error++;
    for (const column of new Set(columns)) counts.columns[column] = (counts.columns[column] ?? 0) + 1;
  }
  return counts;
}

/** A page of the rows in error on one column (null: on any): their numbers and how many there are in all. */
export async function pageOfErrorsOn(
  files: ReviewFiles,
  editedPath: string | null,
  column: string | null,
  first: number,
  count: number,
): Promise<{ total: number; numbers: number[] }> {
  const numbers: number[] = [];
  let total = 0;
  for await (const { row, columns } of rowsInError(files, editedPath, new Set())) {
    if (column !== null && !columns.includes(column)) continue;
    if (total >= first && numbers.length < count) numbers.push(row);
    total++;
  }
  return { total, numbers };
}
