/**
 * `GET /metrics` for the operator's Prometheus: open to this machine's loopback when no
 * FERRY_METRICS_TOKEN is set, and to that token as a bearer token from anywhere when one is.
 */
import { timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { Forbidden, fromCatalog, Unauthorized } from '../../domain/errors.ts';
import { ErrorResponse } from '../schemas/envelope.ts';
import type { App } from '../types.ts';

export default async function metricsRoutes(app: App): Promise<void> {
  const { metrics, ctx } = app.services;
  app.get(
    '/metrics',
    {
      config: { public: true },
      schema: {
        tags: ['Integrations'],
        summary: 'Metrics in the Prometheus text format',
        description:
          'HTTP requests and their durations and the Node runtime of the instance that answers, and the transformations running and background jobs waiting across every instance. No label names an organisation. Without FERRY_METRICS_TOKEN, only requests from the loopback of the machine that no proxy forwarded are answered; with it, the token is asked as a bearer token.',
        response: {
          200: {
            description: 'The metrics, Prometheus text exposition format 0.0.4',
            content: { 'text/plain': { schema: { type: 'string' } } },
          },
          401: ErrorResponse('FERRY_METRICS_TOKEN is set and the request did not carry it'),
          403: ErrorResponse('No FERRY_METRICS_TOKEN is set and the request is not from the loopback'),
        },
      },
    },
    async (request, reply) => {
      allowed(request, ctx.config.metricsToken);
      return reply.type(metrics.contentType).send(await metrics.text());
    },
  );
}

function allowed(request: FastifyRequest, token: string | null): void {
  if (token) {
    const given = Buffer.from(request.headers.authorization?.replace(/^Bearer\s+/i, '') ?? '');
    const expected = Buffer.from(token);
    if (given.length === expected.length && timingSafeEqual(given, expected)) return;
    throw new Unauthorized(...fromCatalog('exception.metrics_token'));
  }
  // A proxy on this machine forwards other people's requests from the loopback: it says so.
  const forwarded =
    request.headers['x-forwarded-for'] !== undefined || request.headers.forwarded !== undefined;
  if (isLoopback(request.socket.remoteAddress) && !forwarded) return;
  throw new Forbidden(...fromCatalog('exception.metrics_loopback'));
}

function isLoopback(address: string | undefined): boolean {
  if (!address) return false;
  return address === '::1' || address.startsWith('127.') || address.startsWith('::ffff:127.');
}
