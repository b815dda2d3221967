/**
 * Edit steps: what one PUT of the data or one find and replace changed, kept so that the caller
 * can undo it. A step is written in one transaction with the rows it changes, under a lock on the
 * transformation's row: steps of one transformation are written one at a time, none once the
 * transformation left review (a submission started meanwhile), and none while a find and replace
 * runs (./replace-running.ts), but by that replace itself.
 */
import type { Kysely, Transaction } from 'kysely';
import { Violation } from '../../domain/errors.ts';
import { phrase } from '../../domain/messages/index.ts';
import type { Database } from '../../store/schema/index.ts';
import {
  addStepRows,
  editsVersion,
  insertEditStep,
  lockTransformationStep,
  type StepRow,
} from '../../store/transformations/transformation-edit-steps.ts';
import { refuseWhileReplacing } from './replace-running.ts';

/** The transaction an edit step is written in, once its transformation is locked and checked. */
export async function inEditTransaction<T>(
  db: Kysely<Database>,
  transformationId: string,
  /** `editsVersion` when the caller read the rows it changes; an edit or undo since is a 409. */
  expectedVersion: string | undefined,
  work: (trx: Transaction<Database>) => Promise<T>,
  /** The time of the edit; `ownReplace`: the running replace that writes this step. */
  guard: { now: Date; ownReplace?: string },
): Promise<T> {
  return db.transaction().execute(async (trx) => {
    const step = await lockTransformationStep(trx, transformationId);
    if (step !== 'transformed') {
      throw Violation.of('step', step ?? null, phrase('violation.field.edit_not_transformed'));
    }
    await refuseWhileReplacing(trx, transformationId, guard.now, guard.ownReplace);
    if (expectedVersion !== undefined && (await editsVersion(trx, transformationId)) !== expectedVersion) {
      throw Violation.of('data', null, phrase('violation.field.edited_meanwhile'));
    }
    return work(trx);
  });
}

/** Counts of one step. */
export function stepCounts(rows: readonly StepRow[]): { cells_changed: number; rows_changed: number } {
  return {
    cells_changed: rows.reduce((sum, r) => sum + Object.keys(r.edited).length, 0),
    rows_changed: rows.length,
  };
}

/** Records a PUT of the data as one step: the rows' new states, their previous ones, the edit log. */
export async function saveEditStep(
  db: Kysely<Database>,
  transformationId: string,
  rows: readonly StepRow[],
  editedBy: string,
  at: Date,
  /** More to write in the same transaction once the rows are (the duplicates the step made or undid). */
  then?: (trx: Transaction<Database>) => Promise<void>,
): Promise<void> {
  if (!rows.length) return;
  await inEditTransaction(
    db,
    transformationId,
    undefined,
    async (trx) => {
      const stepId = await insertEditStep(trx, {
        transformation_id: transformationId,
        edited_by: editedBy,
        kind: 'edit',
        ...stepCounts(rows),
        created_at: at,
      });
      await addStepRows(trx, transformationId, stepId, rows, editedBy, at);
      await then?.(trx);
    },
    { now: at },
  );
}
