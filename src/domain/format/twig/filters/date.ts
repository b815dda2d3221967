/**
 * `date(format)`: an ISO date (`2024-05-31`, `2024-05-31 08:00`, `2024-05-31T08:00:00+02:00`) or
 * a Unix timestamp, written with PHP's format letters, in UTC. Unlike Twig, an empty value gives
 * an empty text rather than the current date: a row's empty cell is not "now", and a render's
 * output depends only on its row.
 */

import { ENGLISH_MONTHS } from '../../../types/date/month-names.ts';
import { TwigError } from '../errors.ts';
import { toText, type Value } from '../values.ts';
import type { Filter } from './filter.ts';

const ISO =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?)?\s*(Z|[+-]\d{2}:?\d{2})?$/;
const DAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const pad = (n: number, size = 2) => String(n).padStart(size, '0');

function readDate(value: Value): Date | null {
  if (value === null || value === '') return null;
  if (typeof value === 'number' || (typeof value === 'string' && /^-?\d+$/.test(value))) {
    return new Date(Number(value) * 1000);
  }
  const text = toText(value).trim();
  const match = ISO.exec(text);
  const date = match
    ? new Date(
        `${match[1]}-${match[2]}-${match[3]}T${match[4] ?? '00'}:${match[5] ?? '00'}:${match[6] ?? '00'}${normalOffset(match[7])}`,
      )
    : null;
  if (!date || Number.isNaN(date.getTime())) {
    throw new TwigError('runtime', 'date_unreadable', { value: text.slice(0, 40) });
  }
  return date;
}

const normalOffset = (offset: string | undefined) =>
  offset === undefined || offset === 'Z' ? 'Z' : `${offset.slice(0, 3)}:${offset.slice(-2)}`;

const LETTERS: Record<string, (d: Date) => string> = {
  d: (d) => pad(d.getUTCDate()),
  D: (d) => DAYS[d.getUTCDay()]!.slice(0, 3),
  j: (d) => String(d.getUTCDate()),
  l: (d) => DAYS[d.getUTCDay()]!,
  N: (d) => String(d.getUTCDay() || 7),
  w: (d) => String(d.getUTCDay()),
  m: (d) => pad(d.getUTCMonth() + 1),
  M: (d) => ENGLISH_MONTHS[d.getUTCMonth()]!.slice(0, 3),
  n: (d) => String(d.getUTCMonth() + 1),
  F: (d) => ENGLISH_MONTHS[d.getUTCMonth()]!,
  Y: (d) => String(d.getUTCFullYear()),
  y: (d) => pad(d.getUTCFullYear() % 100),
  H: (d) => pad(d.getUTCHours()),
  G: (d) => String(d.getUTCHours()),
  h: (d) => pad(d.getUTCHours() % 12 || 12),
  g: (d) => String(d.getUTCHours() % 12 || 12),
  i: (d) => pad(d.getUTCMinutes()),
  s: (d) => pad(d.getUTCSeconds()),
  A: (d) => (d.getUTCHours() < 12 ? 'AM' : 'PM'),
  a: (d) => (d.getUTCHours() < 12 ? 'am' : 'pm'),
  U: (d) => String(Math.floor(d.getTime() / 1000)),
  e: () => 'UTC',
  T: () => 'UTC',
  P: () => '+00:00',
  O: () => '+0000',
  c: (d) => d.toISOString().replace(/\.\d{3}Z$/, '+00:00'),
};

export const date: Filter = (input, [format = 'F j, Y H:i', timezone = null]) => {
  if (timezone !== null && timezone !== false && toText(timezone) !== 'UTC') {
    throw new TwigError('runtime', 'date_utc_only');
  }
  const when = readDate(input);
  if (when === null) return '';
  const pattern = toText(format);
  let out = '';
  for (let i = 0; i < pattern.length; i++) {
    const char = pattern[i]!;
    if (char === '\\') out += pattern[++i] ?? '';
    else out += LETTERS[char]?.(when) ?? char;
  }
  return out;
};
