/**
 * The composition root of the HTTP API: plugins, error handling and every route, built on the
 * services it is given. `cli/serve.ts` boots it; tests build the same app and call `inject`.
 */
import { randomUUID } from 'node:crypto';
import { TypeBoxValidatorCompiler } from '@fastify/type-provider-typebox';
import Fastify, { type FastifyServerOptions } from 'fastify';
import type { Services } from '../services/container.ts';
import { lazySerializers } from './lazy-serializers.ts';
import { registerFavicon } from './plugins/favicon.ts';
import { answerFrameworkError, MAX_PARAM_LENGTH } from './plugins/framework-errors.ts';
import { basePlugins } from './plugins/index.ts';
import { ROUTES } from './routes/index.ts';
import { SHARED_SCHEMAS } from './schemas/envelope.ts';
import type { App } from './types.ts';

export interface AppOptions {
  /** Pino logger options, or false for none (tests). */
  logger?: FastifyServerOptions['logger'];
  /** A ready pino logger shared with the rest of the process. */
  loggerInstance?: FastifyServerOptions['loggerInstance'];
}

export async function buildApp(services: Services, options: AppOptions = {}): Promise<App> {
  const { config } = services.ctx;
  const serializers = lazySerializers();
  const app = Fastify({
    ...(options.loggerInstance
      ? { loggerInstance: options.loggerInstance }
      : { logger: options.logger ?? { level: config.logLevel } }),
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && /^[\w.-]{1,64}$/.test(given) ? given : randomUUID();
    },
    requestIdHeader: false,
    // X-Forwarded-For is believed only from the proxies FERRY_TRUST_PROXY names: anyone else could
    // send one to get a fresh rate-limit bucket or login throttle per request.
    trustProxy: config.trustProxy as FastifyServerOptions['trustProxy'], // a hop count works though untyped
    ajv: { customOptions: { coerceTypes: false, removeAdditional: false } },
    return503OnClosing: true,
    routerOptions: { maxParamLength: MAX_PARAM_LENGTH },
    frameworkErrors: answerFrameworkError,
    forceCloseConnections: 'idle',
    schemaController: { compilersFactory: { buildSerializer: serializers.factory } },
  }).withTypeProvider() as unknown as App;
  app.setValidatorCompiler(TypeBoxValidatorCompiler);
  app.decorate('services', services);
  app.decorate('compileSerializers', serializers.compileAll);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  // By the route's pattern, so that the metrics have one series per route, not one per path.
  app.addHook('onResponse', async (request, reply) => {
    services.metrics.observe(
      request.method,
      request.routeOptions.url ?? 'unmatched',
      reply.statusCode,
      reply.elapsedTime / 1000,
    );
  });
  // An empty body sent with a JSON content type (`curl -X POST -H 'content-type: application/json'`
  // on a route that takes none) is no body, as without the header; anything else is JSON or a 400.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (body === '') done(null, undefined);
    else parseJson(request, body as string, done);
  });
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });
  for (const schema of SHARED_SCHEMAS) app.addSchema(schema);

  for (const plugin of basePlugins(app)) await app.register(plugin);
  // The route files, in the order the reference page lists their operations (./routes/index.ts).
  for (const routes of ROUTES) await app.register(routes);
  await registerFavicon(app);
  await (await import('./plugins/web-apps.ts')).registerWebApps(app);
  return app;
}
