/**
 * A run of the engine over a stored transformation, as the transform stage and the submit stage
 * make it: the original file read from the blob store into a scratch folder, the engine run in a
 * worker thread under the stage's time budget, and what it wrote stored under a prefix.
 */
import path from 'node:path';
import { runInThread } from '../../engine/index.ts';
import type { BlobStore } from '../../files/blob-store.ts';
import type { TransformationRow } from '../../store/transformations/transformations.ts';
import type { ServiceContext } from '../context.ts';
import { sliceJobsRun } from '../slices/slice-jobs-run.ts';
import type { SliceQueue } from '../slices/slice-queue.ts';
import { stageBudget } from '../stages/stage-runner.ts';
import { writeEditedCells } from './edited-rows-file.ts';
import { customFieldsOf, engineTemplateOf } from './engine-template.ts';
import { publishLiveReview } from './live-publisher.ts';
import { putFiles, readableBlob, withScratch } from './scratch.ts';
import { trackProgress } from './step-progress.ts';

/** What a run wrote: its counters, its files (kind → blob key) and the target's file name. */
export interface EngineRun {
  counters: Record<string, number>;
  files: Record<string, string>;
  targetName: string;
}

/**
 * Runs the engine on the original file with the upload's options and the stored mapping (the run
 * `ferry transform` makes), and stores what it wrote under `prefix`.
 */
export async function runEngine(
  ctx: ServiceContext,
  blobs: BlobStore,
  row: TransformationRow,
  prefix: string,
  extra: {
    review?: boolean;
    /**
     * The review store is read while it is written (the transform stage): marked as it grows, its
     * folder kept in the step's progress for the data pages (./live-review.ts).
     */
    liveReview?: boolean;
    normalized?: boolean;
    /** The sender's edits are read from the database into a file the run reads in row order. */
    edited?: boolean;
    lineCredit?: number | null;
    /** Where a source over FERRY_SLICE_JOB_BYTES sends its slices, to be run by any worker. */
    slices?: SliceQueue | null;
  },
): Promise<EngineRun> {
  if (!row.mapping) throw new Error('The mapping is missing.');
  const template = await engineTemplateOf(ctx.db, row.template_id, row.language);
  const customFields = await customFieldsOf(ctx.db, row.customer_id);
  return withScratch(
    async (dir) => {
      const outDir = path.join(dir, 'out');
      // The normalize stage counted the rows: the run reports how many it has read of them.
      const progress = trackProgress(
        ctx,
        row.transformation_id,
        row.counters?.rows_in_source,
        'rows',
        extra.liveReview ? outDir : undefined,
      );
      // After a find and replace every row may be edited: the rows go through a file, never all in memory.
      const editsPath = path.join(dir, 'edits.jsonl');
      const edited = extra.edited ? await writeEditedCells(ctx.db, row.transformation_id, editsPath) : 0;
      const sourcePath = await readableBlob(blobs, row.source_key, dir, 'source');
      const slicing = await sliceJobsRun(ctx, blobs, extra.slices ?? null, {
        transformationId: row.transformation_id,
        sourceKey: row.source_key,
        sourcePath,
        prefix,
      });
      // Published for readers on other machines while they ask (./live-publisher.ts).
      const publisher = extra.liveReview ? await publishLiveReview(ctx, blobs, row, outDir) : null;
      const result = await runInThread(
        'transform',
        {
          sourcePath,
          template,
          options: {
            source: row.options,
            mapping: { columns: (row.mapping as { columns: never[] }).columns },
            outDir,
            customFields,
            now: ctx.now().toISOString(),
            writeNormalized: extra.normalized ?? false,
            review: extra.review ?? false,
            reviewMarks: (extra.review && extra.liveReview) ?? false,
            lineCredit: extra.lineCredit ?? null,
            editsPath: edited > 0 ? editsPath : null,
            threads: ctx.config.engineThreads,
            ...slicing?.options,
          },
        },
        {
          ...stageBudget(ctx.config),
          onProgress: (done: number) => progress.report(done),
          ...(slicing && { onCall: slicing.onCall }),
        },
      ).finally(async () => {
        progress.stop();
        await Promise.all([slicing?.end(), publisher?.stop()]);
      });
      const produced: Record<string, string | null> = {
        normalized: result.files.normalized_source,
        target: result.files.target,
        error_report: result.files.error_report,
        invalid_rows: result.files.invalid_rows,
        review_row_index: result.files.review?.row_index ?? null,
        review_violations: result.files.review?.violations ?? null,
        review_error_index: result.files.review?.error_index ?? null,
      };
      const files: Record<string, string> = {};
      const uploads: Record<string, string> = {};
      for (const [kind, file] of Object.entries(produced)) {
        if (!file) continue;
        files[kind] = `${prefix}/${kind}`;
        uploads[files[kind]] = file;
      }
      await putFiles(blobs, uploads);
      return { counters: { ...result.counters }, files, targetName: result.files.target_name };
    },
    path.join(ctx.config.dataDir, 'work'),
  );
}

/** Rows a run read from the file: those it kept and those it ignored (blank, above the header). */
export function rowsRead(counters: Record<string, number>): number {
  return (counters.rows_in_source ?? 0) + (counters.rows_ignored_from_source ?? 0);
}
