/**
 * Numbers and sizes as the reader's locale writes them (`localeOf` in `index.ts`): 12,345 in
 * English, 12 345 in French, 12.345 in German; a file size with the locale's unit (1.2 MB, 1,2 Mo).
 */

/** A number with the locale's digit grouping and decimal mark. */
export function formatNumber(value: number, locale: string): string {
  return new Intl.NumberFormat(locale).format(value);
}

const BYTE_UNITS = ['byte', 'kilobyte', 'megabyte', 'gigabyte', 'terabyte'] as const;

/**
 * A byte count for people: the largest unit under which it is at least 1, to one decimal (1.2 MB).
 * `base` 1024 reads a size set in binary units, as the plans' limits are (100 MB is 100 × 1024²).
 */
export function formatBytes(bytes: number, locale: string, base: 1000 | 1024 = 1000): string {
  let value = bytes;
  let unit = 0;
  while (value >= base && unit < BYTE_UNITS.length - 1) {
    value /= base;
    unit += 1;
  }
  return new Intl.NumberFormat(locale, {
    style: 'unit',
    unit: BYTE_UNITS[unit],
    unitDisplay: 'short',
    maximumFractionDigits: unit ? 1 : 0,
  }).format(value);
}
