/**
 * Runs engine tasks in worker threads. A transformation of a million rows keeps a core busy for
 * seconds; on the server's event loop it would hold every request behind it. The threads are the
 * process's one pool (./thread-pool.ts).
 *
 * This module knows tasks by their names only: what a name runs is the task table's business
 * (../tasks/task-table.ts), loaded by the thread alone.
 */
import { availableParallelism } from 'node:os';
import { type EngineThreadLimits, EngineThreads, type TaskLimits } from './thread-pool.ts';

const threads = new EngineThreads(Math.max(1, availableParallelism()));
/**
 * The threads of the slices this process runs for split runs of other processes (or its own): a
 * pool apart, since a stage's thread waits for its slices while it holds its place in the first
 * one, and a process of one core holds one thread there.
 */
const sliceThreads = new EngineThreads(Math.max(1, availableParallelism()));

/**
 * Runs the task named `task` in an engine thread. Past its time budget (`limits.timeoutMs`, else
 * the configured one) the thread is terminated and the task rejects with EngineLimitExceeded; so
 * does a thread that ran out of its memory. Typed callers: `runThreadTask` (./thread-task.ts) for
 * a task at hand, `runInThread` of ../tasks/run-task.ts for a task of the table by its name.
 */
export function runNamedTask(task: string, input: unknown, limits?: TaskLimits): Promise<unknown> {
  return threads.run(task, input, limits);
}

/** `runNamedTask` in the pool of the slices run for split runs (../split/slice-runner.ts). */
export function runNamedSliceTask(task: string, input: unknown, limits?: TaskLimits): Promise<unknown> {
  return sliceThreads.run(task, input, limits);
}

/** Sets the time budget and the memory limit of this process's engine threads (src/config.ts). */
export function configureEngineThreads(limits: EngineThreadLimits): void {
  threads.configure(limits);
  sliceThreads.configure(limits);
}

/**
 * Keeps `count` engine threads started and ready (the server and `ferry worker` keep one), each
 * keeping `nested` threads of its own ready for the runs it splits over threads.
 */
export function keepEngineThreadsWarm(count: number, nested = 0): void {
  threads.keepWarm(count, nested);
}

/**
 * Keeps `count` threads of the slices' pool started and ready: the first slice a worker takes
 * would otherwise wait for a thread to load the engine (a second or more on a busy machine) while
 * the other workers' slices run.
 */
export function keepSliceThreadsWarm(count: number): void {
  sliceThreads.keepWarm(count);
}

/**
 * Starts up to `count` engine threads now (they stop when idle like any other): a run that will
 * soon send tasks lets them load the engine while it prepares.
 */
export function prestartEngineThreads(count: number): void {
  threads.prestart(count);
}
