/**
 * A route under a template handle (`/template/{templateHandle}/…`, the bulk imports of a template)
 * first finds the handle in the caller's organisation: unknown there, it is 404 whatever follows
 * in the path or the body (DESIGN §3). Checked before validation, so neither a column id of
 * another organisation (403) nor a malformed one (409) tells a caller that the handle exists
 * elsewhere.
 */
import type { FastifyInstance } from 'fastify';

export function registerTemplateHandles(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    if (!request.routeOptions.url?.includes(':templateHandle') || !request.principal) return;
    const { templateHandle } = request.params as { templateHandle: string };
    await app.services.templates.requireFindable(request.principal, templateHandle);
  });
}
