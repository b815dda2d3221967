/** The importer's language (en or fr) and its texts: its own dictionary over the shared one. */

import { SHARED_EN, type SharedKey } from '../../../shared/i18n/en.ts';
import { SHARED_FR } from '../../../shared/i18n/fr.ts';
import { type Language, pickLanguage as pick, translator as shared } from '../../../shared/i18n/index.ts';
import { EN, type TextKey as ImporterKey } from './en.ts';
import { FR } from './fr.ts';

export type TextKey = ImporterKey | SharedKey;
export type { Language };

/** `lang` from the URL (set by `<ferry-importer lang>`), else the browser's preference, else English. */
export const pickLanguage = pick;

export function translator(language: Language) {
  const texts: Record<TextKey, string> =
    language === 'fr' ? { ...SHARED_FR, ...FR } : { ...SHARED_EN, ...EN };
  return shared<TextKey>(language, texts);
}

export type Translate = ReturnType<typeof translator>;
