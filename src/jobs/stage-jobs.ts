/**
 * One pg-boss queue per stage. A job carries only the transformation's id; the stage reads
 * everything else from the database, so a retried job (after a worker crash) redoes the stage from
 * its stored state.
 */
import type PgBoss from 'pg-boss';
import { keepEngineThreadsWarm } from '../engine/index.ts';
import type { StageJobs, StageName, StageQueue } from '../services/stages/stage-queue.ts';
import { StageDeferred } from '../services/stages/stage-runner.ts';
import { QueueWorker, type QueueWorkerLog } from './queue-worker.ts';

const QUEUES: Record<StageName, string> = {
  download: 'transformation-download',
  normalize: 'transformation-normalize',
  match: 'transformation-match',
  transform: 'transformation-transform',
  submit: 'transformation-submit',
};

interface StageData {
  transformationId: string;
  /** Times the job was sent back because its organisation ran as many stages as it may. */
  deferrals?: number;
}

/**
 * Seconds before a deferred job is tried again: 1, 2, … up to 5. Each try is one small query; the
 * cap keeps an organisation with many files waiting from polling the database every second for
 * each, at the cost of up to 5 s between the end of one of its stages and the start of the next.
 */
function deferFor(deferrals: number): number {
  return Math.min(1 + deferrals, 5);
}

/** The stage queue on pg-boss: sends the jobs of stages, and works them once workers are started. */
export class PgStageQueue implements StageQueue {
  /**
   * The workers this process started, per stage: a job it sends to a queue it works is fetched at
   * once, not at the next poll (pg-boss polls every 0.5 s at the most: three hand-offs a file).
   */
  private readonly local = new Map<StageName, QueueWorker<StageData>[]>();

  private constructor(
    private readonly boss: PgBoss,
    private readonly log: QueueWorkerLog,
  ) {}

  /** Creates the queues, without working any: an API whose stages run in `ferry worker` needs only this. */
  static async create(boss: PgBoss, log: QueueWorkerLog): Promise<PgStageQueue> {
    for (const name of Object.values(QUEUES)) {
      // A job that outlives its expiry is retried; the stage runs again only if its heartbeat is stale.
      await boss.createQueue(name, { name, retryLimit: 3, retryDelay: 1, expireInSeconds: 15 * 60 });
    }
    return new PgStageQueue(boss, log);
  }

  async enqueue(stage: StageName, transformationId: string): Promise<void> {
    await this.boss.send(QUEUES[stage], { transformationId } satisfies StageData);
    for (const worker of this.local.get(stage) ?? []) worker.notify();
  }

  /**
   * Starts the workers of every stage. `engineThreads`: threads a stage may split a file over
   * (FERRY_ENGINE_THREADS).
   */
  async startWorkers(stages: StageJobs, engineThreads: number): Promise<void> {
    // The first stage of the first file would otherwise wait for an engine thread to start, and the
    // first stage it splits over threads for the others.
    keepEngineThreadsWarm(1, engineThreads - 1);
    // One worker per engine thread and queue: a stage of one organisation holds one of them, and the
    // others stay free for other organisations' jobs, since an organisation over its share is
    // deferred. At least 2, so that one is free even on one thread; at most 4: each idle worker
    // polls twice a second, and each stage splits its file over every engine thread anyway.
    const slots = Math.min(Math.max(engineThreads, 2), 4);
    for (const [stage, run] of Object.entries(stages) as [StageName, (id: string) => Promise<void>][]) {
      const workers: QueueWorker<StageData>[] = [];
      for (let slot = 0; slot < slots; slot++) workers.push(this.work(stage, run));
      this.local.set(stage, workers);
    }
  }

  /** One worker of a stage's queue; a job whose organisation is over its share is sent again later. */
  private work(stage: StageName, run: (id: string) => Promise<void>): QueueWorker<StageData> {
    const worker = new QueueWorker<StageData>(
      this.boss,
      QUEUES[stage],
      500,
      async ({ data }) => {
        try {
          await run(data.transformationId);
        } catch (error) {
          if (!(error instanceof StageDeferred)) throw error;
          const deferrals = data.deferrals ?? 0;
          await this.boss.send(
            QUEUES[stage],
            { transformationId: data.transformationId, deferrals: deferrals + 1 } satisfies StageData,
            { startAfter: deferFor(deferrals) },
          );
        }
      },
      this.log,
    );
    worker.start();
    return worker;
  }

  /** Lets the stages under way finish and stops this process's workers. */
  async stopWorkers(): Promise<void> {
    const workers = [...this.local.values()].flat();
    this.local.clear();
    await Promise.all(workers.map((worker) => worker.stop()));
  }
}
