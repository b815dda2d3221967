/**
 * Requests Fastify's router refuses before any route runs: a path parameter longer than the router
 * accepts (414) and a URL whose percent-encoding cannot be decoded (400). Fastify answers them with
 * its own bare JSON before authentication and the error handler; here they get the envelope and a
 * translated message like every other refusal.
 */
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { BadRequest, FerryError, fromCatalog } from '../../domain/errors.ts';
import { pickLanguage } from '../i18n.ts';
import { sendError } from './errors.ts';

/**
 * The longest path parameter, in characters as sent (percent-encoded). A customer is addressed by
 * its external ID or e-mail, up to 255 characters: each is at most 4 UTF-8 bytes, 12 characters
 * percent-encoded, so 3072 holds any of them (Fastify's default of 100 refused a 34-character
 * accented ID), and still refuses a path of megabytes before any work is done for it.
 */
export const MAX_PARAM_LENGTH = 3072;

/** 414: a path parameter over MAX_PARAM_LENGTH. */
export class ParameterTooLong extends FerryError {
  readonly status = 414;
  constructor() {
    const [message, code, params] = fromCatalog('exception.parameter_too_long', { limit: MAX_PARAM_LENGTH });
    super(code, message, params);
  }
}

function ferryErrorOf(error: FastifyError): FerryError {
  switch (error.code) {
    case 'FST_ERR_MAX_PARAM_LENGTH':
      return new ParameterTooLong();
    case 'FST_ERR_BAD_URL':
      return new BadRequest(...fromCatalog('exception.bad_url'));
    default:
      return new BadRequest(error.message);
  }
}

/** Fastify's `frameworkErrors` option: the request has no route, so no hook has run for it. */
export function answerFrameworkError(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): FastifyReply {
  request.language = pickLanguage(request.headers['accept-language']);
  request.debugLog = [];
  return sendError(ferryErrorOf(error), request, reply);
}
