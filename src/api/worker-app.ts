/**
 * The small HTTP server of `ferry worker` (FERRY_WORKER_METRICS_PORT): `GET /metrics`, with the
 * stages and rows this worker ran and its runtime, under the same access rule as the API's
 * (loopback, or FERRY_METRICS_TOKEN), and `GET /readyz`. Histograms and counters live in the
 * process that observed them, so each worker is scraped as an instance of its own
 * (docs/decisions/instances.md "Metrics of many machines").
 */
import { TypeBoxValidatorCompiler } from '@fastify/type-provider-typebox';
import Fastify from 'fastify';
import type { Logger } from 'pino';
import type { Services } from '../services/container.ts';
import { pickLanguage } from './i18n.ts';
import { registerErrorHandling } from './plugins/errors.ts';
import metricsRoutes from './routes/metrics.ts';
import readinessRoutes from './routes/readiness.ts';
import { SHARED_SCHEMAS } from './schemas/envelope.ts';
import type { App } from './types.ts';

export async function buildWorkerApp(services: Services, log: Logger): Promise<App> {
  const app = Fastify({
    loggerInstance: log,
    return503OnClosing: true,
    forceCloseConnections: 'idle',
  }).withTypeProvider() as unknown as App;
  app.setValidatorCompiler(TypeBoxValidatorCompiler);
  app.decorate('services', services);
  app.decorateRequest('language', 'en');
  app.decorateRequest('debugLog', null as never);
  app.addHook('onRequest', async (request) => {
    request.debugLog = [];
    request.language = pickLanguage(request.headers['accept-language']);
  });
  for (const schema of SHARED_SCHEMAS) app.addSchema(schema);
  registerErrorHandling(app);
  await app.register(metricsRoutes);
  await app.register(readinessRoutes);
  return app;
}
