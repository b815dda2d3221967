/**
 * `ferry worker`: the job workers and the stale-step sweeper without the HTTP server, for machines
 * that run stages while others answer the API. Any number may run on one database.
 */
import type { Config } from '../config.ts';
import { startJobRuntime } from './job-runtime.ts';

export async function worker(config: Config): Promise<void> {
  const { log, stopOnSignals } = await startJobRuntime(config);
  stopOnSignals('finishing running jobs, then stopping.');
  log.info(
    `Ferry worker running (heartbeat ${config.stepHeartbeatSeconds} s, stale after ${config.stepStaleSeconds} s, sweep every ${config.stepSweepSeconds} s, ${config.stepTimeoutSeconds} s per step, ${config.orgRunningStages} running stage${config.orgRunningStages === 1 ? '' : 's'} and ${config.orgRunningDownloads} download${config.orgRunningDownloads === 1 ? '' : 's'} per organisation).`,
  );
}
