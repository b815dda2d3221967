/**
 * The later slices of a split transform, run as jobs any worker takes (the engine's `SliceRunner`):
 * each pass of each slice is recorded as a task with its input, its job sent, and its row watched
 * until the worker that took it records its output; the files it stored are then put where the
 * pass named them (./slice-dirs.ts). While watching, the coordinator copies the slice's rows into
 * the run's progress, sends the job again when the task's worker stopped beating (the claim lets
 * another worker take it over), and tries a task that failed without a problem in the file again.
 * The stage's own slice counts against the worker's engine threads as its slice jobs do
 * (`callerWaits`): the worker takes slice jobs only with a thread free.
 */
import {
  type JudgeSliceInput,
  type ObserveSliceInput,
  type PassResult,
  restoredSaidError,
  type SaidErrorData,
  type SliceObservation,
  type SliceRunner,
  SourceError,
} from '../../engine/index.ts';
import type { BlobStore } from '../../files/blob-store.ts';
import {
  insertSliceTask,
  readSliceTask,
  requeueSliceTask,
  type SlicePass,
} from '../../store/transformations/slice-tasks.ts';
import type { ServiceContext } from '../context.ts';
import { staleBefore } from '../stages/running-steps.ts';
import { decodeSlice, encodeSlice } from './slice-codec.ts';
import { partDirOf, spillDirOf, writesNormalized } from './slice-dirs.ts';
import { fetchDir, fetchInto } from './slice-files.ts';
import type { SliceQueue } from './slice-queue.ts';
import type { SliceOutput } from './slice-work.ts';

/**
 * How often a task's row is read while it runs, at the latest: its worker's settling wakes the
 * watch at once (SliceQueue.waitForTask); the reads between keep the progress and find a worker
 * that stopped beating.
 */
const POLL_MS = 500;
/** Tries of a task that failed without a problem in the file (a crashed engine thread). */
const MAX_ATTEMPTS = 3;

/** The transformation whose slices these are. */
export interface SlicedRun {
  transformationId: string;
  sourceKey: string;
  /** Blob prefix of this run's slice files (removed when the run ends). */
  prefix: string;
}

export class QueuedSlices implements SliceRunner {
  /** Gives back the engine thread the stage's thread holds while it works; null while it waits. */
  private working: (() => void) | null = null;

  constructor(
    private readonly ctx: ServiceContext,
    private readonly blobs: BlobStore,
    private readonly queue: SliceQueue,
    private readonly run: SlicedRun,
    /** Aborted when the run ends or fails: the watching stops. */
    private readonly signal: AbortSignal,
  ) {}

  async observe(k: number, input: ObserveSliceInput): Promise<SliceObservation | null> {
    const { prefix, output } = await this.runTask('observe', k, input, null);
    await fetchDir(this.blobs, prefix, output.files, spillDirOf(input));
    return output.result as SliceObservation | null;
  }

  async judge(k: number, input: JudgeSliceInput): Promise<PassResult> {
    const { prefix, output } = await this.runTask('judge', k, input, input.progress);
    const result = output.result as PassResult;
    await fetchDir(this.blobs, prefix, output.files, partDirOf(input));
    if (writesNormalized(input) && result.normalizedEnd !== null) {
      await fetchInto(this.blobs, `${prefix}.normalized`, input.files.normalized!, input.files.normalizedAt!);
    }
    return result;
  }

  /**
   * The stage's thread holds one of this worker's engine threads while it works, and gives it to
   * the slice jobs while it waits: on a worker of one core, its own slice and a slice job of the
   * same file would otherwise share that core while another worker's core idles at the end.
   */
  async callerWaits(waits: boolean): Promise<void> {
    if (waits) {
      this.working?.();
      this.working = null;
    } else {
      this.working ??= await this.queue.holdThread();
    }
  }

  private async runTask(
    pass: SlicePass,
    k: number,
    input: ObserveSliceInput | JudgeSliceInput,
    progress: JudgeSliceInput['progress'],
  ): Promise<{ prefix: string; output: SliceOutput }> {
    const prefix = `${this.run.prefix}/${k}-${pass}`;
    const taskId = await insertSliceTask(this.ctx.db, {
      transformation_id: this.run.transformationId,
      slice: k,
      pass,
      source_key: this.run.sourceKey,
      files_prefix: prefix,
      input: encodeSlice(input),
    });
    await this.queue.enqueue(taskId);
    return { prefix, output: await this.watch(taskId, k, progress) };
  }

  private async watch(
    taskId: string,
    k: number,
    progress: JudgeSliceInput['progress'],
  ): Promise<SliceOutput> {
    let sentAt = this.ctx.now().getTime();
    const wait = () => {
      const woken = this.queue.waitForTask(taskId, POLL_MS, this.signal);
      // The last wait outlives the watch: its end, even an abort, concerns no one.
      woken.catch(() => {});
      return woken;
    };
    let woken = wait();
    for (;;) {
      await woken;
      // Waiting again before the row is read: a task settled meanwhile wakes the next wait at once.
      woken = wait();
      const task = await readSliceTask(this.ctx.db, taskId, false);
      if (task === null) throw new Error(`Slice ${k}'s task is gone.`);
      if (progress) Atomics.store(progress.rows, progress.k, task.rows_done);
      if (task.state === 'done') {
        const done = await readSliceTask(this.ctx.db, taskId, true);
        return decodeSlice<SliceOutput>(done!.output!);
      }
      if (task.state === 'failed') {
        if (task.error_in_file)
          throw (
            restoredSaidError((task.error_said as SaidErrorData | null) ?? undefined) ??
            (task.error === null ? SourceError.of('unreadable') : new SourceError(task.error))
          );
        if (task.attempts >= MAX_ATTEMPTS) throw new Error(`Slice ${k} failed: ${task.error}`);
        await requeueSliceTask(this.ctx.db, taskId);
        await this.queue.enqueue(taskId);
        sentAt = this.ctx.now().getTime();
        continue;
      }
      // A worker that stopped beating, or a job no worker claimed (its worker died between fetching
      // and claiming it): the job is sent again, once per stale period.
      const stale = staleBefore(this.ctx);
      const lost = task.state === 'queued' || (task.heartbeat_at !== null && task.heartbeat_at < stale);
      if (lost && sentAt < stale.getTime()) {
        await this.queue.enqueue(taskId);
        sentAt = this.ctx.now().getTime();
      }
    }
  }
}
