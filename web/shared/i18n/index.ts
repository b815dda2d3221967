/**
 * The language of a page (en or fr) and the text function over a dictionary. Each app has its own
 * dictionary, spread over the shared one (`./en.ts`, `./fr.ts`) that holds the words every app uses.
 */

export type Language = 'en' | 'fr';

/** `lang` from the URL, else the browser's preference, else English. */
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
export function translator<Key extends string>(language: Language, texts: Record<Key, string>) {
  const plural = new Intl.PluralRules(language);
  return (key: Key, params: Record<string, string | number> = {}): string =>
    texts[key]
      .replace(/\{(\w+)\|([^|}]*)\|([^}]*)\}/g, (_whole, name: string, one: string, other: string) => {
        const count = Number(String(params[name] ?? '').replace(/\D/g, ''));
        return plural.select(count) === 'one' ? one : other;
      })
      .replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}
