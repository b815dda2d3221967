/**
 * The reader's choice of language, beside signing out and under the sign-in card: the page opens
 * again in the language picked (`?lang=` in the address), and the choice is kept for the next visit.
 */
import { addressIn, LANGUAGES, type Language, PSEUDO } from '../../../shared/i18n/index.ts';
import { language, rememberLanguage, t } from '../i18n.ts';

function choose(chosen: Language): void {
  rememberLanguage(chosen);
  location.assign(addressIn(chosen, location.href));
}

export function LanguagePicker() {
  return (
    <label class="language-picker">
      <span class="language-picker-label">{t('language.label')}</span>
      <select
        value={language === PSEUDO ? 'en' : language}
        onChange={(event) => choose((event.target as HTMLSelectElement).value as Language)}
      >
        {LANGUAGES.map((code) => (
          <option key={code} value={code} lang={code}>
            {t(`language.${code}`)}
          </option>
        ))}
      </select>
    </label>
  );
}
