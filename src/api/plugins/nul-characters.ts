/**
 * PostgreSQL cannot store U+0000 in text or jsonb, so a NUL that reached a query would end as a
 * 500. One check before validation refuses it wherever a request carries text: JSON strings and
 * keys, form fields, query values and path parameters (multipart parts are read as a stream and
 * checked in `multipart-parts.ts`). A 400 rather than a 409: the text cannot be read as text at
 * all, which is a matter of the request's shape, not of a property's rules.
 */
import type { FastifyInstance } from 'fastify';
import { BadRequest } from '../../domain/errors.ts';

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

/** The error for a NUL found in `label` `name` (e.g. "The property" `name`). */
export function nulRefused(label: string, name: string): BadRequest {
  const what = name ? `${label} ${name}` : label;
  return new BadRequest(
    `${what} contains a NUL character, which is not accepted.`,
    'exception.nul_character',
    {
      name: name || label,
    },
  );
}

const PARTS = [
  ['params', 'The path parameter'],
  ['query', 'The query parameter'],
  ['body', 'The property'],
] as const;

export function registerNulRefusal(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    for (const [part, label] of PARTS) {
      const value = request[part];
      if (value === undefined || value === null) continue;
      const path = nulPath(value);
      if (path === null) continue;
      throw path ? nulRefused(label, path) : nulRefused('The request body', '');
    }
  });
}
