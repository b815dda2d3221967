/**
 * What `ferry serve` and `ferry worker` both run: the database, the stage workers and the
 * stale-step sweeper, stopped in order on the first SIGINT or SIGTERM. `ferry serve` with
 * FERRY_SERVE_WORKERS=0 opens the job queue only to send jobs: workers elsewhere run them.
 */
import pino, { type Logger } from 'pino';
import type { Config } from '../config.ts';
import { configureEngineThreads } from '../engine/index.ts';
import { startFeedScheduler } from '../jobs/feed-schedules.ts';
import { startSilentFeedsPass } from '../jobs/silent-feeds.ts';
import { startStepSweeper } from '../jobs/step-sweeper.ts';
import { removeOrphanedScratch, scratchRoots } from '../services/transformations/scratch.ts';
import { openRuntime, type Runtime } from './runtime.ts';

export interface JobRuntime {
  log: Logger;
  runtime: Runtime;
  /**
   * On the first SIGINT or SIGTERM: logs `what`, runs `before` (the HTTP server's close), lets
   * running jobs finish, closes the database and exits 0 (`runtime.close`).
   */
  stopOnSignals(what: string, before?: () => Promise<unknown>): void;
  /** Stops the sweeper and the scheduler, lets running jobs finish and closes the database. */
  stop(): Promise<void>;
}

export async function startJobRuntime(config: Config, options = { workers: true }): Promise<JobRuntime> {
  const log = pino({ level: config.logLevel });
  // Review pages and revisions, which requests run in engine threads, get the same budget as stages.
  configureEngineThreads({
    taskTimeoutMs: config.stepTimeoutSeconds * 1000,
    memoryMb: config.engineMemoryMb,
  });
  // Before anything starts: a store that refuses files would fail every stage.
  if (config.filesS3) {
    // Loaded only for a bucket: the AWS SDK's import is slow (src/files/index.ts).
    const { checkS3Store } = await import('../files/s3-start-check.ts');
    await checkS3Store(config.filesS3);
  }
  const runtime = await openRuntime(
    config,
    { info: (m: string) => log.info(m), warn: (m: string) => log.warn(m) },
    { jobs: log },
  );
  const removed = await removeOrphanedScratch(scratchRoots(config.dataDir));
  if (removed.length) log.info({ removed }, `Removed ${removed.length} scratch folders of stopped workers.`);
  const passes: { stop(): Promise<void> }[] = [];
  if (options.workers) {
    await runtime.queue!.stages.startWorkers(runtime.services.stages, config.engineThreads);
    await runtime.queue!.background.startWorkers(runtime.services.background);
    runtime.queue!.slices.startWorkers(
      runtime.services.sliceTask,
      config.engineThreads,
      config.sliceJobBytes > 0,
    );
    passes.push(
      startStepSweeper(runtime.services, log),
      startFeedScheduler(runtime.services, log),
      startSilentFeedsPass(runtime.services, log),
    );
  }
  const stopAll = async () => {
    for (const pass of passes) await pass.stop();
    await runtime.close();
  };
  return {
    log,
    runtime,
    stop: stopAll,
    stopOnSignals(what, before) {
      let stopping = false;
      const stop = async (signal: string) => {
        if (stopping) return;
        stopping = true;
        log.info(`${signal} received: ${what}`);
        await before?.();
        await stopAll();
        process.exit(0);
      };
      process.once('SIGINT', () => void stop('SIGINT'));
      process.once('SIGTERM', () => void stop('SIGTERM'));
    },
  };
}
