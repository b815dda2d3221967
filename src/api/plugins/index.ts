/**
 * The plugins every route relies on, in the order `app.ts` registers them: each one is named, and
 * says which of the others it needs, so that Fastify refuses to start when one is missing or comes
 * too late. They are not encapsulated: their hooks and decorations apply to every route.
 */
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { MULTIPART_PARTS } from '../multipart-parts.ts';
import { registerAuthentication } from './auth.ts';
import { registerErrorHandling } from './errors.ts';
import { registerMemberAccess } from './member-access.ts';
import { registerNulRefusal } from './nul-characters.ts';
import { registerOpenApi } from './openapi.ts';
import { registerReadOnlyStripping } from './read-only-fields.ts';
import { registerReceiverOnlyRoutes } from './receiver-only-routes.ts';
import { registerRequestLimit } from './request-limit.ts';
import { registerTemplateHandles } from './template-handles.ts';

/** The names route files list among their dependencies. */
export const PLUGIN = {
  errors: 'ferry-errors',
  authentication: 'ferry-authentication',
  receiverOnlyRoutes: 'ferry-receiver-only-routes',
  memberAccess: 'ferry-member-access',
  nulRefusal: 'ferry-nul-refusal',
  templateHandles: 'ferry-template-handles',
  readOnlyStripping: 'ferry-read-only-stripping',
  multipart: '@fastify/multipart',
  openApi: 'ferry-openapi',
} as const;

const named = (
  name: string,
  dependencies: string[],
  register: (app: FastifyInstance) => void | Promise<void>,
): FastifyPluginAsync =>
  fp(
    async (app) => {
      await register(app);
    },
    { name, dependencies },
  );

/** The plugins, in their order; `app.ts` registers each before any route. */
export function basePlugins(app: FastifyInstance): FastifyPluginAsync[] {
  const { config } = app.services.ctx;
  return [
    named(PLUGIN.errors, [], registerErrorHandling),
    // The request limit runs inside authentication, which knows who is calling.
    named(PLUGIN.authentication, [PLUGIN.errors], async (app) =>
      registerAuthentication(
        app,
        config.debug,
        await registerRequestLimit(app, config.rateLimitPerMinute, app.services.requestCounts),
      ),
    ),
    named(PLUGIN.receiverOnlyRoutes, [PLUGIN.authentication], registerReceiverOnlyRoutes),
    named(PLUGIN.memberAccess, [PLUGIN.authentication], registerMemberAccess),
    named(PLUGIN.nulRefusal, [PLUGIN.errors], registerNulRefusal),
    named(PLUGIN.templateHandles, [PLUGIN.errors], registerTemplateHandles),
    named(PLUGIN.readOnlyStripping, [], registerReadOnlyStripping),
    fp(
      async (app) => {
        await app.register(multipart, {
          limits: { fileSize: config.maxUploadBytes, files: 1, parts: MULTIPART_PARTS },
        });
      },
      { name: 'ferry-uploads' },
    ),
    named(PLUGIN.openApi, [], (app) => registerOpenApi(app, config.publicUrl)),
  ];
}
