/**
 * The language of a request and its error messages, from the catalog (`locales/*.json`, see
 * src/domain/messages/). A customer's own language comes first, then the caller's Accept-Language
 * (the web apps send their picker's choice in it), then the user's language, then English: an API
 * caller who asks nothing gets the specification's English.
 */
import {
  acceptedLanguage,
  DEFAULT_LANGUAGE,
  errorMessage,
  type Language,
  languageOf,
} from '../domain/messages/index.ts';

export type { Language };

/** The message of an error's code in a language (src/domain/messages/error-message.ts). */
export function translate(
  code: string,
  language: Language,
  params: Record<string, string | number>,
  english?: string,
): string {
  return errorMessage({ code, params, ...(english !== undefined ? { message: english } : {}) }, language);
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
