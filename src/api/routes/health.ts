/** Liveness with a database round trip, and the OpenAPI document. */
import { sql } from 'kysely';
import { Type } from 'typebox';
import type { App } from '../types.ts';

export default async function healthRoutes(app: App): Promise<void> {
  app.get(
    '/healthz',
    {
      config: { public: true },
      schema: {
        tags: ['Integrations'],
        summary: 'Health: the service answers and its database is reachable',
        response: {
          200: Type.Object({ status: Type.Literal('ok'), database: Type.Literal('ok') }),
          503: Type.Object({ status: Type.Literal('unavailable'), database: Type.String() }),
        },
      },
    },
    async (_request, reply) => {
      try {
        await sql`SELECT 1`.execute(app.services.ctx.db);
        return { status: 'ok' as const, database: 'ok' as const };
      } catch (err) {
        app.log.warn({ err }, 'health check: database unreachable');
        return reply.status(503).send({ status: 'unavailable' as const, database: 'unreachable' });
      }
    },
  );

  app.get('/openapi.json', { config: { public: true }, schema: { hide: true } }, async () => app.swagger());
}
