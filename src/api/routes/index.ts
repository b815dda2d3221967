/**
 * Every route file, in the order `app.ts` registers them, which is the order the reference page
 * lists each tag's operations in: sign in, templates and their columns, customers and the
 * organisation's settings, files; demos last. Each is a named plugin that says which of the base
 * plugins (../plugins/index.ts) it needs; its own hooks stay its own (encapsulated).
 */
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { PLUGIN } from '../plugins/index.ts';
import type { App } from '../types.ts';
import alertRoutes from './alerts.ts';
import apiKeyRoutes from './api-keys.ts';
import auditLogRoutes from './audit-log.ts';
import authRoutes from './auth.ts';
import bulkImportRoutes from './bulk-imports.ts';
import columnRoutes from './columns.ts';
import connectorRoutes from './connectors.ts';
import constraintRoutes from './constraints.ts';
import customExtractorRoutes from './custom-extractors.ts';
import customerTokenRoutes from './customer-tokens.ts';
import customerRoutes from './customers.ts';
import deliveryRoutes from './deliveries.ts';
import feedRoutes from './feeds.ts';
import healthRoutes from './health.ts';
import helloRoutes from './hello.ts';
import memberRoutes from './members.ts';
import metricsRoutes from './metrics.ts';
import organisationRoutes from './organisation.ts';
import passwordResetRoutes from './password-reset.ts';
import readinessRoutes from './readiness.ts';
import reviewToolRoutes from './review-tools.ts';
import sourceRoutes from './sources.ts';
import submissionRoutes from './submissions.ts';
import templateRoutes from './templates.ts';
import transformationRoutes from './transformations.ts';
import tryItRoutes from './try-it.ts';
import usageRoutes from './usage.ts';
import valueMapRoutes from './value-maps.ts';
import webhookRoutes from './webhooks.ts';

/** What every route file needs: errors answered as envelopes, the caller known, its schemas documented. */
const EVERY_ROUTE: string[] = [
  PLUGIN.errors,
  PLUGIN.authentication,
  PLUGIN.receiverOnlyRoutes,
  PLUGIN.memberAccess,
  PLUGIN.nulRefusal,
  PLUGIN.templateHandles,
  PLUGIN.readOnlyStripping,
  PLUGIN.openApi,
];
/** What a route file that receives a file needs on top. */
const UPLOADS = [...EVERY_ROUTE, PLUGIN.multipart];

const routes = (name: string, register: (app: App) => Promise<void>, dependencies = EVERY_ROUTE) =>
  fp(register as unknown as FastifyPluginAsync, {
    name: `ferry-routes-${name}`,
    dependencies,
    encapsulate: true,
  });

export const ROUTES: FastifyPluginAsync[] = [
  routes('auth', authRoutes),
  routes('password-reset', passwordResetRoutes),
  routes('members', memberRoutes),
  routes('api-keys', apiKeyRoutes),
  routes('templates', templateRoutes),
  routes('columns', columnRoutes),
  routes('constraints', constraintRoutes),
  routes('customers', customerRoutes),
  routes('customer-tokens', customerTokenRoutes),
  routes('try-it', tryItRoutes),
  routes('organisation', organisationRoutes),
  routes('audit-log', auditLogRoutes),
  // A transformation's review tools and value maps, listed before its other operations.
  routes('review-tools', reviewToolRoutes, UPLOADS),
  routes('value-maps', valueMapRoutes),
  routes('transformations', transformationRoutes, UPLOADS),
  routes('submissions', submissionRoutes),
  routes('sources', sourceRoutes),
  routes('feeds', feedRoutes),
  routes('connectors', connectorRoutes),
  routes('custom-extractors', customExtractorRoutes),
  routes('webhooks', webhookRoutes),
  routes('deliveries', deliveryRoutes),
  routes('usage', usageRoutes),
  routes('alerts', alertRoutes),
  routes('bulk-imports', bulkImportRoutes, UPLOADS),
  routes('health', healthRoutes),
  routes('readiness', readinessRoutes),
  routes('metrics', metricsRoutes),
  routes('hello', helloRoutes, UPLOADS),
];
