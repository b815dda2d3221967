/**
 * `runInThread` for the engine's callers outside it: a task of the table by its name, typed by
 * the table. Only the table's types are imported: the caller's thread never loads the tasks.
 */
import { runNamedSliceTask, runNamedTask } from '../thread/named-tasks.ts';
import type { TaskLimits } from '../thread/thread-pool.ts';
import type { TaskInputs, TaskName, TaskOutputs } from './task-table.ts';

/** Runs the task `task` of the table in an engine thread (see ../thread/thread-pool.ts for the limits). */
export function runInThread<K extends TaskName>(
  task: K,
  input: TaskInputs[K],
  limits?: TaskLimits,
): Promise<TaskOutputs[K]> {
  return runNamedTask(task, input, limits) as Promise<TaskOutputs[K]>;
}

/** A slice's pass run for a split run elsewhere, in the pool apart of such slices. */
export function runSliceInThread<K extends 'observeSlice' | 'judgeSlice'>(
  task: K,
  input: TaskInputs[K],
  limits?: TaskLimits,
): Promise<TaskOutputs[K]> {
  return runNamedSliceTask(task, input, limits) as Promise<TaskOutputs[K]>;
}
