/**
 * `POST /transformation/{id}/data/undo`: undoes the caller's latest edit step (one PUT of the
 * data or one find and replace), whoever edited since. A row nobody touched after the step gets
 * back exactly the state it had before it (its cells and its revalidation, or no edit at all). A
 * row edited since by someone else keeps their cells: only the cells that still hold what the
 * step wrote are set back, and the row is revalidated. Rows are read a batch at a time, in one
 * transaction under the transformation's lock.
 */
import { isDeepStrictEqual } from 'node:util';
import type { Transaction } from 'kysely';
import { Violation } from '../../domain/errors.ts';
import { phrase } from '../../domain/messages/index.ts';
import { runInThread } from '../../engine/index.ts';
import type { BlobStore } from '../../files/blob-store.ts';
import type { Database } from '../../store/schema/index.ts';
import {
  deleteEditStep,
  latestEditStepOf,
  stepRowsAfter,
} from '../../store/transformations/transformation-edit-steps.ts';
import {
  deleteEditedRows,
  type EditedState,
  editedRowsAmong,
  ROWS_PER_STATEMENT,
  upsertEditedRows,
} from '../../store/transformations/transformation-edits.ts';
import type { TransformationRow } from '../../store/transformations/transformations.ts';
import type { ServiceContext } from '../context.ts';
import { actorOf, type Principal } from '../principal.ts';
import { transformationOf } from './access.ts';
import { type Settling, settleDuplicates, tagsNow } from './duplicates.ts';
import { inEditTransaction } from './edit-steps.ts';
import { engineInputsOf, refuseUnlessEditable, reviewFilesOf } from './review-files.ts';
import type { RevisedRow } from './rows-in-error.ts';
import { openKeyIndex } from './unique-index.ts';

/** What `POST …/data/undo` answers. */
export interface UndoView {
  cells_restored: number;
  rows_changed: number;
}

type StepRowState = Awaited<ReturnType<typeof stepRowsAfter>>[number];

/** The cells a step changed in a row: those whose text differs from the row's before the step. */
function changedCells(step: StepRowState): string[] {
  return Object.keys(step.cells).filter((name) => step.previous_cells?.[name] !== step.cells[name]);
}

export class UndoService {
  constructor(
    private readonly ctx: ServiceContext,
    private readonly blobs: BlobStore,
  ) {}

  async undo(principal: Principal, transformationId: string): Promise<UndoView> {
    const row = await transformationOf(this.ctx.db, principal, transformationId);
    refuseUnlessEditable(row);
    const editedBy = actorOf(principal);
    const at = this.ctx.now();
    const settling = await this.settlingOf(row);
    return inEditTransaction(
      this.ctx.db,
      row.transformation_id,
      undefined,
      async (trx) => {
        const step = await latestEditStepOf(trx, row.transformation_id, editedBy);
        if (!step) throw Violation.of('data', null, phrase('violation.field.nothing_to_undo'));
        const view: UndoView = { cells_restored: 0, rows_changed: 0 };
        let after = 0;
        for (;;) {
          const batch = await stepRowsAfter(trx, step.step_id, after, ROWS_PER_STATEMENT);
          if (!batch.length) break;
          after = batch[batch.length - 1]!.row_number;
          const counts = await this.restore(trx, row, batch, editedBy, at);
          if (settling) await this.settle(trx, row, settling, batch, counts.before, editedBy, at);
          view.cells_restored += counts.cells;
          view.rows_changed += counts.rows;
        }
        await deleteEditStep(trx, step.step_id);
        return view;
      },
      { now: at },
    ).finally(() => settling?.keys.index.close());
  }

  private async settlingOf(row: TransformationRow): Promise<Settling | null> {
    const files = await reviewFilesOf(this.blobs, row);
    const inputs = await engineInputsOf(this.ctx, row);
    const keys = await openKeyIndex(this.ctx, this.blobs, row, files, inputs);
    return keys && { keys, files, inputs };
  }

  /** Judges again the rows sharing a unique key the batch's rows held before the undo or hold after it. */
  private async settle(
    trx: Transaction<Database>,
    row: TransformationRow,
    settling: Settling,
    batch: StepRowState[],
    before: Map<number, EditedState>,
    editedBy: string,
    at: Date,
  ): Promise<void> {
    const numbers = batch.map((s) => s.row_number);
    const after = new Map(
      (await editedRowsAmong(trx, row.transformation_id, numbers)).map((e) => [e.row_number, e]),
    );
    const tags: string[] = [];
    for (const n of numbers) {
      tags.push(...(await tagsNow(settling.keys, n, before.get(n))));
      tags.push(...(await tagsNow(settling.keys, n, after.get(n))));
    }
    await settleDuplicates(trx, row.transformation_id, settling, tags, editedBy, at);
  }

  /** Sets one batch of a step's rows back; returns the cells and rows restored. */
  private async restore(
    trx: Transaction<Database>,
    row: TransformationRow,
    batch: StepRowState[],
    editedBy: string,
    at: Date,
  ): Promise<{ cells: number; rows: number; before: Map<number, EditedState> }> {
    const id = row.transformation_id;
    const current = new Map(
      (
        await editedRowsAmong(
          trx,
          id,
          batch.map((s) => s.row_number),
        )
      ).map((e) => [e.row_number, e]),
    );
    const forget: number[] = [];
    const exact: EditedState[] = [];
    const revise: { row: number; data: Record<string, string>; was_in_error: boolean }[] = [];
    let cells = 0;
    let rows = 0;
    for (const step of batch) {
      const now = current.get(step.row_number);
      const changed = changedCells(step);
      if (!now || isDeepStrictEqual(now.cells, step.cells)) {
        // Untouched since the step (or its edits forgotten): the state before it, exactly.
        if (step.previous_cells === null) forget.push(step.row_number);
        else
          exact.push({
            row_number: step.row_number,
            cells: step.previous_cells,
            revised: step.previous_revised!,
          });
        cells += changed.length;
        rows++;
        continue;
      }
      const restored = { ...now.cells };
      let any = 0;
      for (const name of changed) {
        if (restored[name] !== step.cells[name]) continue; // edited again since: theirs stays
        const before = step.previous_cells?.[name];
        if (before === undefined) delete restored[name];
        else restored[name] = before;
        any++;
      }
      if (!any) continue;
      cells += any;
      rows++;
      if (Object.keys(restored).length === 0) forget.push(step.row_number);
      else
        revise.push({
          row: step.row_number,
          data: restored,
          was_in_error: Boolean((now.revised as unknown as RevisedRow).was_in_error),
        });
    }
    await deleteEditedRows(trx, id, forget);
    await upsertEditedRows(trx, id, exact, editedBy, at);
    if (revise.length) {
      const revised = await runInThread('revise', {
        files: await reviewFilesOf(this.blobs, row),
        rows: revise.map(({ row: number, data }) => ({ row: number, data })),
        ...(await engineInputsOf(this.ctx, row)),
      });
      const byRow = new Map(revised.map((r) => [r.row, r]));
      await upsertEditedRows(
        trx,
        id,
        revise.map((r) => ({
          row_number: r.row,
          cells: r.data,
          revised: { ...byRow.get(r.row)!, was_in_error: r.was_in_error },
        })),
        editedBy,
        at,
      );
    }
    return { cells, rows, before: current };
  }
}
