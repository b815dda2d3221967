/**
 * The progress of a running stage, written to its transformation's row so that any API instance
 * answers it (DESIGN §9: refreshed at least once a second). The engine reports after every batch
 * of rows, thousands of times a second on a large file; only the latest count is kept and written
 * at most every PROGRESS_WRITE_MS, one small UPDATE, never two at once.
 */
import { type StepProgress, setProgress } from '../../store/transformations/transformation-progress.ts';
import type { ServiceContext } from '../context.ts';
import { RUNNING_STEPS } from '../stages/running-steps.ts';

/** Between two writes of a stage's progress: twice a second, so a reader polling every second sees it move. */
export const PROGRESS_WRITE_MS = 500;

const RUNNING = Object.keys(RUNNING_STEPS);

/** Receives counts from the engine and keeps the row's progress near them until `stop`. */
export interface ProgressTracker {
  /** The engine's count so far (rows or bytes, as the tracker's unit says). */
  report(done: number): void;
  /** Stops writing and clears the progress: the step has no measure once it ended. */
  stop(): Promise<void>;
}

const NOTHING: ProgressTracker = { report: () => {}, stop: async () => {} };

/**
 * Tracks the progress of a stage over `total` rows or bytes; without a total (unknown size) the
 * step has no measure and nothing is written. `reviewDir`: where the stage writes a review store
 * that the data pages read while it grows (./live-review.ts), kept with the progress; `phase`: what
 * the step waits for, shown with it.
 */
export function trackProgress(
  ctx: ServiceContext,
  transformationId: string,
  total: number | null | undefined,
  unit: StepProgress['unit'],
  reviewDir?: string,
  phase?: StepProgress['phase'],
): ProgressTracker {
  if (total === null || total === undefined || !(total > 0)) return NOTHING;
  let latest = 0;
  let written = -1;
  let writing: Promise<void> = Promise.resolve();
  let stopped = false;
  const write = () => {
    if (stopped || latest === written) return;
    const done = Math.min(latest, total);
    written = latest;
    writing = writing
      .then(() =>
        setProgress(ctx.db, transformationId, RUNNING, {
          done,
          total,
          unit,
          ...(reviewDir !== undefined && { review_dir: reviewDir }),
          ...(phase !== undefined && { phase }),
        }),
      )
      .catch(() => {
        // A lost write is made good by the next one; the stage must not fail for it.
      });
  };
  write();
  const timer = setInterval(write, PROGRESS_WRITE_MS);
  // The stage keeps the process alive; a pending progress write must not.
  timer.unref();
  return {
    report(done) {
      latest = done;
    },
    async stop() {
      stopped = true;
      clearInterval(timer);
      await writing;
      await setProgress(ctx.db, transformationId, RUNNING, null).catch(() => {});
    },
  };
}
