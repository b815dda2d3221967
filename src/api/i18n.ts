/**
 * The language of a request and its error messages, from the catalog (`locales/*.json`, see
 * src/domain/messages/). A customer's own language comes first, then the caller's Accept-Language
 * (the web apps send their picker's choice in it), then the user's language, then English: an API
 * caller who asks nothing gets the specification's English.
 */
import {
  acceptedLanguage,
  canRender,
  DEFAULT_LANGUAGE,
  type Language,
  languageOf,
  render,
} from '../domain/messages/index.ts';

export type { Language };

/**
 * A Violation's own message joins its violations, for logs and the CLI; the envelope lists them in
 * `violations` and says the catalog's sentence, in English too.
 */
const CATALOG_IN_ENGLISH = new Set(['exception.violation']);

/**
 * The message of an error's code in a language. English is the error's own message when it has
 * one (the most precise); another language is the catalog's message when the error gives every
 * value it names, else the English one.
 */
export function translate(
  code: string,
  language: Language,
  params: Record<string, string | number>,
  english?: string,
): string {
  const phrase = { code, values: params };
  const lang = languageOf(language) ?? DEFAULT_LANGUAGE;
  if (lang === DEFAULT_LANGUAGE && english !== undefined && !CATALOG_IN_ENGLISH.has(code)) return english;
  if (canRender(phrase, lang)) return render(phrase, lang);
  return english ?? (canRender(phrase, DEFAULT_LANGUAGE) ? render(phrase, DEFAULT_LANGUAGE) : code);
}

/**
 * The language of a request: the customer's own `language` when set, else the first language of
 * Accept-Language Ferry speaks, else the user's language, else English.
 */
export function pickLanguage(
  acceptLanguage: string | undefined,
  userLanguage?: string | null,
  customerLanguage?: string | null,
): Language {
  return (
    languageOf(customerLanguage) ??
    acceptedLanguage(acceptLanguage) ??
    languageOf(userLanguage) ??
    DEFAULT_LANGUAGE
  );
}
