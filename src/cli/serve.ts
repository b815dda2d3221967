/**
 * `ferry serve`: the HTTP API with in-process job workers and the stale-step sweeper, on the
 * embedded defaults or DATABASE_URL; without the workers when FERRY_SERVE_WORKERS=0, for API
 * machines whose stages `ferry worker` processes run (docs/deploy.md).
 */
import { buildApp } from '../api/app.ts';
import type { Config } from '../config.ts';
import { DEMO_SUBDOMAIN, ensureDemoOrganisation } from '../services/identity/demo.ts';
import { startJobRuntime } from './job-runtime.ts';
import { startMailIngress } from './mail-ingress.ts';

export async function serve(config: Config): Promise<void> {
  const { log, runtime, stopOnSignals, stop } = await startJobRuntime(config, {
    workers: config.serveWorkers,
  });
  if (!config.serveWorkers) {
    log.info('FERRY_SERVE_WORKERS=0: this server runs no jobs; stages wait for a `ferry worker` process.');
  }
  const demo = config.databaseUrl
    ? null
    : await ensureDemoOrganisation(runtime.services.ctx, runtime.services.organisations);
  const app = await buildApp(runtime.services, { loggerInstance: log });

  const mail = await startMailIngress(config, runtime.services, log);
  stopOnSignals('finishing in-flight requests and jobs, then stopping.', async () => {
    await mail?.close();
    await app.close();
  });

  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (err) {
    // Nothing may keep running (workers taking jobs) for a server that never answers.
    await mail?.close();
    await app.close();
    await stop();
    throw httpPortRefusal(err as NodeJS.ErrnoException, config);
  }
  const lines = [
    `Ferry is listening on ${config.publicUrl}`,
    `Console:       ${config.publicUrl}/app/`,
    `API reference: ${config.publicUrl}/docs`,
  ];
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

/** One line for the operator: why the HTTP port was refused, and the setting that moves it. */
function httpPortRefusal(err: NodeJS.ErrnoException, config: Config): Error {
  const where = `${config.host}:${config.port}`;
  if (err.code === 'EADDRINUSE') {
    return new Error(
      `port ${config.port} is already taken on ${config.host} (another Ferry on this machine?): stop it, or set PORT to a free port.`,
    );
  }
  if (err.code === 'EACCES') {
    return new Error(`${where} needs privileges this process does not have: set PORT to a port above 1023.`);
  }
  if (err.code === 'EADDRNOTAVAIL') {
    return new Error(`${config.host} is not an address of this machine: set FERRY_HOST to one that is.`);
  }
  return err;
}
