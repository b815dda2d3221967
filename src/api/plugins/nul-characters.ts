/**
 * PostgreSQL cannot store U+0000 in text or jsonb, so a NUL that reached a query would end as a
 * 500. One check before validation refuses it wherever a request carries text: JSON strings and
 * keys, form fields, query values and path parameters (multipart parts are read as a stream and
 * checked in `multipart-parts.ts`). A 400 rather than a 409: the text cannot be read as text at
 * all, which is a matter of the request's shape, not of a property's rules.
 */
import type { FastifyInstance } from 'fastify';
import { BadRequest, fromCatalog } from '../../domain/errors.ts';

const NUL = '\u0000';

/** Where in a value the first NUL is (`user_metadata[0].value`), or null; iterative so deep nesting cannot overflow the stack. */
export function nulPath(value: unknown, root = ''): string | null {
  const stack: [unknown, string][] = [[value, root]];
  while (stack.length) {
    const [current, path] = stack.pop()!;
    if (typeof current === 'string') {
      if (current.includes(NUL)) return path;
    } else if (Array.isArray(current)) {
      for (let i = current.length - 1; i >= 0; i--) stack.push([current[i], `${path}[${i}]`]);
    } else if (current !== null && typeof current === 'object') {
      for (const [key, inner] of Object.entries(current)) {
        const at = path ? `${path}.${key}` : key;
        if (key.includes(NUL)) return at.replaceAll(NUL, '\\u0000');
        stack.push([inner, at]);
      }
    }
  }
  return null;
}

/**
 * Where a NUL was found: a part of the request (`params`, `query`, `body`, the `request_body` as a
 * whole) or of a multipart upload (a `field_name`, a `field`'s value, a file's `file_name`).
 */
export type NulPlace = 'params' | 'query' | 'body' | 'request_body' | 'field_name' | 'field' | 'file_name';

/** The error for a NUL found at `place`, in the property or field `name` ('' when it has none). */
export function nulRefused(place: NulPlace, name: string): BadRequest {
  // A multipart field may have an empty name: the sentence then names the field without it.
  const unnamed = name === '' && (place === 'field' || place === 'file_name');
  return new BadRequest(
    ...fromCatalog('exception.nul_character', { place: unnamed ? `${place}_unnamed` : place, name }),
  );
}

const PARTS = ['params', 'query', 'body'] as const;

export function registerNulRefusal(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    for (const part of PARTS) {
      const value = request[part];
      if (value === undefined || value === null) continue;
      const path = nulPath(value);
      if (path === null) continue;
      throw path ? nulRefused(part, path) : nulRefused('request_body', '');
    }
  });
}
