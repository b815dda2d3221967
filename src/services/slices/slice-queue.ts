/**
 * The port through which a transform split across workers sends its slices to the job queue: each
 * job carries a slice task's id (src/store/transformations/slice-tasks.ts), which any worker may run. The job
 * queue implements it (src/jobs/slice-jobs.ts).
 */
export interface SliceQueue {
  /** Sends the task's job; a duplicate is harmless (a task is claimed once, or once stale). */
  enqueue(taskId: string): Promise<void>;
  /**
   * Resolves once the task's worker settled it, or after `ms` at the latest (a hint: the caller
   * reads the task's row either way); rejects with the signal's reason when it is aborted.
   */
  waitForTask(taskId: string, ms: number, signal: AbortSignal): Promise<void>;
  /**
   * Takes one of this process's engine threads for a slice run in a stage's own thread, once one
   * is free: its slice jobs and that slice count against the same threads. Resolves with the
   * function that gives it back.
   */
  holdThread(): Promise<() => void>;
}
