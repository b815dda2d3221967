/**
 * A slice task as the worker whose `transform-slice` job took it runs it: claimed (queued, or
 * running under a worker whose heartbeat went stale), the source read from the blob store, the
 * pass run in an engine thread with the coordinator's folders replaced by scratch folders
 * (./slice-dirs.ts), what it wrote stored under the task's files prefix, and its output recorded.
 * A problem with the file is recorded as one; any other failure as a failure the coordinator may
 * try again. Its heartbeat carries the slice's rows so far, the coordinator's progress.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import {
  type JudgeSliceInput,
  type ObserveSliceInput,
  type PassResult,
  runSliceInThread,
  type SliceObservation,
  saidErrorData,
} from '../../engine/index.ts';
import type { BlobStore } from '../../files/blob-store.ts';
import {
  beatSliceTask,
  type ClaimedSliceTask,
  claimSliceTask,
  settleSliceTask,
} from '../../store/transformations/slice-tasks.ts';
import type { ServiceContext } from '../context.ts';
import { staleBefore } from '../stages/running-steps.ts';
import { stageBudget } from '../stages/stage-runner.ts';
import { thisWorker } from '../stages/step-owner.ts';
import { readableBlob, withScratch } from '../transformations/scratch.ts';
import { decodeSlice, encodeSlice } from './slice-codec.ts';
import { moved, partDirOf, spillDirOf, writesNormalized } from './slice-dirs.ts';
import { storeDir, storeNormalized } from './slice-files.ts';

/** What a worker records: the pass's output, and the files it stored (paths in the pass's folder). */
export interface SliceOutput {
  result: SliceObservation | PassResult | null;
  files: string[];
}

/** Runs the task `taskId` if it is still to be run. */
export async function runSliceTask(ctx: ServiceContext, blobs: BlobStore, taskId: string): Promise<void> {
  const worker = thisWorker();
  const task = await claimSliceTask(ctx.db, taskId, worker, ctx.now(), staleBefore(ctx));
  if (task === null) return;
  const rows = new Int32Array(new SharedArrayBuffer(4));
  const beat = setInterval(() => {
    void beatSliceTask(ctx.db, taskId, worker, ctx.now(), Atomics.load(rows, 0)).catch(() => {});
  }, ctx.config.stepHeartbeatSeconds * 1000);
  try {
    const output = await withScratch(
      (dir) => runPass(ctx, blobs, task, dir, rows),
      path.join(ctx.config.dataDir, 'work'),
    );
    await settleSliceTask(ctx.db, taskId, worker, { output: encodeSlice(output) });
  } catch (error) {
    // A problem with the file (or its custom format) keeps its code and values for the run's details.
    const said = saidErrorData(error);
    const inFile = said.code !== undefined;
    await settleSliceTask(ctx.db, taskId, worker, { error: said.message, inFile, said });
  } finally {
    clearInterval(beat);
  }
}

async function runPass(
  ctx: ServiceContext,
  blobs: BlobStore,
  task: ClaimedSliceTask,
  dir: string,
  rows: Int32Array,
): Promise<SliceOutput> {
  const sourcePath = await readableBlob(blobs, task.source_key, dir, 'source');
  const written = path.join(dir, 'written');
  const limits = stageBudget(ctx.config);
  if (task.pass === 'observe') {
    const input = decodeSlice<ObserveSliceInput>(task.input);
    const from = spillDirOf(input);
    // The slice holds this process's share of the run's bound: its slice workers run at once.
    const spill = {
      prefix: moved(input.setup.spill.prefix, from, written),
      maxBytes: Math.floor(input.setup.valuesBound / Math.max(1, ctx.config.engineThreads)),
    };
    const result = await runSliceInThread(
      'observeSlice',
      { ...input, setup: { ...input.setup, sourcePath, spill } },
      limits,
    );
    if (result !== null) {
      result.unique = result.unique.map((part) => ({ ...part, prefix: moved(part.prefix, written, from) }));
    }
    return { result, files: await storeDir(blobs, written, task.files_prefix) };
  }
  const input = decodeSlice<JudgeSliceInput>(task.input);
  const result = await judge(input, sourcePath, written, path.join(dir, 'normalized.csv'), rows, limits);
  if (writesNormalized(input) && result.normalizedEnd !== null) {
    const normalized = path.join(dir, 'normalized.csv');
    const bytes = result.normalizedEnd - input.files.normalizedAt!;
    await storeNormalized(blobs, `${task.files_prefix}.normalized`, normalized, bytes);
  }
  return { result, files: await storeDir(blobs, written, task.files_prefix) };
}

/**
 * The main pass, writing its parts in `written` and its normalized lines into `normalized` from
 * its start: that file is the slice's range of the coordinator's file, stored as it is (the
 * offsets the pass counts are still the coordinator's).
 */
async function judge(
  input: JudgeSliceInput,
  sourcePath: string,
  written: string,
  normalized: string,
  rows: Int32Array,
  limits: ReturnType<typeof stageBudget>,
): Promise<PassResult> {
  const from = partDirOf(input);
  const files = {
    ...input.files,
    target: moved(input.files.target, from, written),
    report: moved(input.files.report, from, written),
    invalid: moved(input.files.invalid, from, written),
    review: input.files.review === null ? null : moved(input.files.review, from, written),
    normalized: input.files.normalized === null ? null : normalized,
    normalizedFileAt: 0,
  };
  if (writesNormalized(input)) await writeFile(normalized, '');
  await mkdir(path.dirname(files.target), { recursive: true });
  return runSliceInThread(
    'judgeSlice',
    { ...input, setup: { ...input.setup, sourcePath }, files, progress: { rows, k: 0 } },
    limits,
  );
}
