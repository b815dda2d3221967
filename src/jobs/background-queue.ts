/**
 * One pg-boss queue per kind of background job (src/services/background-jobs.ts). pg-boss retries a
 * job whose worker crashed; a service's own retry schedule (webhooks, pushes) sends a new job with a
 * delay instead, so each attempt is recorded by the service.
 */
import type PgBoss from 'pg-boss';
import {
  type BackgroundHandlers,
  type BackgroundJobName,
  type BackgroundJobs,
  JobDeferred,
} from '../services/background-jobs.ts';
import { QueueWorker, type QueueWorkerLog } from './queue-worker.ts';

const NAMES: BackgroundJobName[] = ['webhook-delivery', 'push', 'bulk-import'];

/** Workers per queue in one process: deliveries wait on the network, so several run at once. */
const WORKERS: Record<BackgroundJobName, number> = { 'webhook-delivery': 4, push: 2, 'bulk-import': 2 };

export class PgBackgroundQueue implements BackgroundJobs {
  private readonly local = new Map<BackgroundJobName, QueueWorker<Record<string, unknown>>[]>();

  private constructor(
    private readonly boss: PgBoss,
    private readonly log: QueueWorkerLog,
  ) {}

  static async create(boss: PgBoss, log: QueueWorkerLog): Promise<PgBackgroundQueue> {
    for (const name of NAMES) {
      await boss.createQueue(name, { name, retryLimit: 3, retryDelay: 5, expireInSeconds: 30 * 60 });
    }
    return new PgBackgroundQueue(boss, log);
  }

  async send(
    name: BackgroundJobName,
    data: Record<string, unknown>,
    options: { startAfterSeconds?: number } = {},
  ) {
    const startAfter = options.startAfterSeconds;
    await this.boss.send(name, data, startAfter ? { startAfter: Math.ceil(startAfter) } : {});
    // A job due now is fetched at once by this process's workers, not at their next poll.
    if (!startAfter) for (const worker of this.local.get(name) ?? []) worker.notify();
  }

  async startWorkers(handlers: BackgroundHandlers): Promise<void> {
    for (const name of NAMES) {
      const run = handlers[name];
      if (!run) continue;
      const workers: QueueWorker<Record<string, unknown>>[] = [];
      for (let i = 0; i < WORKERS[name]; i++) {
        const worker = new QueueWorker<Record<string, unknown>>(
          this.boss,
          name,
          1000,
          async (job) => {
            try {
              await run(job.data);
            } catch (error) {
              if (!(error instanceof JobDeferred)) throw error;
              // Waits 1, 2, … up to 5 s, as a deferred stage does (src/jobs/stage-jobs.ts).
              const deferrals = Number(job.data.deferrals ?? 0);
              await this.boss.send(
                name,
                { ...job.data, deferrals: deferrals + 1 },
                { startAfter: Math.min(1 + deferrals, 5) },
              );
            }
          },
          this.log,
        );
        worker.start();
        workers.push(worker);
      }
      this.local.set(name, workers);
    }
  }

  /** Lets the jobs under way finish and stops this process's workers. */
  async stopWorkers(): Promise<void> {
    const workers = [...this.local.values()].flat();
    this.local.clear();
    await Promise.all(workers.map((worker) => worker.stop()));
  }
}
