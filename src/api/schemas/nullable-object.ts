import { type Static, type TSchema, Type } from 'typebox';

/**
 * An object or null as one schema (`type: [object, null]`) rather than a union: a wrong property
 * inside is then reported at its own path (a 400 for `ftp.port`), never as the whole object being
 * "not valid", which would echo the object, a password or a header value included, as the
 * invalid value.
 */
export function nullableObject<T extends TSchema>(schema: T) {
  return Type.Unsafe<Static<T> | null>({ ...schema, type: ['object', 'null'] });
}
