/**
 * The `transform-slice` queue: one job per pass of one slice of a file split across workers
 * (src/services/slices/), worked by every worker. Its workers are its own, apart from the stage
 * queues' and as many as the engine threads: a transform stage waiting for its slices holds a
 * stage worker, never a slice worker, so with one worker process the slices still run.
 */
import type PgBoss from 'pg-boss';
import type { SliceQueue } from '../services/slices/slice-queue.ts';
import { QueueWorker, type QueueWorkerLog } from './queue-worker.ts';

const QUEUE = 'transform-slice';

interface SliceData {
  taskId: string;
}

export class PgSliceQueue implements SliceQueue {
  /** This process's workers: a job it sends is fetched at once, not at the next poll. */
  private workers: QueueWorker<SliceData>[] = [];

  private constructor(
    private readonly boss: PgBoss,
    private readonly log: QueueWorkerLog,
  ) {}

  static async create(boss: PgBoss, log: QueueWorkerLog): Promise<PgSliceQueue> {
    // A task whose worker died is sent again by its coordinator (its heartbeat went stale), and
    // claimed once: a job retried after its expiry finds it taken or done, and does nothing.
    await boss.createQueue(QUEUE, { name: QUEUE, retryLimit: 3, retryDelay: 1, expireInSeconds: 15 * 60 });
    return new PgSliceQueue(boss, log);
  }

  async enqueue(taskId: string): Promise<void> {
    await this.boss.send(QUEUE, { taskId } satisfies SliceData);
    for (const worker of this.workers) worker.notify();
  }

  /** Starts `slots` workers (one per engine thread) running `run` on each job's task. */
  startWorkers(run: (taskId: string) => Promise<void>, slots: number): void {
    for (let slot = 0; slot < slots; slot++) {
      const worker = new QueueWorker<SliceData>(
        this.boss,
        QUEUE,
        500,
        ({ data }) => run(data.taskId),
        this.log,
      );
      worker.start();
      this.workers.push(worker);
    }
  }

  async stopWorkers(): Promise<void> {
    const workers = this.workers;
    this.workers = [];
    await Promise.all(workers.map((worker) => worker.stop()));
  }
}
