/**
 * The edited rows of a transformation written to a scratch file for an engine task, read from
 * the database a batch at a time by row number: after a replace over a large file every row may
 * be edited, and neither the server nor the task holds them all.
 */
import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import type { Db } from '../../store/db.ts';
import { type EditedState, editedRowsAfter } from '../../store/transformation-edit-steps.ts';
import type { RevisedRow } from './rows-in-error.ts';

/** Edited rows read per query. */
const BATCH = 2000;

/** Every edited row of a transformation, by ascending row number, a batch at a time. */
export async function* editedRows(db: Db, transformationId: string): AsyncGenerator<EditedState[]> {
  let after = 0;
  for (;;) {
    const batch = await editedRowsAfter(db, transformationId, after, BATCH);
    if (!batch.length) return;
    yield batch;
    after = batch[batch.length - 1]!.row_number;
  }
}

/**
 * Writes one JSON line per edited row (`line` decides its content) to `path`; returns how many
 * rows were written (0: the caller may pass no file at all).
 */
export async function writeEditedRows(
  db: Db,
  transformationId: string,
  path: string,
  line: (row: EditedState) => unknown,
): Promise<number> {
  const out = createWriteStream(path);
  let count = 0;
  try {
    for await (const batch of editedRows(db, transformationId)) {
      const text = batch.map((row) => `${JSON.stringify(line(row))}\n`).join('');
      count += batch.length;
      if (!out.write(text)) await once(out, 'drain');
    }
  } finally {
    out.end();
    await once(out, 'close');
  }
  return count;
}

/** An edited row as find and replace reads it: `[row, cells, was in error before any edit]`. */
export function editLine(row: EditedState): [number, Record<string, string>, boolean] {
  return [row.row_number, row.cells, Boolean((row.revised as unknown as RevisedRow).was_in_error)];
}

/** An edited row as the error counts read it: `[row, columns its revalidation found violations on]`. */
export function errorLine(row: EditedState): [number, string[]] {
  return [row.row_number, (row.revised as unknown as RevisedRow).violations.map((v) => v.column)];
}
