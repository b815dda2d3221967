/**
 * What every stage of a transformation shares: taking the row into its running step only from the
 * step that waits for it (so a retried job redoes the stage and a late one leaves a newer state
 * alone) or from a running step whose worker stopped beating, keeping its heartbeat while it runs,
 * moving it on, and turning a failure into `failed` with a reason a sender can read.
 */

import type { Config } from '../../config.ts';
import { FerryError } from '../../domain/errors.ts';
import { DEFAULT_LANGUAGE, errorMessage, say } from '../../domain/messages/index.ts';
import { claimStep } from '../../store/transformations/step-claims.ts';
import {
  findTransformation,
  type TransformationRow,
  touchStep,
  updateStep,
} from '../../store/transformations/transformations.ts';
import type { ServiceContext } from '../context.ts';
import { isRunningStep, RUNNING_STEPS, staleBefore } from './running-steps.ts';
import { NO_STEP_EVENTS, type StepEvents } from './step-events.ts';
import { thisWorker } from './step-owner.ts';

const RUNNING = Object.keys(RUNNING_STEPS);
/**
 * Downloads have a share of their own (FERRY_ORG_RUNNING_DOWNLOADS): they wait on remote servers,
 * so a slow one must not hold back the stages that use Ferry's own CPU, and the other way round.
 */
const DOWNLOADING = 'downloading';
const COMPUTING = RUNNING.filter((step) => step !== DOWNLOADING);

/** Each engine task of a stage runs under the stage's time budget (FERRY_STEP_TIMEOUT_SECONDS). */
export function stageBudget(config: Pick<Config, 'stepTimeoutSeconds'>): { timeoutMs: number } {
  return { timeoutMs: config.stepTimeoutSeconds * 1000 };
}

/**
 * The organisation already runs as many stages as it may (FERRY_ORG_RUNNING_STAGES): the job
 * is sent again a little later, and its worker goes on with another organisation's job.
 */
export class StageDeferred extends Error {
  constructor(readonly transformationId: string) {
    super(`Transformation ${transformationId} waits for its organisation's running stages.`);
    this.name = 'StageDeferred';
  }
}

export class StageRunner {
  constructor(
    protected readonly ctx: ServiceContext,
    protected readonly events: StepEvents = NO_STEP_EVENTS,
  ) {}

  /**
   * Takes the transformation into its running step; undefined when it is not waiting for this
   * stage. Running steps listed in `from` are taken only when their heartbeat is stale: a live
   * worker's stage is never run twice at once, a crashed worker's is run again. Throws
   * StageDeferred, taking nothing, while its organisation runs as many stages as it may.
   */
  protected async begin(id: string, from: string[], running: string): Promise<TransformationRow | undefined> {
    const claimed = await claimStep(this.ctx.db, id, {
      running,
      waiting: from.filter((step) => !isRunningStep(step)),
      staleSteps: from.filter(isRunningStep),
      staleBefore: staleBefore(this.ctx),
      allRunning: running === DOWNLOADING ? [DOWNLOADING] : COMPUTING,
      share: running === DOWNLOADING ? this.ctx.config.orgRunningDownloads : this.ctx.config.orgRunningStages,
      owner: thisWorker(),
      at: this.ctx.now(),
    });
    if (claimed === 'busy') throw new StageDeferred(id);
    return claimed === 'claimed' ? findTransformation(this.ctx.db, id) : undefined;
  }

  protected async move(
    row: TransformationRow,
    step: string,
    fields: Omit<Parameters<typeof updateStep>[2], 'step'>,
    from: string[] = [row.step],
  ): Promise<void> {
    await updateStep(this.ctx.db, row.transformation_id, { step, ...fields }, this.ctx.now(), from);
  }

  /**
   * Runs a stage, beating its heartbeat until it ends; any failure becomes `failed` with a reason
   * a sender can read, and is told to the listeners of `automationFailed`. An unexpected error is thrown on as well, so the job queue records its
   * stack; its retry then finds `failed` and stops.
   */
  protected async guard(
    row: TransformationRow,
    stage: () => Promise<void>,
    onFailure?: (details: string) => Promise<void>,
  ): Promise<void> {
    const stopBeating = this.beat(row.transformation_id);
    const started = performance.now();
    let outcome: 'done' | 'failed' = 'done';
    try {
      await stage();
    } catch (error) {
      outcome = 'failed';
      // Stored as it is read later, in the run's language (docs/languages.md).
      const details =
        error instanceof FerryError
          ? errorMessage(error, row.language ?? DEFAULT_LANGUAGE)
          : say(row.language ?? DEFAULT_LANGUAGE, 'exception.unexpected_failure');
      await updateStep(this.ctx.db, row.transformation_id, { step: 'failed', details }, this.ctx.now());
      await onFailure?.(details);
      await this.events.automationFailed(row.transformation_id);
      if (!(error instanceof FerryError)) throw error;
    } finally {
      stopBeating();
      const ended = RUNNING_STEPS[row.step as keyof typeof RUNNING_STEPS]?.stage;
      if (ended) this.events.stageEnded?.(ended, outcome, (performance.now() - started) / 1000);
    }
  }

  /** Refreshes the row's heartbeat every `stepHeartbeatSeconds` while it stays in a running step. */
  private beat(id: string): () => void {
    const timer = setInterval(() => {
      touchStep(this.ctx.db, id, RUNNING, this.ctx.now()).catch(() => {
        // A missed beat costs nothing until the row turns stale; the next beat may get through.
      });
    }, this.ctx.config.stepHeartbeatSeconds * 1000);
    // The stage itself keeps the process alive; a pending beat must not.
    timer.unref();
    return () => clearInterval(timer);
  }
}
