/**
 * Twig for receiver-written templates: compiled from text only, with autoescape off, the filters
 * the custom format promises (`json_encode` is built in; `escape('xml')` is added here), and no
 * way to reach the file system: `include`, `extends`, `source()` and friends are refused, since a
 * template is written by a receiver and rendered on a shared worker.
 */
import { createRequire } from 'node:module';

/** The small part of twig.js that Ferry uses. */
interface TwigModule {
  twig(params: { data: string; rethrow?: boolean; autoescape?: boolean }): {
    render(context: object): string;
  };
  cache(enabled: boolean): void;
  extend(fn: (twig: TwigInternals) => void): void;
  extendFunction(name: string, fn: (...args: unknown[]) => unknown): void;
}
interface TwigInternals {
  filters: Record<string, (value: unknown, params?: unknown[]) => unknown>;
  Templates: { registerLoader(name: string, fn: (...args: unknown[]) => unknown): void };
}

const require = createRequire(import.meta.url);
let loaded: TwigModule | null = null;

/**
 * twig.js, loaded and configured on first use. Requiring it (with the locutus functions it pulls
 * in) takes about 40 ms, which every run and every engine thread paid even when no custom format
 * was rendered.
 */
function twig(): TwigModule {
  if (loaded) return loaded;
  const module = require('twig') as TwigModule;
  configure(module);
  loaded = module;
  return module;
}

/** Escapes the five characters XML reserves. */
export function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

function refuse(): never {
  throw new Error('Templates cannot load other templates or files.');
}

function configure(twig: TwigModule): void {
  twig.cache(false);
  twig.extend((internals) => {
    const builtInEscape = internals.filters.escape!;
    internals.filters.escape = (value, params) =>
      params?.[0] === 'xml' ? (value == null ? '' : escapeXml(String(value))) : builtInEscape(value, params);
    internals.filters.e = internals.filters.escape;
    internals.Templates.registerLoader('fs', refuse);
    internals.Templates.registerLoader('ajax', refuse);
  });
  twig.extendFunction('source', refuse);
}

/** A compiled template. */
export interface CompiledTwig {
  /** Renders with the given variables; throws on a runtime error (unknown filter, bad call). */
  render(context: object): string;
}

/**
 * Compiles Twig source. Twig drops the newline right after a block tag (`{% endif %}\n`), as PHP
 * Twig does; at the very end of a template that would glue rows together, so a final newline
 * after a block tag is kept.
 */
export function compileTwig(source: string): CompiledTwig {
  const template = twig().twig({ data: source, rethrow: true, autoescape: false });
  const trailing = /%}(\r?\n)$/.exec(source)?.[1] ?? '';
  return { render: (context) => template.render(context) + trailing };
}

/** The message of anything twig.js throws (its TwigException is not an Error). */
export function twigErrorMessage(error: unknown): string {
  const message = (error as { message?: unknown } | null)?.message;
  return typeof message === 'string' ? message : String(error);
}

/**
 * Why `source` cannot be used, or null. It is compiled, then rendered once with `sample`
 * variables, because twig.js finds unknown filters and functions only when rendering.
 */
export function twigError(source: string, sample: object): string | null {
  try {
    compileTwig(source).render(sample);
    return null;
  } catch (error) {
    return twigErrorMessage(error);
  }
}
