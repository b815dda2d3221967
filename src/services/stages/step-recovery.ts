/**
 * How a stage that lost its worker is recovered: its running step, whose heartbeat went stale or
 * whose process on this machine is gone, is sent back to the step that waits for the stage, and
 * the stage's job is enqueued again (stages are idempotent).
 */
import { listOwnedSteps, rewindOwnedSteps } from '../../store/transformations/step-claims.ts';
import { rewindStaleSteps } from '../../store/transformations/transformations.ts';
import type { ServiceContext } from '../context.ts';
import { RUNNING_STEPS, type RunningStep, staleBefore } from './running-steps.ts';
import type { StageName, StageQueue } from './stage-queue.ts';
import { ownerGone, ownersHere } from './step-owner.ts';

/** A stage sent back to its waiting step, and whether its job could be enqueued again. */
export interface RecoveredStep {
  transformationId: string;
  /** The running step it was stuck in. */
  step: RunningStep;
  /** The stage whose job was enqueued again. */
  job: StageName;
  /** Why the job could not be enqueued (null when it was): the row then waits in its waiting step. */
  error: unknown;
  /** The process of this machine that ran it and is gone; absent when its heartbeat went stale. */
  owner?: string;
}

const REWIND = Object.fromEntries(Object.entries(RUNNING_STEPS).map(([step, s]) => [step, s.waiting]));

async function requeue(
  queue: StageQueue,
  claimed: { transformation_id: string; step: string; step_owner?: string }[],
): Promise<RecoveredStep[]> {
  const recovered: RecoveredStep[] = [];
  for (const { transformation_id: transformationId, step, step_owner } of claimed) {
    const { stage } = RUNNING_STEPS[step as RunningStep];
    let error: unknown = null;
    try {
      await queue.enqueue(stage, transformationId);
    } catch (failure) {
      // One failed send must not leave the other claimed rows without their jobs.
      error = failure;
    }
    recovered.push({
      transformationId,
      step: step as RunningStep,
      job: stage,
      error,
      ...(step_owner ? { owner: step_owner } : {}),
    });
  }
  return recovered;
}

/**
 * Sends every stale running step back to its waiting step and enqueues its job again. The claim
 * is one UPDATE, so two sweepers never both enqueue one transformation.
 */
export async function recoverStaleSteps(ctx: ServiceContext, queue: StageQueue): Promise<RecoveredStep[]> {
  return requeue(queue, await rewindStaleSteps(ctx.db, REWIND, ctx.now(), staleBefore(ctx)));
}

/**
 * Sends back at once, heartbeat fresh or not, the running steps whose worker was a process of this
 * machine that no longer exists (killed, crashed): a worker starting after a crash need not wait
 * for them to go stale. Steps of other machines are left to their heartbeat.
 */
export async function recoverOrphanedSteps(ctx: ServiceContext, queue: StageQueue): Promise<RecoveredStep[]> {
  const owned = await listOwnedSteps(ctx.db, Object.keys(REWIND), ownersHere());
  const gone = [...new Set(owned.map((row) => row.step_owner).filter(ownerGone))];
  return requeue(queue, await rewindOwnedSteps(ctx.db, REWIND, gone, ctx.now()));
}
