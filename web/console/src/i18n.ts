/** The console's language (`?lang=fr`, else the browser's) and its text function. */

import { SHARED_EN, type SharedKey } from '../../shared/i18n/en.ts';
import { SHARED_FR } from '../../shared/i18n/fr.ts';
import { pickLanguage, translator } from '../../shared/i18n/index.ts';
import { AREAS, type AreaKey } from './texts/areas.ts';
import { type ConsoleKey, EN } from './texts/en.ts';
import { FR } from './texts/fr.ts';

export type TextKey = ConsoleKey | SharedKey | AreaKey;

export const language = pickLanguage(new URLSearchParams(location.search).get('lang'), navigator.languages);

/** Dates and numbers as the browser's own variant of the page's language writes them (en-GB, fr-CA…). */
export const locale = navigator.languages.find((tag) => tag.toLowerCase().startsWith(language)) ?? language;

const areas = Object.assign({}, ...AREAS.map((area) => area[language])) as Record<AreaKey, string>;

export const t = translator<TextKey>(
  language,
  language === 'fr' ? { ...SHARED_FR, ...FR, ...areas } : { ...SHARED_EN, ...EN, ...areas },
);
