import { foldForMatch } from '../word-lookup/fold.ts';

/** English names, used when a format writes MMMM or MMM. */
export const ENGLISH_MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

// Full names and usual abbreviations, English then French, compared without case or accents.
const NAMES: Record<number, string[]> = {
  1: ['january', 'jan', 'janvier', 'janv'],
  2: ['february', 'feb', 'fevrier', 'fevr', 'fev'],
  3: ['march', 'mar', 'mars'],
  4: ['april', 'apr', 'avril', 'avr'],
  5: ['may', 'mai'],
  6: ['june', 'jun', 'juin'],
  7: ['july', 'jul', 'juillet', 'juil'],
  8: ['august', 'aug', 'aout', 'aou'],
  9: ['september', 'sep', 'sept', 'septembre'],
  10: ['october', 'oct', 'octobre'],
  11: ['november', 'nov', 'novembre'],
  12: ['december', 'dec', 'decembre'],
};

/** Characters of the longest name above: no longer run of letters can be a month. */
export const LONGEST_MONTH_NAME = Math.max(
  ...Object.values(NAMES)
    .flat()
    .map((name) => name.length),
);

const MONTHS = new Map<string, number>();
for (const [month, names] of Object.entries(NAMES)) for (const name of names) MONTHS.set(name, Number(month));

const WEEKDAYS = new Set(
  [
    ['monday', 'mon', 'lundi', 'lun'],
    ['tuesday', 'tue', 'tues', 'mardi', 'mar'],
    ['wednesday', 'wed', 'mercredi', 'mer'],
    ['thursday', 'thu', 'thur', 'thurs', 'jeudi', 'jeu'],
    ['friday', 'fri', 'vendredi', 'ven'],
    ['saturday', 'sat', 'samedi', 'sam'],
    ['sunday', 'sun', 'dimanche', 'dim'],
  ].flat(),
);

/** The month (1–12) an English or French name or abbreviation designates, or undefined. */
export function monthOfName(word: string): number | undefined {
  const key = foldForMatch(word.endsWith('.') ? word.slice(0, -1) : word);
  return MONTHS.get(key);
}

/** True for an English or French weekday name or abbreviation. */
export function isWeekdayName(word: string): boolean {
  return WEEKDAYS.has(foldForMatch(word.endsWith('.') ? word.slice(0, -1) : word));
}
