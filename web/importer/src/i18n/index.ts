/**
 * The importer's language and its texts: the catalog's `ui.importer.*` messages, over the
 * `ui.shared.*` ones every app uses. Code names a text by its key without the prefix
 * (`t('upload.sending')` is `ui.importer.upload.sending`).
 */
import { type KeysUnder, loadMessages } from '../../../shared/i18n/catalog.ts';
import { localeOf, type PageLanguage, PSEUDO, pickLanguage as pick } from '../../../shared/i18n/index.ts';
import { type Translate as SharedTranslate, translator } from '../../../shared/i18n/translator.ts';

export type TextKey = KeysUnder<'importer'> | KeysUnder<'shared'>;
export type Translate = SharedTranslate<TextKey>;
export type { PageLanguage as Language };

/** `lang` from the URL (set by `<ferry-importer lang>` or the picker), else the browser's preference, else English. */
export const pickLanguage = (requested: string | null, preferred: readonly string[]) =>
  pick(requested, preferred);

/** The text function of `language`, once its catalog is downloaded; `locale` writes its numbers and dates. */
export async function loadTranslator(language: PageLanguage, locale: string): Promise<Translate> {
  const messages = await loadMessages('importer', language);
  return translator<TextKey>(locale, messages, ['ui.importer.', 'ui.shared.'], language === PSEUDO);
}

export { localeOf };
