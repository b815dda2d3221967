/**
 * The sweeper every worker process runs: at start and then every `stepSweepSeconds`, stages whose
 * worker stopped beating (a crash, a killed machine), or whose worker was a process of this
 * machine that is gone, are sent back to their waiting step and their jobs enqueued again. Without
 * it a killed worker's row would wait for pg-boss to expire its job.
 */
import type { Services } from '../services/container.ts';
import { recoverOrphanedSteps, recoverStaleSteps } from '../services/stages/step-recovery.ts';
import { type RepeatingPass, startRepeatingPass } from './repeating-pass.ts';

interface Logger {
  info(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

export type StepSweeper = RepeatingPass;

/** Starts sweeping at once, enqueueing recovered stages through the services' queue port. */
export function startStepSweeper(services: Services, log: Logger): StepSweeper {
  const sweep = async () => {
    try {
      const { ctx, ports } = services;
      const recovered = [
        ...(await recoverOrphanedSteps(ctx, ports.queue)),
        ...(await recoverStaleSteps(ctx, ports.queue)),
      ];
      for (const { transformationId, step, job, error, owner } of recovered) {
        const what = owner ? `step ${step} of the stopped worker ${owner}` : `stale step ${step}`;
        if (error) log.error({ err: error, transformationId, step, job }, `${what} not re-enqueued`);
        else log.info({ transformationId, step, job }, `${what} re-enqueued as ${job}`);
      }
    } catch (err) {
      log.error({ err }, 'sweeping stale steps failed');
    }
  };
  return startRepeatingPass(sweep, services.ctx.config.stepSweepSeconds);
}
