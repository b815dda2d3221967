/**
 * Exact arithmetic on decimal digit strings. Numbers stay strings from the source cell to the
 * target file: a float would turn 0.285 into 0.28499999… and 2^53 + 1 into 2^53.
 */

/** A number split into its parts: `int` has no leading zeros ('' for zero), `frac` its decimals. */
export interface DecimalParts {
  negative: boolean;
  int: string;
  frac: string;
}

function stripLeadingZeros(digits: string): string {
  let i = 0;
  while (i < digits.length && digits.charCodeAt(i) === 48) i++;
  return i === 0 ? digits : digits.slice(i);
}

function stripTrailingZeros(digits: string): string {
  let end = digits.length;
  while (end > 0 && digits.charCodeAt(end - 1) === 48) end--;
  return end === digits.length ? digits : digits.slice(0, end);
}

/** Moves the decimal point: `exponent` 3 turns 1.5 into 1500, -2 turns 12 into 0.12. */
export function shiftPoint(int: string, frac: string, exponent: number): { int: string; frac: string } {
  if (exponent === 0) return { int, frac };
  const digits = int + frac;
  const point = int.length + exponent;
  if (point <= 0) return { int: '', frac: '0'.repeat(-point) + digits };
  if (point >= digits.length) return { int: digits + '0'.repeat(point - digits.length), frac: '' };
  return { int: digits.slice(0, point), frac: digits.slice(point) };
}

/** Adds one unit to the last digit of a digit string ("199" → "200", "99" → "100"). */
function increment(digits: string): string {
  let i = digits.length - 1;
  while (i >= 0 && digits.charCodeAt(i) === 57) i--;
  if (i < 0) return `1${'0'.repeat(digits.length)}`;
  return (
    digits.slice(0, i) + String.fromCharCode(digits.charCodeAt(i) + 1) + '0'.repeat(digits.length - i - 1)
  );
}

/** Rounds to `decimals` places, half away from zero (2.345 → 2.35, -2.345 → -2.35). */
export function roundHalfAwayFromZero(parts: DecimalParts, decimals: number): DecimalParts {
  if (parts.frac.length <= decimals) return parts;
  const kept = parts.int + parts.frac.slice(0, decimals);
  const roundsUp = parts.frac.charCodeAt(decimals) >= 53;
  const digits = roundsUp ? increment(kept.length === 0 ? '0' : kept) : kept;
  const intLength = digits.length - decimals;
  return { negative: parts.negative, int: digits.slice(0, intLength), frac: digits.slice(intLength) };
}

/** The canonical text: `-1234.5`, no leading or trailing zeros, `0` for every zero. */
export function toCanonical(parts: DecimalParts): string {
  const int = stripLeadingZeros(parts.int);
  const frac = stripTrailingZeros(parts.frac);
  if (int === '' && frac === '') return '0';
  const body = frac === '' ? int || '0' : `${int || '0'}.${frac}`;
  return parts.negative ? `-${body}` : body;
}

/** Splits a canonical number back into its parts. */
export function fromCanonical(canonical: string): DecimalParts {
  const negative = canonical.charCodeAt(0) === 45;
  const body = negative ? canonical.slice(1) : canonical;
  const point = body.indexOf('.');
  if (point < 0) return { negative, int: body === '0' ? '' : body, frac: '' };
  const int = body.slice(0, point);
  return { negative, int: int === '0' ? '' : int, frac: body.slice(point + 1) };
}
