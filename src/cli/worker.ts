/**
 * `ferry worker`: the job workers and the stale-step sweeper without the API, for machines that
 * run stages while others answer the API. Any number may run on one database. Each serves its own
 * `GET /metrics` and `GET /readyz` on FERRY_WORKER_METRICS_PORT.
 */
import type { Logger } from 'pino';
import { buildWorkerApp } from '../api/worker-app.ts';
import type { Config } from '../config.ts';
import type { Services } from '../services/container.ts';
import { startJobRuntime } from './job-runtime.ts';

export async function worker(config: Config): Promise<void> {
  const { log, runtime, stopOnSignals } = await startJobRuntime(config);
  const metrics = await serveMetrics(config, runtime.services, log);
  stopOnSignals('finishing running jobs, then stopping.', async () => {
    await metrics?.close();
  });
  log.info(
    `Ferry worker running (heartbeat ${config.stepHeartbeatSeconds} s, stale after ${config.stepStaleSeconds} s, sweep every ${config.stepSweepSeconds} s, ${config.stepTimeoutSeconds} s per step, ${config.orgRunningStages} running stage${config.orgRunningStages === 1 ? '' : 's'} and ${config.orgRunningDownloads} download${config.orgRunningDownloads === 1 ? '' : 's'} per organisation).`,
  );
}

/**
 * The worker's metrics server, or null when FERRY_WORKER_METRICS_PORT is 0. A port already taken
 * (a second worker on the machine) is one warning: the worker runs its jobs all the same.
 */
async function serveMetrics(
  config: Config,
  services: Services,
  log: Logger,
): Promise<{ close(): Promise<unknown> } | null> {
  if (config.workerMetricsPort === 0) return null;
  const app = await buildWorkerApp(services, log);
  try {
    await app.listen({ port: config.workerMetricsPort, host: config.host });
  } catch (err) {
    await app.close();
    const code = (err as NodeJS.ErrnoException).code;
    log.warn(
      code === 'EADDRINUSE'
        ? `Metrics not served: port ${config.workerMetricsPort} is taken on ${config.host} (another worker on this machine?); give each worker its own FERRY_WORKER_METRICS_PORT, or 0 for none.`
        : `Metrics not served on ${config.host}:${config.workerMetricsPort} (${code ?? (err as Error).message}); set FERRY_WORKER_METRICS_PORT to a free port, or 0 for none.`,
    );
    return null;
  }
  log.info(`Worker metrics at http://${config.host}:${config.workerMetricsPort}/metrics`);
  return app;
}
