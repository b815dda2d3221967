/**
 * The console's language and its texts: the catalog's `ui.console.*` messages, over the
 * `ui.shared.*` ones every app uses. Code names a text by its key without the prefix
 * (`t('templates.title')` is `ui.console.templates.title`). The language is `?lang=`, else the
 * one last picked in this browser, else the browser's own; the page starts once its catalog is in.
 */
import { type KeysUnder, loadMessages } from '../../shared/i18n/catalog.ts';
import { type Language, localeOf, PSEUDO, pickLanguage } from '../../shared/i18n/index.ts';
import { translator } from '../../shared/i18n/translator.ts';

export type TextKey = KeysUnder<'console'> | KeysUnder<'shared'>;

/** Where the language picked in the console is kept for the next visit. */
const CHOSEN = 'ferry.console.language';

function chosenLanguage(): string | null {
  try {
    return localStorage.getItem(CHOSEN);
  } catch {
    return null;
  }
}

/** Keeps the reader's pick for the next visit (a browser that keeps nothing still shows it now). */
export function rememberLanguage(chosen: Language): void {
  try {
    localStorage.setItem(CHOSEN, chosen);
  } catch {
    // Storage refused (private mode): the address's ?lang= still carries the choice.
  }
}

export const language = pickLanguage(
  new URLSearchParams(location.search).get('lang'),
  navigator.languages,
  chosenLanguage(),
);

/** Dates and numbers as the browser's own variant of the page's language writes them (en-GB, fr-CA…). */
export const locale = localeOf(language, navigator.languages);

export const t = translator<TextKey>(
  locale,
  await loadMessages('console', language),
  ['ui.console.', 'ui.shared.'],
  language === PSEUDO,
);
