/**
 * The one place where anything thrown becomes an HTTP answer: Ferry errors keep their status,
 * schema errors are split into 400/409, Fastify's own errors are mapped, and anything else is a
 * 500 that says nothing of internals and is logged with the request id.
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  BadRequest,
  FerryError,
  fromCatalog,
  PayloadTooLarge,
  ProductRequired,
  TooManyRequests,
  Violation,
} from '../../domain/errors.ts';
import { render } from '../../domain/messages/index.ts';
import { translate } from '../i18n.ts';
import { isMalformedUpload, MULTIPART_PARTS, malformedUpload } from '../multipart-parts.ts';
import { mapValidationErrors } from '../validation-errors.ts';

function fromFastify(error: FastifyError, request: FastifyRequest): FerryError | null {
  if (error.validation) {
    const part = error.validationContext ?? 'body';
    const schemas = request.routeOptions.schema as Record<string, unknown> | undefined;
    const source =
      part === 'body'
        ? request.body
        : part === 'querystring'
          ? request.query
          : part === 'params'
            ? request.params
            : request.headers;
    // A body described per content type (JSON or multipart on one path) was checked against its type's schema.
    const described = schemas?.[part] as { content?: Record<string, { schema: unknown }> } | undefined;
    const schema = described?.content
      ? described.content[(request as unknown as { mediaType: string }).mediaType]?.schema
      : described;
    return mapValidationErrors(error.validation as never, source, schema, part);
  }
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return new BadRequest(...fromCatalog('exception.invalid_json'));
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE': {
      const type = request.headers['content-type'];
      return new BadRequest(
        ...(type === undefined
          ? fromCatalog('exception.no_content_type')
          : fromCatalog('exception.unsupported_content_type', { type })),
      );
    }
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
    case 'FST_REQ_FILE_TOO_LARGE':
      return new PayloadTooLarge(Number(request.routeOptions.bodyLimit ?? 0));
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
    case 'FST_INVALID_JSON_FIELD_ERROR':
      return new BadRequest(...fromCatalog('exception.invalid_multipart'));
    case 'FST_PARTS_LIMIT':
    case 'FST_FIELDS_LIMIT':
      return new BadRequest(...fromCatalog('exception.too_many_parts', { max: MULTIPART_PARTS }));
    case 'FST_FILES_LIMIT':
      return new BadRequest(...fromCatalog('exception.too_many_files'));
    default:
      if (isMalformedUpload(error)) return malformedUpload(error);
      // Any other client error Fastify or a plugin raises is the request's fault, never a 500.
      return error.statusCode && error.statusCode >= 400 && error.statusCode < 500
        ? new BadRequest(error.message)
        : null;
  }
}

function payloadOf(error: FerryError, request: FastifyRequest): Record<string, unknown> {
  const message = translate(error.code, request.language, error.params, error.message);
  const payload: Record<string, unknown> = { error: { code: error.code, message } };
  if (error instanceof Violation)
    payload.violations = error.violations.map(({ property_path, invalid_value, message, said }) => ({
      property_path,
      invalid_value,
      message: said ? render(said, request.language) : message,
    }));
  return payload;
}

/** The envelope of a Ferry error, as every refused request carries it. */
export function sendError(error: FerryError, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  if (error instanceof TooManyRequests) reply.header('retry-after', String(error.retryAfterSeconds));
  return reply.status(error.status).send({
    success: false,
    payload: payloadOf(error, request),
    product: error instanceof ProductRequired ? error.product : null,
    debug: request.debugLog ?? [],
  });
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((raw: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const error = raw instanceof FerryError ? raw : fromFastify(raw, request);
    if (!error) {
      request.log.error({ err: raw }, 'unhandled error');
      const params = { request_id: request.id };
      return reply.status(500).send({
        success: false,
        payload: {
          error: {
            code: 'exception.internal',
            message: translate('exception.internal', request.language, params),
          },
        },
        product: null,
        debug: request.debugLog,
      });
    }
    if (error.status >= 500) request.log.error({ err: raw }, error.message);
    return sendError(error, request, reply);
  });

  app.setNotFoundHandler((request, reply) => {
    reply.status(404).send({
      success: false,
      payload: {
        error: {
          code: 'exception.route_not_found',
          message: translate('exception.route_not_found', request.language, {
            method: request.method,
            url: request.url,
          }),
        },
      },
      product: null,
      debug: request.debugLog,
    });
  });
}
