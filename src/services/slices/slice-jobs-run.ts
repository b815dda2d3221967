/**
 * Whether a transform splits its file across workers, and the pieces its engine run then takes: a
 * source of FERRY_SLICE_JOB_BYTES or more (0: never) is cut into slices of about that size, at
 * least two and at least one per engine thread; the engine runs the first slice in the stage's
 * thread and calls back for the others (`slicesByCaller`), which `QueuedSlices` sends as jobs.
 * The stage's thread counts against this worker's engine threads while it works, not while it
 * waits for the other slices (`callerWaits`).
 */
import { randomUUID } from 'node:crypto';
import { stat } from 'node:fs/promises';
import { answerSliceCall } from '../../engine/index.ts';
import type { BlobStore } from '../../files/blob-store.ts';
import { deleteSliceTasks, endSliceTasks } from '../../store/transformations/slice-tasks.ts';
import type { ServiceContext } from '../context.ts';
import { QueuedSlices } from './queued-slices.ts';
import type { SliceQueue } from './slice-queue.ts';

export interface SliceJobsRun {
  /** Options of the engine run. */
  options: { threads: number; slicesAtOnce: number; minSplitBytes: number; slicesByCaller: true };
  /** runInThread's `onCall`: the slices' passes. */
  onCall: (name: string, input: unknown) => Promise<unknown>;
  /** Stops watching the tasks, and removes their data and files. */
  end(): Promise<void>;
}

/** The slices of the transform of `transformationId` as jobs, or null when its source is run in this worker alone. */
export async function sliceJobsRun(
  ctx: ServiceContext,
  blobs: BlobStore,
  queue: SliceQueue | null,
  transformation: { transformationId: string; sourceKey: string; sourcePath: string; prefix: string },
): Promise<SliceJobsRun | null> {
  const bytes = ctx.config.sliceJobBytes;
  if (queue === null || bytes === 0) return null;
  const { size } = await stat(transformation.sourcePath);
  if (size < bytes) return null;
  const { transformationId } = transformation;
  // Tasks and files of an earlier run of this transform (its worker died) are of no use now.
  const slicesPrefix = `${transformation.prefix}/slices`;
  await deleteSliceTasks(ctx.db, transformationId);
  await blobs.delete(slicesPrefix);
  const abort = new AbortController();
  const runner = new QueuedSlices(
    ctx,
    blobs,
    queue,
    { transformationId, sourceKey: transformation.sourceKey, prefix: `${slicesPrefix}/${randomUUID()}` },
    abort.signal,
  );
  // The stage's thread works from here on (it prepares the run and reads the first slice): one of
  // this worker's engine threads fewer for slice jobs.
  await runner.callerWaits(false);
  return {
    options: {
      threads: Math.max(2, ctx.config.engineThreads, Math.ceil(size / bytes)),
      // As many as the stage's slice and this worker's slice jobs together (./queued-slices.ts).
      slicesAtOnce: ctx.config.engineThreads,
      minSplitBytes: bytes,
      slicesByCaller: true,
    },
    onCall: (name, input) => answerSliceCall(runner, name, input),
    async end() {
      abort.abort(new Error('The transform ended.'));
      await runner.callerWaits(true);
      await endSliceTasks(ctx.db, transformationId);
      await blobs.delete(slicesPrefix);
    },
  };
}
