/**
 * What the stages tell the rest of Ferry: a submission is ready (webhooks, pushes), or a
 * transformation ended in `failed` (webhooks). The composition root (../container.ts) wires them
 * to the services that listen; recording an event only inserts rows and sends jobs, so it never
 * holds a stage up for long.
 */
import type { StageName } from './stage-queue.ts';

export interface StepEvents {
  /** After a submission completed without failure: its target file can be downloaded. */
  submissionReady(submissionId: string): Promise<void>;
  /** After a step of the transformation ended in `failed`. */
  automationFailed(transformationId: string): Promise<void>;
  /** After a stage ran (the metrics listen): how long, and whether it ended in `failed`. */
  stageEnded?(stage: StageName, outcome: 'done' | 'failed', seconds: number): void;
  /** After the engine read a file's rows in a stage (the metrics listen). */
  rowsRead?(stage: StageName, rows: number): void;
}

/** For stages run where nothing listens (tests of one stage). */
export const NO_STEP_EVENTS: StepEvents = {
  async submissionReady() {},
  async automationFailed() {},
};
