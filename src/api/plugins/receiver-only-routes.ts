/**
 * Customer tokens (senders) reach only the routes that say so with `config.customer`; every
 * other route is the receiver's and answers 403 to them. Opting in per route keeps a new receiver
 * route closed to senders by default.
 */
import type { FastifyInstance } from 'fastify';
import { Forbidden, fromCatalog } from '../../domain/errors.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Customers (senders) may call this route too; the service limits what they see. */
    customer?: boolean;
  }
}

/** Registered after authentication, so the principal is known. */
export function registerReceiverOnlyRoutes(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    if (request.principal?.kind !== 'customer') return;
    if (request.routeOptions.config?.customer) return;
    throw new Forbidden(...fromCatalog('exception.receiver_only'));
  });
}
