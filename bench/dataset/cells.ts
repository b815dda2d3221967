/**
 * Cell formatters of the generated file: EAN-13 codes, prices in the two decimal styles, and the
 * two date styles. Each returns the text exactly as it is written in the CSV (before quoting).
 */
import type { SeededRandom } from './random.ts';

/** The EAN-13 check digit of 12 digits: odd positions weigh 1, even ones 3. */
export function eanCheckDigit(first12: string): number {
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += Number(first12[i]) * (i % 2 === 0 ? 1 : 3);
  return (10 - (sum % 10)) % 10;
}

export function validEan(random: SeededRandom): string {
  const first12 = `3${random.digits(11)}`;
  return first12 + String(eanCheckDigit(first12));
}

/** The same code with a wrong check digit. */
export function wrongEan(random: SeededRandom): string {
  const first12 = `3${random.digits(11)}`;
  return first12 + String((eanCheckDigit(first12) + random.int(1, 9)) % 10);
}

function groupThousands(integer: string, separator: string): string {
  return integer.replace(/\B(?=(\d{3})+(?!\d))/g, separator);
}

/** `1 234,56`: the style of most European exports (space thousands, comma decimals). */
export function europeanPrice(cents: number): string {
  const integer = String(Math.floor(cents / 100));
  return `${groupThousands(integer, ' ')},${String(cents % 100).padStart(2, '0')}`;
}

/** `1,234.56`: the English style. */
export function englishPrice(cents: number): string {
  const integer = String(Math.floor(cents / 100));
  return `${groupThousands(integer, ',')}.${String(cents % 100).padStart(2, '0')}`;
}

const DAY_MS = 86_400_000;
const FIRST_DAY = Date.UTC(2015, 0, 1) / DAY_MS;
const LAST_DAY = Date.UTC(2025, 11, 31) / DAY_MS;

const two = (n: number): string => String(n).padStart(2, '0');

/** A day between 2015-01-01 and 2025-12-31, as days since the epoch. */
export function randomDay(random: SeededRandom): number {
  return random.int(FIRST_DAY, LAST_DAY);
}

/** `DD/MM/YYYY`, the French style. */
export function frenchDate(day: number): string {
  const date = new Date(day * DAY_MS);
  return `${two(date.getUTCDate())}/${two(date.getUTCMonth() + 1)}/${date.getUTCFullYear()}`;
}

/** `YYYY-MM-DD HH:mm:ss` at `seconds` after midnight of `day`. */
export function isoDateTime(day: number, seconds: number): string {
  const date = new Date(day * DAY_MS + seconds * 1000);
  const ymd = `${date.getUTCFullYear()}-${two(date.getUTCMonth() + 1)}-${two(date.getUTCDate())}`;
  return `${ymd} ${two(date.getUTCHours())}:${two(date.getUTCMinutes())}:${two(date.getUTCSeconds())}`;
}

/** Quotes a field when it holds a comma, a quote or a line break, doubling quotes (RFC 4180). */
export function csvField(value: string): string {
  if (!/[",\n\r]/.test(value)) return value;
  return `"${value.replaceAll('"', '""')}"`;
}
