/**
 * Edit steps: each PUT of the data or find and replace a caller made, with the state of every row
 * it changed before it, so that the caller can undo it. Rows are read and written in batches by
 * row number: a replace over a large file may change every row, and nothing here holds them all.
 */
import { sql } from 'kysely';
import type { Db } from '../db.ts';
import { appendEditLog, ROWS_PER_STATEMENT, upsertEditedRows } from './transformation-edits.ts';

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
 * Writes a batch of a step's rows: their previous state in the step, their new state and each
 * cell the step set through the edited rows' repository (./transformation-edits.ts).
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
    await appendEditLog(db, transformationId, batch, editedBy, at);
  }
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
