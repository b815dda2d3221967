/**
 * Bearer authentication on every route not marked `config.public`, and the message language.
 * Each request is counted against the rate limit right after, once its caller is known: a refused
 * token is counted against the client address before its 401.
 */
import type { FastifyInstance } from 'fastify';
import { pickLanguage } from '../i18n.ts';
import type { RequestLimit } from './request-limit.ts';

export function registerAuthentication(app: FastifyInstance, debug: boolean, limit: RequestLimit): void {
  app.decorateRequest('principal', null as never);
  app.decorateRequest('language', 'en');
  app.decorateRequest('debugLog', null as never);

  app.addHook('onRequest', async (request, reply) => {
    request.debugLog = [];
    request.language = pickLanguage(request.headers['accept-language']);
    if (debug) request.debugLog.push({ request_id: request.id, route: request.routeOptions.url ?? null });
    const url = request.routeOptions.url;
    if (request.routeOptions.config?.public || !url || url === '/docs' || url.startsWith('/docs/')) {
      await limit(request, reply);
      return;
    }
    try {
      request.principal = {
        ...(await app.services.auth.authenticate(request.headers.authorization)),
        ip: request.ip,
      };
    } catch (error) {
      await limit(request, reply);
      throw error;
    }
    await limit(request, reply);
    const principal = request.principal;
    request.language = pickLanguage(
      request.headers['accept-language'],
      principal.kind === 'customer' ? null : principal.language,
      principal.kind === 'customer' ? principal.customerLanguage : null,
    );
    // Services say what they say (steps, mails) in the request's language.
    principal.language = request.language;
    if (debug)
      request.debugLog.push({
        principal: request.principal.kind,
        organisation_id: request.principal.organisationId,
      });
  });
}
