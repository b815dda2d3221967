/**
 * The steps a transformation is in while a worker runs one of its stages: each names the step
 * that waits for its stage, where a stage that lost its worker is sent back (./step-recovery.ts).
 */
import type { ServiceContext } from '../context.ts';
import type { StageName } from './stage-queue.ts';

/** Each running step: the step that waits for its stage, and that stage. */
export const RUNNING_STEPS = {
  downloading: { waiting: 'to_download', stage: 'download' },
  normalizing: { waiting: 'to_normalize', stage: 'normalize' },
  matching: { waiting: 'to_match', stage: 'match' },
  reusing: { waiting: 'to_match', stage: 'match' },
  transforming: { waiting: 'to_transform', stage: 'transform' },
  submitting: { waiting: 'to_submit', stage: 'submit' },
} as const satisfies Record<string, { waiting: string; stage: StageName }>;

export type RunningStep = keyof typeof RUNNING_STEPS;

export function isRunningStep(step: string): step is RunningStep {
  return Object.hasOwn(RUNNING_STEPS, step);
}

/** The time before which a heartbeat is stale. */
export function staleBefore(ctx: ServiceContext): Date {
  return new Date(ctx.now().getTime() - ctx.config.stepStaleSeconds * 1000);
}
