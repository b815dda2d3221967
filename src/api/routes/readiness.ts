/**
 * `GET /readyz` for a load balancer or an orchestrator: this instance can serve, because both
 * places it keeps state answer (PostgreSQL and the blob store). `/healthz` stays the cheaper
 * liveness check. A check that hangs counts as down after a few seconds: a probe must answer.
 */
import { sql } from 'kysely';
import { Type } from 'typebox';
import type { App } from '../types.ts';

/** Longest wait for each dependency before it is taken for down. */
const CHECK_TIMEOUT_MS = 5000;
/** A key no file is ever stored under: asking for it reaches the store without reading anything. */
const PROBE_KEY = 'readiness-probe';

const Check = Type.Union([Type.Literal('ok'), Type.Literal('unreachable')], {
  description: '`ok` when it answered within 5 seconds',
});

export default async function readinessRoutes(app: App): Promise<void> {
  app.get(
    '/readyz',
    {
      config: { public: true },
      schema: {
        tags: ['Integrations'],
        summary: 'Readiness: the database and the blob store both answer',
        description:
          'For a load balancer or an orchestrator: 200 when PostgreSQL and the blob store (local folder or S3) answered within 5 seconds each, 503 naming the one that did not. A stopping instance answers 503 as well.',
        response: {
          200: Type.Object({
            status: Type.Literal('ready'),
            database: Type.Literal('ok'),
            files: Type.Literal('ok'),
          }),
          503: Type.Object({ status: Type.Literal('unavailable'), database: Check, files: Check }),
        },
      },
    },
    async (request, reply) => {
      const { ctx, ports } = app.services;
      const [database, files] = await Promise.all([
        answered(sql`SELECT 1`.execute(ctx.db), 'database', request.log),
        answered(ports.blobs.stat(PROBE_KEY), 'blob store', request.log),
      ]);
      if (database === 'ok' && files === 'ok') return { status: 'ready' as const, database, files };
      return reply.status(503).send({ status: 'unavailable' as const, database, files });
    },
  );
}

async function answered(
  check: Promise<unknown>,
  what: string,
  log: { warn(obj: object, msg: string): void },
): Promise<'ok' | 'unreachable'> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${CHECK_TIMEOUT_MS} ms`)), CHECK_TIMEOUT_MS);
  });
  try {
    await Promise.race([check, timeout]);
    return 'ok';
  } catch (err) {
    log.warn({ err }, `readiness check: ${what} unreachable`);
    return 'unreachable';
  } finally {
    clearTimeout(timer);
  }
}
