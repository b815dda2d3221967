/**
 * The steps a transformation is in while a worker runs one of its stages, and how a stage that
 * lost its worker is recovered: a running step whose heartbeat went stale is sent back to the step
 * that waits for its stage, and the stage's job is enqueued again (stages are idempotent).
 */
import { rewindStaleSteps } from '../../store/transformations.ts';
import type { ServiceContext } from '../context.ts';
import type { StepJob, StepQueue } from './steps.ts';

/** Each running step: the step that waits for its stage, and the job that runs the stage. */
export const RUNNING_STEPS = {
  normalizing: { waiting: 'to_normalize', job: 'normalize' },
  matching: { waiting: 'to_match', job: 'match' },
  reusing: { waiting: 'to_match', job: 'match' },
  transforming: { waiting: 'to_transform', job: 'transform' },
  submitting: { waiting: 'to_submit', job: 'submit' },
} as const satisfies Record<string, { waiting: string; job: StepJob }>;

export type RunningStep = keyof typeof RUNNING_STEPS;

export function isRunningStep(step: string): step is RunningStep {
  return Object.hasOwn(RUNNING_STEPS, step);
}

/** The time before which a heartbeat is stale. */
export function staleBefore(ctx: ServiceContext): Date {
  return new Date(ctx.now().getTime() - ctx.config.stepStaleSeconds * 1000);
}

/** A stage sent back to its waiting step, and whether its job could be enqueued again. */
export interface RecoveredStep {
  transformationId: string;
  /** The running step it was stuck in. */
  step: RunningStep;
  job: StepJob;
  /** Why the job could not be enqueued (null when it was): the row then waits in its waiting step. */
  error: unknown;
}

/**
 * Sends every stale running step back to its waiting step and enqueues its job again. The claim
 * is one UPDATE, so two sweepers never both enqueue one transformation.
 */
export async function recoverStaleSteps(ctx: ServiceContext, queue: StepQueue): Promise<RecoveredStep[]> {
  const rewind = Object.fromEntries(Object.entries(RUNNING_STEPS).map(([step, s]) => [step, s.waiting]));
  const claimed = await rewindStaleSteps(ctx.db, rewind, ctx.now(), staleBefore(ctx));
  const recovered: RecoveredStep[] = [];
  for (const { transformation_id: transformationId, step } of claimed) {
    const { job } = RUNNING_STEPS[step as RunningStep];
    let error: unknown = null;
    try {
      await queue.enqueue(job, transformationId);
    } catch (failure) {
      // One failed send must not leave the other claimed rows without their jobs.
      error = failure;
    }
    recovered.push({ transformationId, step: step as RunningStep, job, error });
  }
  return recovered;
}
