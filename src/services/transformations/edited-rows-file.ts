/**
 * The edited rows of a transformation written to a scratch file for an engine task, read from
 * the database a batch at a time by row number, each row reduced in SQL to what the task reads:
 * after a replace over a large file every row may be edited, and neither the server nor the task
 * holds them all.
 */
import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import type { Db } from '../../store/db.ts';
import {
  editedCellsAfter,
  editedErrorColumnsAfter,
} from '../../store/transformations/transformation-edits.ts';

/** Edited rows read per query. */
const BATCH = 5000;

/** Reads a batch of rows after a row number; each row has its `row_number`. */
type BatchReader<T> = (db: Db, transformationId: string, afterRow: number, limit: number) => Promise<T[]>;

/**
 * Writes one JSON line per edited row (`line` decides its content) to `path`, by ascending row
 * number; returns how many rows were written (0: the caller may pass no file at all).
 */
async function writeLines<T extends { row_number: number }>(
  db: Db,
  transformationId: string,
  path: string,
  read: BatchReader<T>,
  line: (row: T) => unknown,
): Promise<number> {
  const out = createWriteStream(path);
  let count = 0;
  try {
    for (let after = 0; ; ) {
      const batch = await read(db, transformationId, after, BATCH);
      if (!batch.length) break;
      after = batch[batch.length - 1]!.row_number;
      count += batch.length;
      if (!out.write(batch.map((row) => `${JSON.stringify(line(row))}\n`).join(''))) await once(out, 'drain');
    }
  } finally {
    out.end();
    await once(out, 'close');
  }
  return count;
}

/** The edited rows as find and replace reads them: `[row, cells, was in error before any edit]`. */
export function writeEditedCells(db: Db, transformationId: string, path: string): Promise<number> {
  return writeLines(db, transformationId, path, editedCellsAfter, (row) => [
    row.row_number,
    row.cells,
    Boolean(row.was_in_error),
  ]);
}

/**
 * The edited rows as the counts of rows in error read them: `[row, columns of its violations]`,
 * the columns in `hidden` left out.
 */
export function writeEditedErrors(
  db: Db,
  transformationId: string,
  path: string,
  hidden: ReadonlySet<string>,
): Promise<number> {
  return writeLines(db, transformationId, path, editedErrorColumnsAfter, (row) => [
    row.row_number,
    row.columns.filter((c) => !hidden.has(c)),
  ]);
}
