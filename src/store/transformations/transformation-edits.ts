/**
 * Cells senders edited during review: the current state of each edited row
 * (`transformation_edits`), and a log of every edit (`transformation_edit_log`). This module is the
 * only one that writes them; an edit step (./transformation-edit-steps.ts) writes its rows here.
 */
import { sql } from 'kysely';
import type { Db } from '../db.ts';

/** Rows written per statement: well under PostgreSQL's 65,535 parameters. */
export const ROWS_PER_STATEMENT = 500;

/** The state of an edited row as `transformation_edits` keeps it. */
export interface EditedState {
  row_number: number;
  cells: Record<string, string>;
  revised: Record<string, unknown>;
}

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

/** Logs each cell some rows had set (`edited`: technical name → text), in batches. */
export async function appendEditLog(
  db: Db,
  transformationId: string,
  rows: readonly { row_number: number; edited: Record<string, string> }[],
  editedBy: string,
  at: Date,
): Promise<void> {
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
  for (let first = 0; first < log.length; first += ROWS_PER_STATEMENT) {
    await db
      .insertInto('transformation_edit_log')
      .values(log.slice(first, first + ROWS_PER_STATEMENT))
      .execute();
  }
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
 * ../../engine/review/unique-keys.ts), found through the GIN index on them.
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

/** Sets the state of some edited rows, creating them when they were not edited. */
export async function upsertEditedRows(
  db: Db,
  transformationId: string,
  rows: readonly EditedState[],
  editedBy: string,
  at: Date,
): Promise<void> {
  if (!rows.length) return;
  await db
    .insertInto('transformation_edits')
    .values(
      rows.map((r) => ({
        transformation_id: transformationId,
        row_number: r.row_number,
        cells: JSON.stringify(r.cells),
        revised: JSON.stringify(r.revised),
        edited_by: editedBy,
        edited_at: at,
      })),
    )
    .onConflict((oc) =>
      oc.columns(['transformation_id', 'row_number']).doUpdateSet({
        cells: sql`excluded.cells`,
        revised: sql`excluded.revised`,
        edited_by: sql`excluded.edited_by`,
        edited_at: sql`excluded.edited_at`,
      }),
    )
    .execute();
}

/** Forgets the edits of some rows: they read again as the transform stage stored them. */
export async function deleteEditedRows(
  db: Db,
  transformationId: string,
  rows: readonly number[],
): Promise<void> {
  if (!rows.length) return;
  await db
    .deleteFrom('transformation_edits')
    .where('transformation_id', '=', transformationId)
    .where('row_number', 'in', [...rows])
    .execute();
}

/**
 * The edited rows after `afterRow` with only what find and replace reads of them: their cells and
 * whether they were in error before any edit (the rest of their revalidation stays in the database).
 */
export function editedCellsAfter(
  db: Db,
  transformationId: string,
  afterRow: number,
  limit: number,
): Promise<{ row_number: number; cells: Record<string, string>; was_in_error: boolean | null }[]> {
  return db
    .selectFrom('transformation_edits')
    .select([
      'row_number',
      'cells',
      sql<boolean | null>`(revised->>'was_in_error')::boolean`.as('was_in_error'),
    ])
    .where('transformation_id', '=', transformationId)
    .where('row_number', '>', afterRow)
    .orderBy('row_number')
    .limit(limit)
    .execute();
}

/** The edited rows after `afterRow` with only the columns of their violations, for the counts of rows in error. */
export function editedErrorColumnsAfter(
  db: Db,
  transformationId: string,
  afterRow: number,
  limit: number,
): Promise<{ row_number: number; columns: string[] }[]> {
  return db
    .selectFrom('transformation_edits')
    .select([
      'row_number',
      sql<string[]>`jsonb_path_query_array(revised, '$.violations[*].column')`.as('columns'),
    ])
    .where('transformation_id', '=', transformationId)
    .where('row_number', '>', afterRow)
    .orderBy('row_number')
    .limit(limit)
    .execute();
}

/** The current state of these edited rows (rows not edited are absent). */
export function editedRowsAmong(
  db: Db,
  transformationId: string,
  rows: readonly number[],
): Promise<EditedState[]> {
  if (!rows.length) return Promise.resolve([]);
  return db
    .selectFrom('transformation_edits')
    .select(['row_number', 'cells', 'revised'])
    .where('transformation_id', '=', transformationId)
    .where('row_number', 'in', [...rows])
    .execute();
}
