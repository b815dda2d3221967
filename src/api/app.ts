/**
 * The composition root of the HTTP API: plugins, error handling and every route, built on the
 * services it is given. `cli/serve.ts` boots it; tests build the same app and call `inject`.
 */
import { randomUUID } from 'node:crypto';
import multipart from '@fastify/multipart';
import { TypeBoxValidatorCompiler } from '@fastify/type-provider-typebox';
import Fastify, { type FastifyServerOptions } from 'fastify';
import type { Services } from '../services/container.ts';
import { lazySerializers } from './lazy-serializers.ts';
import { MULTIPART_PARTS } from './multipart-parts.ts';
import { registerAuthentication } from './plugins/auth.ts';
import { registerErrorHandling } from './plugins/errors.ts';
import { registerFavicon } from './plugins/favicon.ts';
import { answerFrameworkError, MAX_PARAM_LENGTH } from './plugins/framework-errors.ts';
import { registerMemberAccess } from './plugins/member-access.ts';
import { registerNulRefusal } from './plugins/nul-characters.ts';
import { registerOpenApi } from './plugins/openapi.ts';
import { registerReadOnlyStripping } from './plugins/read-only-fields.ts';
import { registerReceiverOnlyRoutes } from './plugins/receiver-only-routes.ts';
import { registerRequestLimit } from './plugins/request-limit.ts';
import { registerTemplateHandles } from './plugins/template-handles.ts';
import alertRoutes from './routes/alerts.ts';
import apiKeyRoutes from './routes/api-keys.ts';
import auditLogRoutes from './routes/audit-log.ts';
import authRoutes from './routes/auth.ts';
import bulkImportRoutes from './routes/bulk-imports.ts';
import columnRoutes from './routes/columns.ts';
import connectorRoutes from './routes/connectors.ts';
import constraintRoutes from './routes/constraints.ts';
import customExtractorRoutes from './routes/custom-extractors.ts';
import customerTokenRoutes from './routes/customer-tokens.ts';
import customerRoutes from './routes/customers.ts';
import deliveryRoutes from './routes/deliveries.ts';
import feedRoutes from './routes/feeds.ts';
import healthRoutes from './routes/health.ts';
import helloRoutes from './routes/hello.ts';
import memberRoutes from './routes/members.ts';
import metricsRoutes from './routes/metrics.ts';
import organisationRoutes from './routes/organisation.ts';
import passwordResetRoutes from './routes/password-reset.ts';
import readinessRoutes from './routes/readiness.ts';
import sourceRoutes from './routes/sources.ts';
import submissionRoutes from './routes/submissions.ts';
import templateRoutes from './routes/templates.ts';
import transformationRoutes from './routes/transformations.ts';
import tryItRoutes from './routes/try-it.ts';
import usageRoutes from './routes/usage.ts';
import webhookRoutes from './routes/webhooks.ts';
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

  registerErrorHandling(app);
  registerAuthentication(
    app,
    config.debug,
    await registerRequestLimit(app, config.rateLimitPerMinute, services.requestCounts),
  );
  registerReceiverOnlyRoutes(app);
  registerMemberAccess(app);
  registerNulRefusal(app);
  registerTemplateHandles(app);
  registerReadOnlyStripping(app);
  await app.register(multipart, {
    limits: { fileSize: config.maxUploadBytes, files: 1, parts: MULTIPART_PARTS },
  });
  await registerOpenApi(app, config.publicUrl);

  // Registered in the order of a newcomer's work, which is the order the reference page lists
  // each tag's operations in: sign in, templates and their columns, customers and the
  // organisation's settings, files; demos last.
  await app.register(authRoutes);
  await app.register(passwordResetRoutes);
  await app.register(memberRoutes);
  await app.register(apiKeyRoutes);
  await app.register(templateRoutes);
  await app.register(columnRoutes);
  await app.register(constraintRoutes);
  await app.register(customerRoutes);
  await app.register(customerTokenRoutes);
  await app.register(tryItRoutes);
  await app.register(organisationRoutes);
  await app.register(auditLogRoutes);
  await app.register(transformationRoutes);
  await app.register(submissionRoutes);
  await app.register(sourceRoutes);
  await app.register(feedRoutes);
  await app.register(connectorRoutes);
  await app.register(customExtractorRoutes);
  await app.register(webhookRoutes);
  await app.register(deliveryRoutes);
  await app.register(usageRoutes);
  await app.register(alertRoutes);
  await app.register(bulkImportRoutes);
  await app.register(healthRoutes);
  await app.register(readinessRoutes);
  await app.register(metricsRoutes);
  await app.register(helloRoutes);
  await registerFavicon(app);
  await (await import('./plugins/web-apps.ts')).registerWebApps(app);
  return app;
}
