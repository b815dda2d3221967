/**
 * The request rate limit, counted per caller: the authenticated principal (a user, an API key or a
 * customer, whatever the spelling of its Authorization header), or the client address when there
 * is none (public routes, and requests whose token is refused, so guessing tokens is limited
 * too). Counters live in process memory, which DESIGN allows for rate limits: behind a load
 * balancer each instance allows the limit on its own.
 */
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { TooManyRequests } from '../../domain/errors.ts';

/** 429 from the request rate limit. */
export class RateLimited extends TooManyRequests {}

/** The bucket of a request: its principal once authenticated, else its address. */
export function rateKey(request: FastifyRequest): string {
  const principal = request.principal;
  if (!principal) return `address:${request.ip}`;
  switch (principal.kind) {
    case 'user':
      return `user:${principal.userId}`;
    case 'api_key':
      return `api_key:${principal.apiKeyId}`;
    case 'customer':
      return `customer:${principal.customerId}`;
  }
}

/** Counts one request against its bucket; throws RateLimited once the bucket is full. */
export type RequestLimit = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

/** Registers the limiter without route hooks: authentication calls it once it knows the caller. */
export async function registerRequestLimit(app: FastifyInstance, perMinute: number): Promise<RequestLimit> {
  await app.register(rateLimit, {
    global: false,
    max: perMinute,
    timeWindow: 60_000,
    keyGenerator: rateKey,
    errorResponseBuilder: (_request, context) => new RateLimited(Math.ceil(context.ttl / 1000)),
  });
  return app.rateLimit() as RequestLimit;
}
