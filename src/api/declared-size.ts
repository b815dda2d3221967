/**
 * Uploads refused from their Content-Length alone, before the body is read: without this, a
 * client declaring gigabytes is read up to the multipart parser's limit before the 413.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { PayloadTooLarge } from '../domain/errors.ts';
import { declaresOverLimit, uploadLimit, uploadTooLarge } from '../services/transformations/byte-limit.ts';

/** The Content-Length of a request, null when absent or not a plain number (chunked bodies). */
export function declaredBytes(request: FastifyRequest): number | null {
  const raw = request.headers['content-length'];
  return raw !== undefined && /^\d+$/.test(raw) ? Number(raw) : null;
}

/**
 * The 413 of an upload refused before its body was read: the connection is closed after the
 * answer, or Node would go on reading (and discarding) the rest of the declared body.
 */
export function refuseUnread(reply: FastifyReply, error: PayloadTooLarge): PayloadTooLarge {
  reply.header('connection', 'close');
  return error;
}

/** A route hook refusing a body that declares more than `limit()` bytes of file can fit in. */
export function refuseDeclaredOver(limit: () => number) {
  return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    if (declaresOverLimit(declaredBytes(request), limit())) {
      throw refuseUnread(reply, uploadTooLarge(uploadLimit(null, undefined, limit())));
    }
  };
}
