/** What Ferry adds to Fastify's request and instance. */

import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type {
  FastifyBaseLogger,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import type { Services } from '../services/container.ts';
import type { Principal } from '../services/principal.ts';
import type { Language } from './i18n.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The authenticated caller; set on every route that is not public. */
    principal: Principal;
    /** Language of translated messages. */
    language: Language;
    /** Entries of the envelope's debug array (filled only with FERRY_DEBUG=1). */
    debugLog: unknown[];
  }
  interface FastifyInstance {
    services: Services;
    /** Compiles every response serializer not compiled yet (they are compiled on first use). */
    compileSerializers(): void;
  }
  interface FastifyContextConfig {
    /** No bearer token needed (openapi.json, docs, healthz, auth grants). */
    public?: boolean;
  }
}

/** The Fastify instance routes are written against (TypeBox-typed). */
export type App = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  TypeBoxTypeProvider
>;
