/**
 * pg-boss on Ferry's own database: queues for the stages of transformations, webhooks, pushes,
 * bulk imports and schedules. Workers run inside the server process by default, or in
 * `ferry worker` processes.
 */
import PgBoss from 'pg-boss';
import { PgBackgroundQueue } from './background-queue.ts';
import { PgSignals } from './pg-signals.ts';
import { PgSliceQueue, SLICE_CHANNELS } from './slice-jobs.ts';
import { PgStageQueue } from './stage-jobs.ts';

export interface JobQueue {
  boss: PgBoss;
  /** The queues of the stages: the `queue` port of the services, and their workers. */
  stages: PgStageQueue;
  /** The queues of webhook deliveries, pushes and bulk imports: the `jobs` port, and their workers. */
  background: PgBackgroundQueue;
  /** The queue of the slices of files split across workers: the `slices` port, and its workers. */
  slices: PgSliceQueue;
  stop(): Promise<void>;
}

interface Logger {
  error(obj: object, msg: string): void;
}

export async function startJobQueue(databaseUrl: string, log: Logger): Promise<JobQueue> {
  const boss = new PgBoss({ connectionString: databaseUrl, schema: 'pgboss', max: 4 });
  let stopping = false;
  boss.on('error', (err) => {
    // Once stopping, a connection the database ends is the stop itself: pg's pool hands back
    // `end()` before the server has the goodbye, and the embedded PostgreSQL stops right after.
    if (stopping) return;
    log.error({ err: withoutClient(err) }, 'job queue error');
  });
  await boss.start();
  const stages = await PgStageQueue.create(boss, log);
  const background = await PgBackgroundQueue.create(boss, log);
  const signals = await PgSignals.open(databaseUrl, SLICE_CHANNELS);
  const slices = await PgSliceQueue.create(boss, log, signals);
  return {
    boss,
    stages,
    background,
    slices,
    // Lets running jobs finish (up to 30 s) so a step is not cut in half on a clean stop; a job
    // still running then stays active in the queue, expires and is retried.
    stop: async () => {
      stopping = true;
      const workers = Promise.all([stages.stopWorkers(), background.stopWorkers(), slices.stopWorkers()]);
      await Promise.race([workers, new Promise((resolve) => setTimeout(resolve, 30_000).unref())]);
      await boss.stop({ graceful: true, wait: true, timeout: 30_000 });
      await signals.close();
    },
  };
}

/** pg sets the whole client (its config, its buffers: kilobytes) on an idle connection's error. */
function withoutClient(err: Error): Error {
  if (!('client' in err)) return err;
  const { client: _client, ...rest } = err as Error & { client: unknown };
  return Object.assign(new Error(err.message), rest, { stack: err.stack });
}
