/**
 * The work of a find and replace (./find-replace.ts runs it as a job): over the whole file, as the
 * sender sees the rows, revalidated at once like `PUT …/data`, and kept as one edit step the caller
 * can undo. The engine reads the review store in parts, in its threads at once, and writes the
 * changed rows to a scratch file in row order; they are stored from it a batch at a time, in one
 * transaction, so that a replace over a million rows holds one batch in memory and leaves nothing
 * half done. A replace that would
 * make a cell longer than FERRY_MAX_CELL_LENGTH, or grow the file past its budget, is stopped by
 * the engine as soon as it gets there and refused whole (./cell-bound.ts). The rows sharing a
 * unique key with a changed row are judged again with each batch (./duplicates.ts).
 */
import path from 'node:path';
import { Violation, type ViolationItem, violationOf } from '../../domain/errors.ts';
import { phrase } from '../../domain/messages/index.ts';
import { prestartEngineThreads, replaceInThreads } from '../../engine/index.ts';
import type { BlobStore } from '../../files/blob-store.ts';
import {
  addStepRows,
  editsVersion,
  insertEditStep,
  type StepRow,
} from '../../store/transformations/transformation-edit-steps.ts';
import { editedRowsAmong } from '../../store/transformations/transformation-edits.ts';
import type { TransformationRow } from '../../store/transformations/transformations.ts';
import type { ServiceContext } from '../context.ts';
import { actorOf, type Principal } from '../principal.ts';
import { cellTooLong, growthBudget, replaceTooLarge } from './cell-bound.ts';
import { settleDuplicates } from './duplicates.ts';
import { inEditTransaction } from './edit-steps.ts';
import { writeEditedCells } from './edited-rows-file.ts';
import { hiddenColumnsFor } from './hidden-columns.ts';
import { replacedBatches } from './replaced-batches.ts';
import { engineInputsOf, mappedColumns, refuseUnlessEditable, reviewFilesOf } from './review-files.ts';
import { withScratch } from './scratch.ts';
import { openKeyIndex } from './unique-index.ts';

/** What `POST …/data/replace` takes. */
export interface ReplaceBody {
  find: string;
  replace: string;
  columns?: string[];
  match_case?: boolean;
  whole_cell?: boolean;
}

/** What it answers. */
export interface ReplaceView {
  cells_replaced: number;
  rows_changed: number;
}

function columnName(reference: string): string {
  return /^#\((.+)\)$/.exec(reference.trim())?.[1] ?? reference.trim();
}

/** A replace checked and ready to run. */
export interface ReplacePlan {
  row: TransformationRow;
  body: ReplaceBody;
  /** Technical names of the columns searched. */
  columns: string[];
  editedBy: string;
}

/** How far a replace is: rows of the store read, then changed rows stored. */
export interface ReplaceProgress {
  read(rows: number): void;
  counted(view: ReplaceView): void;
  stored(rows: number): void;
}

/** Checks a replace before it runs: 409 for an empty `find`, or a column the caller cannot see. */
export async function planReplace(
  ctx: ServiceContext,
  principal: Principal,
  row: TransformationRow,
  body: ReplaceBody,
): Promise<ReplacePlan> {
  refuseUnlessEditable(row);
  const hidden = await hiddenColumnsFor(ctx.db, principal, row.template_id);
  // A hidden column is no column at all to a sender: it is never searched, and naming it is refused.
  const visible = mappedColumns(row).filter((name) => !hidden.names.has(name));
  const violations: ViolationItem[] = [];
  if (body.find === '') violations.push(violationOf('find', body.find, phrase('violation.field.blank')));
  const columns = (body.columns ?? visible).map(columnName);
  if (body.columns && body.columns.length === 0) {
    violations.push(violationOf('columns', [], phrase('violation.field.no_columns')));
  }
  (body.columns ?? []).forEach((reference, i) => {
    if (!visible.includes(columnName(reference))) {
      violations.push(
        violationOf(`columns[${i}]`, reference, phrase('violation.field.not_a_column', { reference })),
      );
    }
  });
  if (violations.length) throw new Violation(violations);
  return { row, body, columns, editedBy: actorOf(principal) };
}

