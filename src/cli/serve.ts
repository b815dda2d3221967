/**
 * `ferry serve`: the HTTP API with in-process job workers and the stale-step sweeper, on the
 * embedded defaults or DATABASE_URL.
 */
import pino from 'pino';
import { buildApp } from '../api/app.ts';
import type { Config } from '../config.ts';
import { startJobQueue } from '../jobs/queue.ts';
import { startStepSweeper } from '../jobs/step-sweeper.ts';
import { startTransformationWorkers } from '../jobs/transformation-steps.ts';
import { DEMO_SUBDOMAIN, ensureDemoOrganisation } from '../services/identity/demo.ts';
import { openRuntime } from './runtime.ts';

export async function serve(config: Config): Promise<void> {
  const log = pino({ level: config.logLevel });
  const say = { info: (m: string) => log.info(m), warn: (m: string) => log.warn(m) };
  const runtime = await openRuntime(config, say);
  const queue = await startJobQueue(runtime.database.url, log);
  await startTransformationWorkers(queue.boss, runtime.services);
  const sweeper = startStepSweeper(runtime.services, log);
  const demo = config.databaseUrl
    ? null
    : await ensureDemoOrganisation(runtime.services.ctx, runtime.services.organisations);
  const app = await buildApp(runtime.services, { loggerInstance: log });

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info(`${signal} received: finishing in-flight requests and jobs, then stopping.`);
    await app.close();
    await sweeper.stop();
    await queue.stop();
    await runtime.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void stop('SIGINT'));
  process.once('SIGTERM', () => void stop('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  const lines = [`Ferry is listening on ${config.publicUrl}`, `API reference: ${config.publicUrl}/docs`];
  if (demo) {
    lines.push(
      'A demo organisation was created. Its login is shown this once:',
      `  subdomain: ${DEMO_SUBDOMAIN}`,
      `  e-mail:    ${demo.email}`,
      `  password:  ${demo.password}`,
      `Get a token: curl -s ${config.publicUrl}/auth/token -H 'content-type: application/json' \\`,
      `  -d '{"grant_type":"password","username":"${demo.email}","password":"${demo.password}"}'`,
    );
  }
  process.stdout.write(`\n${lines.join('\n')}\n\n`);
}
