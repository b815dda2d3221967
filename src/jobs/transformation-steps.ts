/**
 * One pg-boss queue per transformation stage. A job carries only the transformation's id; the
 * stage reads everything else from the database, so a retried job (after a worker crash) redoes
 * the stage from its stored state.
 */
import type PgBoss from 'pg-boss';
import type { Services } from '../services/container.ts';
import type { StepJob, StepQueue } from '../services/transformations/steps.ts';

const QUEUES: Record<StepJob, string> = {
  normalize: 'transformation-normalize',
  match: 'transformation-match',
  transform: 'transformation-transform',
  submit: 'transformation-submit',
};

interface StepData {
  transformationId: string;
}

/** Creates the queues, starts the workers of the stages that exist and attaches the queue to the service. */
export async function startTransformationWorkers(boss: PgBoss, services: Services): Promise<void> {
  for (const name of Object.values(QUEUES)) {
    // A job that outlives its expiry (a crashed worker) is retried; the stage is idempotent.
    await boss.createQueue(name, { name, retryLimit: 3, retryDelay: 1, expireInSeconds: 15 * 60 });
  }
  const queue: StepQueue = {
    async enqueue(job, transformationId) {
      await boss.send(QUEUES[job], { transformationId } satisfies StepData, {
        singletonKey: transformationId,
      });
    },
  };
  services.transformations.steps = queue;
  const runner = services.transformations.runner;
  const stages: Partial<Record<StepJob, (id: string) => Promise<void>>> = {
    normalize: (id) => runner.normalize(id),
    match: (id) => runner.match(id),
    transform: (id) => runner.transform(id),
    submit: (id) => services.transformations.submitter.process(id),
  };
  for (const [job, run] of Object.entries(stages) as [StepJob, (id: string) => Promise<void>][]) {
    await boss.work<StepData>(QUEUES[job], { pollingIntervalSeconds: 0.5 }, async (jobs) => {
      for (const { data } of jobs) await run(data.transformationId);
    });
  }
}
