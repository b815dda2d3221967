/**
 * Response serializers compiled on a route's first answer of each status rather than all at start.
 * fast-json-stringify compiles one serializer per route, status and media type: several hundred
 * here, which made `app.ready()` take 3 s or more of CPU (most of a `ferry serve` start, and of
 * every app a test builds). Each is now compiled the first time it serves, with the same compiler
 * and options, then kept. `compileAll` compiles those not compiled yet, as the start used to: a
 * serializer that cannot compile would otherwise fail only its route's answers
 * (test/e2e/openapi-responses.test.ts calls it).
 */
import { SerializerSelector } from '@fastify/fast-json-stringify-compiler';

type SerializerFactory = ReturnType<typeof SerializerSelector>;
type Serializer = ReturnType<ReturnType<SerializerFactory>>;

export interface LazySerializers {
  /** For Fastify's `schemaController.compilersFactory.buildSerializer`. */
  factory: SerializerFactory;
  /** Compiles every serializer not compiled yet; throws what the compiler throws. */
  compileAll(): void;
}

/** Fastify's default serializer factory, each serializer compiled on its first use. */
export function lazySerializers(base: SerializerFactory = SerializerSelector()): LazySerializers {
  const pending = new Set<() => void>();
  const factory: SerializerFactory = (externalSchemas, options) => {
    const compile = base(externalSchemas, options);
    return (route) => {
      let serialize: Serializer | undefined;
      const ensure = () => {
        serialize ??= compile(route);
        pending.delete(ensure);
        return serialize;
      };
      pending.add(ensure);
      return (doc) => ensure()(doc);
    };
  };
  return {
    factory,
    compileAll() {
      for (const ensure of [...pending]) ensure();
    },
  };
}
