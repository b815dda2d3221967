/** Cells senders edited during review: the current state of each edited row, and a log of every edit. */
import { type Kysely, sql } from 'kysely';
import type { Db } from './db.ts';
import type { Database } from './schema.ts';

export interface EditedRow {
  row_number: number;
  /** technical_name → edited text, every edit of the row merged. */
  cells: Record<string, string>;
  /** The row as revalidated after its last edit. */
  revised: Record<string, unknown>;
  edited_by: string;
  edited_at: Date;
}

/** Every edited row of a transformation, in row order (rows edited by hand: a small set). */
export function listEditedRows(db: Db, transformationId: string): Promise<EditedRow[]> {
  return db
    .selectFrom('transformation_edits')
    .select(['row_number', 'cells', 'revised', 'edited_by', 'edited_at'])
    .where('transformation_id', '=', transformationId)
    .orderBy('row_number')
    .execute();
}

/** Whether any row of the transformation is edited. */
export async function hasEditedRows(db: Db, transformationId: string): Promise<boolean> {
  const row = await db
    .selectFrom('transformation_edits')
    .select('row_number')
    .where('transformation_id', '=', transformationId)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** Stores the new state of some rows and logs each edited cell, in one transaction. */
export async function saveEditedRows(
  db: Kysely<Database>,
  transformationId: string,
  rows: {
    row_number: number;
    cells: Record<string, string>;
    edited: Record<string, string>;
    revised: object;
  }[],
  editedBy: string,
  at: Date,
): Promise<void> {
  if (!rows.length) return;
  await db.transaction().execute(async (trx) => {
    for (const row of rows) {
      await trx
        .insertInto('transformation_edits')
        .values({
          transformation_id: transformationId,
          row_number: row.row_number,
          cells: JSON.stringify(row.cells),
          revised: JSON.stringify(row.revised),
          edited_by: editedBy,
          edited_at: at,
        })
        .onConflict((oc) =>
          oc.columns(['transformation_id', 'row_number']).doUpdateSet({
            cells: JSON.stringify(row.cells),
            revised: JSON.stringify(row.revised),
            edited_by: editedBy,
            edited_at: at,
          }),
        )
        .execute();
    }
    const log = rows.flatMap((row) =>
      Object.entries(row.edited).map(([technical_name, value]) => ({
        transformation_id: transformationId,
        row_number: row.row_number,
        technical_name,
        value,
        edited_by: editedBy,
        edited_at: at,
      })),
    );
    if (log.length) await trx.insertInto('transformation_edit_log').values(log).execute();
  });
}

export interface EditLogEntry {
  row_number: number;
  technical_name: string;
  value: string;
  edited_by: string;
  edited_at: Date;
}

/** Every edit of a transformation, oldest first. */
export function listEditLog(db: Db, transformationId: string): Promise<EditLogEntry[]> {
  return db
    .selectFrom('transformation_edit_log')
    .select(['row_number', 'technical_name', 'value', 'edited_by', 'edited_at'])
    .where('transformation_id', '=', transformationId)
    .orderBy('edit_id')
    .execute();
}

/** Replaces the revalidation kept for some edited rows; their cells and the edit log stay as they are. */
export async function reviseEditedRows(
  db: Db,
  transformationId: string,
  rows: { row_number: number; revised: object }[],
): Promise<void> {
  for (const row of rows) {
    await db
      .updateTable('transformation_edits')
      .set({ revised: JSON.stringify(row.revised) })
      .where('transformation_id', '=', transformationId)
      .where('row_number', '=', row.row_number)
      .execute();
  }
}

/**
 * The edited rows holding any of these unique-key tags (`revised.unique_keys`, see
 * ../engine/review/unique-keys.ts), found through the GIN index on them.
 *
 * The index is asked alone, with sequential scans off for this one query. Within a large edit (a
 * replace storing its changed rows a batch at a time, in one transaction) the table's statistics
 * lag far behind its rows, and the planner read every edited row of the transformation, testing
 * each against every tag: a query that took longer with each batch (60 ms to 600 ms over 20,000
 * rows). Through the index it takes a few milliseconds, whatever the number of edited rows.
 */
export async function editedRowsHoldingKeys(
  db: Db,
  transformationId: string,
  tags: readonly string[],
): Promise<{ row_number: number; cells: Record<string, string>; revised: Record<string, unknown> }[]> {
  if (!tags.length) return [];
  const find = async (trx: Db) => {
    await sql`SET LOCAL enable_seqscan = off`.execute(trx);
    const { rows } = await sql<{
      row_number: number;
      cells: Record<string, string>;
      revised: Record<string, unknown>;
    }>`
      SELECT row_number, cells, revised FROM (
        SELECT transformation_id, row_number, cells, revised FROM transformation_edits
         WHERE revised -> 'unique_keys' ?| ${sql.val([...tags])}::text[]
        OFFSET 0
      ) holding
      WHERE transformation_id = ${transformationId}
    `.execute(trx);
    await sql`SET LOCAL enable_seqscan = on`.execute(trx);
    return rows;
  };
  return db.isTransaction ? find(db) : db.transaction().execute(find);
}
