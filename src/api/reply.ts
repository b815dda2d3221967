/** Builds success envelopes. */
import type { FastifyRequest } from 'fastify';

export function ok<T>(request: FastifyRequest, payload: T) {
  return { success: true, payload, product: null, debug: request.debugLog };
}
