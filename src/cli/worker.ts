/**
 * `ferry worker`: the job workers and the stale-step sweeper without the HTTP server, for machines
 * that run stages while others answer the API. Any number may run on one database.
 */
import pino from 'pino';
import type { Config } from '../config.ts';
import { startJobQueue } from '../jobs/queue.ts';
import { startStepSweeper } from '../jobs/step-sweeper.ts';
import { startTransformationWorkers } from '../jobs/transformation-steps.ts';
import { openRuntime } from './runtime.ts';

export async function worker(config: Config): Promise<void> {
  const log = pino({ level: config.logLevel });
  const say = { info: (m: string) => log.info(m), warn: (m: string) => log.warn(m) };
  const runtime = await openRuntime(config, say);
  const queue = await startJobQueue(runtime.database.url, log);
  await startTransformationWorkers(queue.boss, runtime.services);
  const sweeper = startStepSweeper(runtime.services, log);

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info(`${signal} received: finishing running jobs, then stopping.`);
    await sweeper.stop();
    await queue.stop();
    await runtime.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void stop('SIGINT'));
  process.once('SIGTERM', () => void stop('SIGTERM'));
  log.info(
    `Ferry worker running (heartbeat ${config.stepHeartbeatSeconds} s, stale after ${config.stepStaleSeconds} s, sweep every ${config.stepSweepSeconds} s).`,
  );
}
