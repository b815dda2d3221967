/**
 * The request rate limit, counted per caller: the authenticated principal (a user, an API key or a
 * customer, whatever the spelling of its Authorization header), or the client address when there
 * is none (public routes, and requests whose token is refused, so guessing tokens is limited
 * too). The counts are kept in PostgreSQL (services/identity/request-counter.ts), so that behind a
 * load balancer the limit holds across every instance, not on each one.
 */
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { TooManyRequests } from '../../domain/errors.ts';
import type { BucketCount, RequestCounter } from '../../services/identity/request-counter.ts';

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

type Answer = (error: Error | null, count?: BucketCount) => void;

/** `@fastify/rate-limit`'s store interface over the shared counts. */
function sharedStore(counter: RequestCounter) {
  return class SharedRequestCounts {
    incr(bucket: string, answer: Answer, windowMs: number): void {
      counter.count(bucket, windowMs).then((count) => answer(null, count), answer);
    }

    read(bucket: string, answer: Answer, windowMs: number): void {
      counter.read(bucket, windowMs).then((count) => answer(null, count), answer);
    }

    /** Every route shares the one limit, and so the one table. */
    child(): SharedRequestCounts {
      return this;
    }
  };
}

/** Registers the limiter without route hooks: authentication calls it once it knows the caller. */
export async function registerRequestLimit(
  app: FastifyInstance,
  perMinute: number,
  counter: RequestCounter,
): Promise<RequestLimit> {
  await app.register(rateLimit, {
    global: false,
    store: sharedStore(counter),
    max: perMinute,
    timeWindow: 60_000,
    keyGenerator: rateKey,
    errorResponseBuilder: (_request, context) => new RateLimited(Math.ceil(context.ttl / 1000)),
  });
  return app.rateLimit() as RequestLimit;
}
