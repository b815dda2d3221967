/**
 * Edit steps: each PUT of the data or find and replace a caller made, with the state of every row
 * it changed before it, so that the caller can undo it. Rows are read and written in batches by
 * row number: a replace over a large file may change every row, and nothing here holds them all.
 */
import { sql } from 'kysely';
import type { Db } from './db.ts';

/** The state of an edited row as `transformation_edits` keeps it. */
export interface EditedState {
  row_number: number;
  cells: Record<string, string>;
  revised: Record<string, unknown>;
}

/** A row an edit step changes: its state before (null when it was not edited) and its new state. */
export interface StepRow {
  row_number: number;
  previous: { cells: Record<string, string>; revised: Record<string, unknown> } | null;
  cells: Record<string, string>;
  revised: Record<string, unknown>;
  /** The cells this step set, technical name → text, for the edit log. */
  edited: Record<string, string>;
}

export interface EditStep {
  step_id: string;
  kind: string;
  cells_changed: number;
  rows_changed: number;
}

/** Rows written per statement: well under PostgreSQL's 65,535 parameters. */
export const ROWS_PER_STATEMENT = 500;

/**
 * A version of a transformation's edits that every edit step and every undo moves on: its newest
 * step and how many steps there are (an undo of an older step leaves the newest one alone).
 */
export async function editsVersion(db: Db, transformationId: string): Promise<string> {
  const row = await db
    .selectFrom('transformation_edit_steps')
    .select([sql<string | null>`max(step_id)`.as('newest'), sql<string>`count(*)`.as('steps')])
    .where('transformation_id', '=', transformationId)
    .executeTakeFirstOrThrow();
  return `${row.newest ?? 0}/${row.steps}`;
}

/** The caller's newest edit step on a transformation, if any is left to undo. */
export function latestEditStepOf(
  db: Db,
  transformationId: string,
  editedBy: string,
): Promise<EditStep | undefined> {
  return db
    .selectFrom('transformation_edit_steps')
    .select(['step_id', 'kind', 'cells_changed', 'rows_changed'])
    .where('transformation_id', '=', transformationId)
    .where('edited_by', '=', editedBy)
    .orderBy('step_id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** Opens an edit step; its rows follow with `addStepRows`. */
export async function insertEditStep(
  db: Db,
  step: {
    transformation_id: string;
    edited_by: string;
    kind: 'edit' | 'replace';
    cells_changed: number;
    rows_changed: number;
    created_at: Date;
  },
): Promise<string> {
  const row = await db
    .insertInto('transformation_edit_steps')
    .values(step)
    .returning('step_id')
    .executeTakeFirstOrThrow();
  return row.step_id;
}

/**
 * Writes a batch of a step's rows: their previous state in the step, their new state in
 * `transformation_edits`, and each cell the step set in the edit log.
 */
export async function addStepRows(
  db: Db,
  transformationId: string,
  stepId: string,
  rows: readonly StepRow[],
  editedBy: string,
  at: Date,
): Promise<void> {
  for (let first = 0; first < rows.length; first += ROWS_PER_STATEMENT) {
    const batch = rows.slice(first, first + ROWS_PER_STATEMENT);
    await db
      .insertInto('transformation_edit_step_rows')
      .values(
        batch.map((r) => ({
          step_id: stepId,
          row_number: r.row_number,
          previous_cells: r.previous && JSON.stringify(r.previous.cells),
          previous_revised: r.previous && JSON.stringify(r.previous.revised),
          cells: JSON.stringify(r.cells),
        })),
      )
      .execute();
    await upsertEditedRows(
      db,
      transformationId,
      batch.map((r) => ({ row_number: r.row_number, cells: r.cells, revised: r.revised })),
      editedBy,
      at,
    );
    const log = batch.flatMap((r) =>
      Object.entries(r.edited).map(([technical_name, value]) => ({
        transformation_id: transformationId,
        row_number: r.row_number,
        technical_name,
        value,
        edited_by: editedBy,
        edited_at: at,
      })),
    );
    for (let l = 0; l < log.length; l += ROWS_PER_STATEMENT) {
      await db
        .insertInto('transformation_edit_log')
        .values(log.slice(l, l + ROWS_PER_STATEMENT))
        .execute();
    }
  }
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

/** A step's rows after `afterRow`, by row number, at most `limit`. */
export function stepRowsAfter(db: Db, stepId: string, afterRow: number, limit: number) {
  return db
    .selectFrom('transformation_edit_step_rows')
    .select(['row_number', 'previous_cells', 'previous_revised', 'cells'])
    .where('step_id', '=', stepId)
    .where('row_number', '>', afterRow)
    .orderBy('row_number')
    .limit(limit)
    .execute();
}

/** Removes an undone step and its rows. */
export async function deleteEditStep(db: Db, stepId: string): Promise<void> {
  await db.deleteFrom('transformation_edit_steps').where('step_id', '=', stepId).execute();
}

/**
 * Locks the transformation's row until the transaction ends and returns its step: edit steps of
 * one transformation are then written one at a time, and never once it moved on (submitted).
 */
export async function lockTransformationStep(db: Db, transformationId: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('transformations')
    .select('step')
    .where('transformation_id', '=', transformationId)
    .forUpdate()
    .executeTakeFirst();
  return row?.step;
}
