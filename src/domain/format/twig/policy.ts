/**
 * The sandbox policy, as Twig's SandboxExtension states one: the tags, filters, functions and tests
 * a template may use. Anything else is refused when the template is parsed, so saving a template
 * checks it fully without running it.
 */
import { TwigError } from './errors.ts';

export const ALLOWED_TAGS = ['apply', 'for', 'if', 'set', 'verbatim'] as const;

/**
 * Names that lead out of plain data in other Twig engines (the special variables, and the JS
 * properties that reach constructors): refused where a template writes them, so the mistake is
 * reported when saving. Computed keys (`x["constr" ~ "uctor"]`) simply find nothing, since
 * values are Maps and arrays read by own entry.
 */
const REFUSED_NAMES = new Set(['_self', '_context', '_charset', 'constructor', '__proto__', 'prototype']);

export function checkName(name: string, line: number): void {
  if (REFUSED_NAMES.has(name)) {
    throw new TwigError('refused', 'refused_name', { name }, line);
  }
}

export function refuse(
  what: 'tag' | 'filter' | 'function' | 'test',
  name: string,
  allowed: readonly string[],
  line: number,
): never {
  throw new TwigError('refused', 'refused', { what, name, allowed: [...allowed].sort().join(', ') }, line);
}
