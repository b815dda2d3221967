/**
 * Sample rows for the preview, made from the columns' types: values as the target file would hold
 * them after conversion (a date in the column's output format, a number with its separators, one
 * of its choices…), three rows that differ so the preview shows how rows follow each other.
 */
import type { Column } from '../model.ts';

export const SAMPLE_ROW_COUNT = 3;

export type SampleRow = Record<string, string>;

type Config = Record<string, unknown>;

const TEXTS = ['Blue ceramic mug', 'Oak side table', 'Linen napkins, set of 4'];
/** Text columns whose name says what they hold get values of that kind (checked in order). */
const NAMED_TEXTS: [RegExp, string[]][] = [
  [/zip|postal|postcode/i, ['69002', 'LS1 5AB', 'H4Z 1A1']],
  [/sku|code|ref|\bid\b|_id\b|number/i, ['MUG-1042', 'TBL-0007', 'NAP-0318']],
  [/first/i, ['Ada', 'Grace', 'Linus']],
  [/last|surname|family/i, ['Lovelace', 'Hopper', 'Torvalds']],
  [/city|town/i, ['Lyon', 'Leeds', 'Montréal']],
  [/country/i, ['France', 'United Kingdom', 'Canada']],
  [/phone|mobile/i, ['+33 4 72 00 00 00', '+44 113 496 0000', '+1 514 555 0100']],
  [/street|address/i, ['12 rue de la République', '4 Park Row', '800 rue du Square-Victoria']],
  [/note|comment|description/i, ['Gift wrap, please', '', 'Leave at the front desk']],
];
const OTHER_TEXTS = ['Harbour Street Café', 'Northwind Trading', 'Blue Lagoon Hotel'];
const NUMBERS = ['1234.5', '89.9', '12'];
const DATES: [number, number, number, number, number, number][] = [
  [2026, 3, 14, 9, 30, 0],
  [2026, 11, 2, 17, 5, 42],
  [2027, 1, 28, 0, 0, 0],
];
const MONTHS = [
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
const EMAILS = ['ada@example.com', 'grace.hopper@example.org', 'linus@example.net'];
const URLS = ['https://example.com/products/1', 'https://example.com/products/2', 'https://example.org/a'];
const IMAGES = [
  'https://example.com/img/mug.png',
  'https://example.com/img/table.jpg',
  'https://example.com/img/napkins.webp',
];

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** A date written with the DESIGN's tokens (YYYY YY MMMM MMM MM M DD D HH H hh h mm ss A). */
export function formatDate(pattern: string, [y, mo, d, h, mi, s]: number[]): string {
  const hour12 = h! % 12 === 0 ? 12 : h! % 12;
  const tokens: Record<string, string> = {
    YYYY: String(y),
    YY: pad(y! % 100),
    MMMM: MONTHS[mo! - 1]!,
    MMM: MONTHS[mo! - 1]!.slice(0, 3),
    MM: pad(mo!),
    M: String(mo),
    DD: pad(d!),
    D: String(d),
    HH: pad(h!),
    H: String(h),
    hh: pad(hour12),
    h: String(hour12),
    mm: pad(mi!),
    ss: pad(s!),
    A: h! < 12 ? 'AM' : 'PM',
  };
  return pattern.replace(/YYYY|YY|MMMM|MMM|MM|M|DD|D|HH|H|hh|h|mm|ss|A/g, (token) => tokens[token]!);
}

/** A decimal string written with the column's decimals and separators. */
export function formatNumber(value: string, config: Config): string {
  const decimals = typeof config.decimals === 'number' ? config.decimals : null;
  let [whole, fraction = ''] = (decimals === null ? value : Number(value).toFixed(decimals)).split('.');
  if (decimals !== null && config.trailing_zeros !== true) fraction = fraction.replace(/0+$/, '');
  const thousands = typeof config.separator_thousands === 'string' ? config.separator_thousands : '';
  whole = whole!.replace(/\B(?=(\d{3})+(?!\d))/g, thousands);
  const mark = typeof config.separator_decimals === 'string' ? config.separator_decimals : '.';
  return fraction ? `${whole}${mark}${fraction}` : whole!;
}

function pick<T>(list: T[], row: number): T | undefined {
  return list.length === 0 ? undefined : list[row % list.length];
}

/** A text value: by what the column's name says, else a product name (or a shop name for a second text column). */
function sampleText(column: Column, row: number, textIndex: number): string {
  const words = `${column.technical_name} ${column.pretty_name}`;
  const named = NAMED_TEXTS.find(([pattern]) => pattern.test(words))?.[1];
  const list = named ?? (textIndex % 2 === 0 ? TEXTS : OTHER_TEXTS);
  return list[row % list.length]!;
}

/**
 * A realistic target value of `column` for sample row `row` (0-based); `textIndex` counts the text
 * columns before it, so that two text columns do not show the same words.
 */
export function sampleValue(column: Column, row: number, textIndex = 0): string {
  const type = column.type as unknown as Record<string, Config | string | null>;
  const kind = String(type.type);
  const config = (type[`${kind.toLowerCase()}_data_type`] ?? {}) as Config;
  switch (kind) {
    case 'BOOLEAN':
      return row % 2 === 0 ? String(config.true_value ?? 'true') : String(config.false_value ?? 'false');
    case 'NUMBER':
      return formatNumber(NUMBERS[row % NUMBERS.length]!, config);
    case 'DATE': {
      const fallback = config.with_time === true ? 'YYYY-MM-DD HH:mm:ss' : 'YYYY-MM-DD';
      return formatDate(String(config.output_format ?? fallback), DATES[row % DATES.length]!);
    }
    case 'DATE_FORMAT':
      return formatDate(
        String(config.output_format ?? config.format ?? 'YYYY-MM-DD'),
        DATES[row % DATES.length]!,
      );
    case 'CHOICE': {
      const choices = (config.choices ?? []) as { value: string; label?: string | null }[];
      const choice = pick(choices, row);
      if (!choice) return `Option ${row + 1}`;
      return config.output === 'label' && choice.label ? choice.label : choice.value;
    }
    case 'LIST_OF_VALUES':
      return pick((config.values ?? []) as { value: string }[], row)?.value ?? `Value ${row + 1}`;
    case 'VALUE':
      return String(config.value ?? '');
    case 'EMAIL':
      return EMAILS[row % EMAILS.length]!;
    case 'URL':
      return URLS[row % URLS.length]!;
    case 'IMAGE':
      return IMAGES[row % IMAGES.length]!;
    case 'JSON':
      return JSON.stringify({ id: row + 1, tags: ['new'] });
    default:
      return sampleText(column, row, textIndex);
  }
}

const isText = (column: Column) => !KNOWN_TYPES.has(String(column.type.type));
const KNOWN_TYPES = new Set([
  'BOOLEAN',
  'NUMBER',
  'DATE',
  'DATE_FORMAT',
  'CHOICE',
  'LIST_OF_VALUES',
  'VALUE',
  'EMAIL',
  'URL',
  'IMAGE',
  'JSON',
]);

export function sampleRows(columns: Column[]): SampleRow[] {
  const textIndex = columns.map((_, i) => columns.slice(0, i).filter(isText).length);
  return Array.from({ length: SAMPLE_ROW_COUNT }, (_, row) =>
    Object.fromEntries(
      columns.map((column, i) => [column.technical_name, sampleValue(column, row, textIndex[i])]),
    ),
  );
}
