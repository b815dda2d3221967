/** The importer's language (en or fr) and its texts. */
import { EN, type TextKey } from './en.ts';
import { FR } from './fr.ts';

export type { TextKey };
export type Language = 'en' | 'fr';

/** `lang` from the URL (set by `<ferry-importer lang>`), else the browser's preference, else English. */
export function pickLanguage(requested: string | null, preferred: readonly string[]): Language {
  for (const tag of [requested, ...preferred]) {
    const base = tag?.toLowerCase().split('-')[0];
    if (base === 'fr' || base === 'en') return base;
  }
  return 'en';
}

/**
 * The text function of one language: `t('upload.sending', {sent: '1 MB'})`. `{rows|row|rows}` in
 * a text is the singular or plural word for the number given as `rows` (formatted or not).
 */
export function translator(language: Language) {
  const texts: Record<TextKey, string> = language === 'fr' ? FR : EN;
  const plural = new Intl.PluralRules(language);
  return (key: TextKey, params: Record<string, string | number> = {}): string =>
    texts[key]
      .replace(/\{(\w+)\|([^|}]*)\|([^}]*)\}/g, (_whole, name: string, one: string, other: string) => {
        const count = Number(String(params[name] ?? '').replace(/\D/g, ''));
        return plural.select(count) === 'one' ? one : other;
      })
      .replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}

export type Translate = ReturnType<typeof translator>;
