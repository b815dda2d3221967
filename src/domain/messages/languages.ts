/**
 * The languages Ferry speaks: one per catalog file in `locales/`, English first. Adding a language
 * is adding its file; nothing else lists them (the web apps' picker keeps its own order).
 */
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';

/** A language code of the catalog: `en`, `fr`, `de`, `es`… */
export type Language = string;

/** The language of anything nobody asked otherwise for: the specification's samples are English. */
export const DEFAULT_LANGUAGE: Language = 'en';

/**
 * The folder of the catalog, found upwards from this module: the sources (src/domain/messages)
 * and the compiled CLI (node_modules/.cache/ferry/build-…) both sit below the project's root.
 */
export function catalogFolder(from: string = import.meta.dirname): string {
  let dir = from;
  for (;;) {
    if (existsSync(path.join(dir, 'locales', `${DEFAULT_LANGUAGE}.json`))) return path.join(dir, 'locales');
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`No locales/ folder above ${from}`);
    dir = parent;
  }
}

/** Every language with a catalog file, English first, then in alphabetical order. */
export const LANGUAGES: readonly Language[] = readdirSync(catalogFolder())
  .filter((name) => /^[a-z]{2,3}\.json$/.test(name))
  .map((name) => name.slice(0, -'.json'.length))
  .sort((a, b) => (a === DEFAULT_LANGUAGE ? -1 : b === DEFAULT_LANGUAGE ? 1 : a.localeCompare(b)));

const KNOWN = new Set(LANGUAGES);

/** The language of a tag (`fr`, `fr-CA`, `DE`), or null when Ferry does not speak it. */
export function languageOf(tag: string | null | undefined): Language | null {
  const base = tag?.trim().toLowerCase().split(/[-_]/)[0];
  return base && KNOWN.has(base) ? base : null;
}

/** The first language of an Accept-Language header Ferry speaks, by the header's weights; null when none. */
export function acceptedLanguage(header: string | undefined): Language | null {
  const ranked = (header ?? '')
    .split(',')
    .map((part, order) => {
      const [tag = '', ...rest] = part.trim().split(';');
      const q = rest.find((r) => r.trim().startsWith('q='));
      return { language: languageOf(tag), q: q ? Number(q.trim().slice(2)) : 1, order };
    })
    .filter((l) => l.language !== null && l.q > 0)
    .sort((a, b) => b.q - a.q || a.order - b.order);
  return ranked[0]?.language ?? null;
}
