/**
 * The port through which services hand a stage to the job queue. A stage is the work that takes a
 * transformation from a waiting step through its running step (normalize: `to_normalize` →
 * `normalizing` → `normalized`); one job runs one stage. The job queue implements the port
 * (src/jobs/stage-jobs.ts).
 */

/** The stages; each is idempotent and enqueues the next when it ends. */
export type StageName = 'download' | 'normalize' | 'match' | 'transform' | 'submit';

/** Where services send stages to be run. */
export interface StageQueue {
  /**
   * Enqueues the stage for a transformation. A duplicate is harmless: a stage takes the row only
   * from its waiting step, or from its running step once that step's heartbeat is stale.
   */
  enqueue(stage: StageName, transformationId: string): Promise<void>;
}

/** For a process that sends no stages (the CLI, a test app without jobs): they wait in the database. */
export const NO_QUEUE: StageQueue = {
  async enqueue() {},
};

/** What the job of each stage runs: the stage itself, given the transformation's id. */
export type StageJobs = Record<StageName, (transformationId: string) => Promise<void>>;
