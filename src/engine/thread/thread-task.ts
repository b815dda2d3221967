/**
 * A function the engine can run in one of its threads (./named-tasks.ts): plain data in, plain
 * data out, found in the thread by its name. A task is declared beside the function it runs; the
 * task table (../tasks/task-table.ts) lists them all, and is the only module that imports them all.
 */
import { runNamedTask } from './named-tasks.ts';
import type { TaskLimits } from './thread-pool.ts';

export interface ThreadTask<I, O, N extends string = string> {
  /** Its name in the task table, which the thread looks it up by. */
  readonly name: N;
  /** The function itself, called inside the thread. */
  readonly run: (input: I) => Promise<O>;
  /** Buffers of its output moved to the caller rather than copied. */
  readonly transfer?: (output: O) => ArrayBuffer[];
}

/** Declares a task; its name must be unique in the task table. */
export function threadTask<const N extends string, I, O>(
  name: N,
  run: (input: I) => Promise<O>,
  transfer?: (output: O) => ArrayBuffer[],
): ThreadTask<I, O, N> {
  return transfer ? { name, run, transfer } : { name, run };
}

/** Runs a task the caller holds in an engine thread (see `runNamedTask` for the limits). */
export function runThreadTask<I, O>(task: ThreadTask<I, O>, input: I, limits?: TaskLimits): Promise<O> {
  return runNamedTask(task.name, input, limits) as Promise<O>;
}
