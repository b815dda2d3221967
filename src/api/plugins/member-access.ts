/**
 * Users with the `member` role read everything of their organisation and do a sender's work
 * (upload, map, review, submit) and run feeds, but change no configuration (DESIGN §10). Their
 * writes reach only the routes that say so with `config.member`; every other write answers 403.
 * Opting in per route keeps a new configuration route closed to members by default, as
 * `config.customer` does for senders. Owner-only and admin-only rules live in the services.
 */
import type { FastifyInstance } from 'fastify';
import { Forbidden, fromCatalog } from '../../domain/errors.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Users with the `member` role may call this route even though it writes. */
    member?: boolean;
  }
}

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Registered after authentication, so the principal is known. */
export function registerMemberAccess(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    const principal = request.principal;
    if (principal?.kind !== 'user' || principal.role !== 'member') return;
    if (READS.has(request.method) || request.routeOptions.config?.member) return;
    throw new Forbidden(...fromCatalog('exception.member_read_only'));
  });
}
