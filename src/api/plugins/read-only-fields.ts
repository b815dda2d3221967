/**
 * Read-only fields are accepted and ignored on write (DESIGN §6, "Read shapes round-trip"): on the
 * routes whose body schema marks some property `readOnly`, those properties are deleted from the
 * validated body before the handler runs, so no service can act on them by mistake.
 */
import type { FastifyInstance, preHandlerAsyncHookHandler, RouteOptions } from 'fastify';
import { hasReadOnly, stripReadOnly } from '../schemas/read-only.ts';

function withStripping(route: RouteOptions): void {
  const body = (route.schema as { body?: unknown } | undefined)?.body;
  if (!hasReadOnly(body)) return;
  const strip: preHandlerAsyncHookHandler = async (request) => stripReadOnly(request.body, body);
  const existing = route.preHandler;
  route.preHandler =
    existing === undefined ? [strip] : [strip, ...(Array.isArray(existing) ? existing : [existing])];
}

export function registerReadOnlyStripping(app: FastifyInstance): void {
  app.addHook('onRoute', withStripping);
}