/**
 * Runs a planned replace: the engine's scan in a thread, then the changed rows stored in one
 * transaction as one edit step. `replaceId`: the job it runs as, which alone may write edits meanwhile.
 */
export async function runReplace(
  ctx: ServiceContext,
  blobs: BlobStore,
  plan: ReplacePlan,
  replaceId: string,
  progress: ReplaceProgress,
): Promise<ReplaceView> {
  const { row, body, columns, editedBy } = plan;
  const threads = ctx.config.engineThreads;
  // The threads the replace's parts run in load the engine while the earlier edits are read.
  prestartEngineThreads(threads);
  const version = await editsVersion(ctx.db, row.transformation_id);
  const files = await reviewFilesOf(blobs, row);
  const inputs = await engineInputsOf(ctx, row);
  const { maxCellLength } = ctx.config;
  return withScratch(
    async (dir) => {
      const editsPath = path.join(dir, 'edits.jsonl');
      const edited = await writeEditedCells(ctx.db, row.transformation_id, editsPath);
      const outPath = path.join(dir, 'replaced.jsonl');
      const counts = await replaceInThreads(
        {
          files,
          ...inputs,
          rule: {
            find: body.find,
            replace: body.replace,
            columns,
            matchCase: body.match_case ?? false,
            wholeCell: body.whole_cell ?? false,
            maxCellLength,
            maxGrowth: growthBudget(maxCellLength),
          },
          editsPath: edited ? editsPath : null,
          outPath,
        },
        {
          timeoutMs: ctx.config.stepTimeoutSeconds * 1000,
          onProgress: (rows: number) => progress.read(rows),
        },
        { threads },
      );
      // Refused before anything is stored: the rows the thread wrote so far are dropped with the scratch folder.
      const refused = counts.refused;
      if (refused?.kind === 'cell') throw cellTooLong('replace', body.replace, refused, maxCellLength);
      if (refused?.kind === 'growth')
        throw replaceTooLarge(body.replace, refused.row, growthBudget(maxCellLength));
      const view = { cells_replaced: counts.cells_replaced, rows_changed: counts.rows_changed };
      progress.counted(view);
      if (view.rows_changed === 0) return view;
      const at = ctx.now();
      const keys = await openKeyIndex(ctx, blobs, row, files, inputs);
      const settling = keys && { keys, files, inputs };
      let stored = 0;
      await inEditTransaction(
        ctx.db,
        row.transformation_id,
        version,
        async (trx) => {
          const stepId = await insertEditStep(trx, {
            transformation_id: row.transformation_id,
            edited_by: editedBy,
            kind: 'replace',
            cells_changed: counts.cells_replaced,
            rows_changed: counts.rows_changed,
            created_at: at,
          });
          for await (const batch of replacedBatches(counts.outPaths)) {
            const before = new Map(
              (
                await editedRowsAmong(
                  trx,
                  row.transformation_id,
                  batch.map((r) => r.row),
                )
              ).map((e) => [e.row_number, e]),
            );
            const rows: StepRow[] = batch.map((r) => {
              const previous = before.get(r.row);
              return {
                row_number: r.row,
                previous: previous ? { cells: previous.cells, revised: previous.revised } : null,
                cells: r.cells,
                edited: r.edited,
                revised: { ...r.revised, was_in_error: r.was_in_error },
              };
            });
            await addStepRows(trx, row.transformation_id, stepId, rows, editedBy, at);
            if (settling) {
              const tags = batch.flatMap((r) => [...r.unique_keys_before, ...(r.revised.unique_keys ?? [])]);
              await settleDuplicates(trx, row.transformation_id, settling, tags, editedBy, at);
            }
            stored += batch.length;
            progress.stored(stored);
          }
        },
        { now: at, ownReplace: replaceId },
      ).finally(() => keys?.index.close());
      return view;
    },
    path.join(ctx.config.dataDir, 'work'),
  );
}
