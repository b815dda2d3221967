/**
 * The languages of the web apps and which one a page is in. Every text comes from the catalog at
 * the repository's root (`locales/<language>.json`, ICU MessageFormat): `catalog.ts` loads the
 * page's language, `translator.ts` formats its messages, `pseudo.ts` makes the test language.
 */

/** The languages a reader may choose, in the order the pickers list them. */
export const LANGUAGES = ['en', 'fr', 'de', 'es'] as const;

export type Language = (typeof LANGUAGES)[number];

/**
 * The pseudo-language: English with every text bracketed and lengthened, to see on a screen what is
 * not translated or what a longer language would cut. Asked for with `?lang=xx` only.
 */
export const PSEUDO = 'xx';

/** The language of a page: one of the four, or the pseudo-language. */
export type PageLanguage = Language | typeof PSEUDO;

const isLanguage = (tag: string | undefined): tag is Language =>
  (LANGUAGES as readonly string[]).includes(tag ?? '');

const baseOf = (tag: string | null | undefined) => tag?.toLowerCase().split('-')[0];

/**
 * `requested` (the URL's `lang`), else `chosen` (the reader's pick, kept by the page), else the
 * browser's preference, else English. The pseudo-language is taken from the URL only.
 */
export function pickLanguage(
  requested: string | null,
  preferred: readonly string[],
  chosen: string | null = null,
): PageLanguage {
  if (baseOf(requested) === PSEUDO) return PSEUDO;
  for (const tag of [requested, chosen, ...preferred]) {
    const base = baseOf(tag);
    if (isLanguage(base)) return base;
  }
  return 'en';
}

/**
 * The tag dates and numbers are written with: the browser's own variant of the page's language
 * (en-GB, fr-CA…) when it has one, else the language; English for the pseudo-language.
 */
export function localeOf(language: PageLanguage, preferred: readonly string[]): string {
  const base = language === PSEUDO ? 'en' : language;
  return preferred.find((tag) => baseOf(tag) === base) ?? base;
}

/** The address of this page in another language: its `lang` parameter replaced. */
export function addressIn(language: Language, href: string): string {
  const url = new URL(href);
  url.searchParams.set('lang', language);
  return url.toString();
}
