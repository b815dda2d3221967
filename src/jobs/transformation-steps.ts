/**
 * One pg-boss queue per transformation stage. A job carries only the transformation's id; the
 * stage reads everything else from the database, so a retried job (after a worker crash) redoes
 * the stage from its stored state.
 */
import type PgBoss from 'pg-boss';
import { keepEngineThreadsWarm } from '../engine/thread/run-in-thread.ts';
import type { Services } from '../services/container.ts';
import { StageDeferred } from '../services/transformations/stage-runner.ts';
import type { StepJob, StepQueue } from '../services/transformations/steps.ts';

const QUEUES: Record<StepJob, string> = {
  normalize: 'transformation-normalize',
  match: 'transformation-match',
  transform: 'transformation-transform',
  submit: 'transformation-submit',
};

interface StepData {
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

/**
 * Creates the queues and returns the port that sends step jobs to them, without working any: an
 * API instance whose stages run in `ferry worker` processes needs only this.
 */
export async function createStepQueue(boss: PgBoss): Promise<StepQueue> {
  for (const name of Object.values(QUEUES)) {
    // A job that outlives its expiry is retried; the stage runs again only if its heartbeat is stale.
    await boss.createQueue(name, { name, retryLimit: 3, retryDelay: 1, expireInSeconds: 15 * 60 });
  }
  return {
    async enqueue(job, transformationId) {
      await boss.send(QUEUES[job], { transformationId } satisfies StepData);
    },
  };
}

/**
 * Creates the queues, starts the workers of the stages that exist and attaches the queue to the
 * service. `engineThreads`: threads a stage may split a file over (FERRY_ENGINE_THREADS).
 */
export async function startTransformationWorkers(
  boss: PgBoss,
  services: Services,
  engineThreads: number,
): Promise<void> {
  const queue = await createStepQueue(boss);
  // A job sent by this process to a queue it works is fetched at once, not at the next poll
  // (pg-boss polls every 0.5 s at the most: three hand-offs a file).
  const local = new Map<StepJob, string[]>();
  services.transformations.steps = {
    async enqueue(job, transformationId) {
      await queue.enqueue(job, transformationId);
      for (const worker of local.get(job) ?? []) boss.notifyWorker(worker);
    },
  };
  const runner = services.transformations.runner;
  const stages: Partial<Record<StepJob, (id: string) => Promise<void>>> = {
    normalize: (id) => runner.normalize(id),
    match: (id) => runner.match(id),
    transform: (id) => runner.transform(id),
    submit: (id) => services.transformations.submitter.process(id),
  };
  // The first step of the first file would otherwise wait for an engine thread to start, and the
  // first stage it splits over threads for the others.
  keepEngineThreadsWarm(1, engineThreads - 1);
  // One worker per engine thread and queue: a stage of one organisation holds one of them, and the
  // others stay free for other organisations' jobs, since an organisation over its share is
  // deferred. At least 2, so that one is free even on one thread; at most 4: each idle worker
  // polls twice a second, and each stage splits its file over every engine thread anyway.
  const slots = Math.min(Math.max(engineThreads, 2), 4);
  for (const [job, run] of Object.entries(stages) as [StepJob, (id: string) => Promise<void>][]) {
    const workers: string[] = [];
    for (let slot = 0; slot < slots; slot++) {
      workers.push(
        await boss.work<StepData>(QUEUES[job], { pollingIntervalSeconds: 0.5 }, async (jobs) => {
          for (const { data } of jobs) {
            try {
              await run(data.transformationId);
            } catch (error) {
              if (!(error instanceof StageDeferred)) throw error;
              const deferrals = data.deferrals ?? 0;
              await boss.send(
                QUEUES[job],
                { transformationId: data.transformationId, deferrals: deferrals + 1 } satisfies StepData,
                { startAfter: deferFor(deferrals) },
              );
            }
          }
        }),
      );
    }
    local.set(job, workers);
  }
}
