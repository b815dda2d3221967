/** Phrases and the catalog they are said from (see ./phrase.ts, ./render.ts, ./languages.ts). */

export { errorMessage, type SaidError } from './error-message.ts';
export {
  acceptedLanguage,
  catalogFolder,
  DEFAULT_LANGUAGE,
  LANGUAGES,
  type Language,
  languageOf,
} from './languages.ts';
export { type Phrase, type PhraseValue, phrase } from './phrase.ts';
export { canRender, catalogOf, hasMessage, render, say } from './render.ts';
