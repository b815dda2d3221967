/** A customer's language by its name in the console's language; null when none is set. */
import { LANGUAGES, type Language } from '../../../../shared/i18n/index.ts';
import { t } from '../../i18n.ts';

/** The languages a customer can be given: every language of the catalog. */
export const CUSTOMER_LANGUAGES: readonly Language[] = LANGUAGES;

export function languageName(language: Language | null): string | null {
  return language === null ? null : t(`customers.language.${language}`);
}
