/** Bearer authentication on every route not marked `config.public`, and the message language. */
import type { FastifyInstance } from 'fastify';
import { pickLanguage } from '../i18n.ts';

export function registerAuthentication(app: FastifyInstance, debug: boolean): void {
  app.decorateRequest('principal', null as never);
  app.decorateRequest('language', 'en');
  app.decorateRequest('debugLog', null as never);

  app.addHook('onRequest', async (request) => {
    request.debugLog = [];
    request.language = pickLanguage(request.headers['accept-language']);
    if (debug) request.debugLog.push({ request_id: request.id, route: request.routeOptions.url ?? null });
    const url = request.routeOptions.url;
    if (request.routeOptions.config?.public || !url || url === '/docs' || url.startsWith('/docs/')) return;
    request.principal = await app.services.auth.authenticate(request.headers.authorization);
    request.language = pickLanguage(request.headers['accept-language'], request.principal.language);
    if (debug)
      request.debugLog.push({
        principal: request.principal.kind,
        organisation_id: request.principal.organisationId,
      });
  });
}
