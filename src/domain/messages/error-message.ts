/**
 * The message of an error a person reads, in a language: an error carries its catalog code, the
 * values of its message and its own English sentence (src/domain/errors.ts).
 */
import { DEFAULT_LANGUAGE, type Language, languageOf } from './languages.ts';
import { canRender, render } from './render.ts';

/** What an error says: its code, the values its message names, its English sentence when it has one. */
export interface SaidError {
  code: string;
  params: Record<string, string | number>;
  message?: string;
}

/**
 * Errors whose envelope says the catalog's sentence in English too: a Violation's own message joins
 * its violations (for logs and the CLI) where the envelope lists them in `violations`; a cell or a
 * replace over its bound adds that nothing was changed; the rate limit's and the internal error's
 * own messages are for logs.
 */
const CATALOG_IN_ENGLISH = new Set([
  'exception.violation',
  'exception.cell_too_long',
  'exception.replace_too_large',
  'exception.rate_limited',
  'exception.internal',
]);

/**
 * English is the error's own message when it has one (the most precise); another language is the
 * catalog's message when the error gives every value it names, else the English one.
 */
export function errorMessage(error: SaidError, language: Language): string {
  const phrase = { code: error.code, values: error.params };
  const lang = languageOf(language) ?? DEFAULT_LANGUAGE;
  const english = error.message;
  if (lang === DEFAULT_LANGUAGE && english !== undefined && !CATALOG_IN_ENGLISH.has(error.code))
    return english;
  if (canRender(phrase, lang)) return render(phrase, lang);
  return english ?? (canRender(phrase, DEFAULT_LANGUAGE) ? render(phrase, DEFAULT_LANGUAGE) : error.code);
}
