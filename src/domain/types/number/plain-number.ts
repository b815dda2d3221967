/**
 * The canonical value of the commonest number cells, read without the general reader (see
 * read-number.ts): an optional `-`, digits, and optionally one `.` or `,` between digits that is
 * not followed by exactly three of them (`1,234` is ambiguous and left to the general reader).
 * Any other text gives null and goes to the general reader, as does a value with more decimals
 * than `decimals` (it needs rounding). The general reader with its arrays of marks and its set
 * lookups was about 3 % of a 1M-row profile of the benchmark template (two NUMBER columns); the
 * tests check that both agree on such values.
 */
import { toCanonical } from './decimal-string.ts';

const MINUS = 45;
const DOT = 46;
const COMMA = 44;
const ZERO = 48;
const NINE = 57;

export function readPlainNumber(text: string, decimals: number | null): string | null {
  const length = text.length;
  const negative = text.charCodeAt(0) === MINUS;
  const start = negative ? 1 : 0;
  let mark = -1;
  for (let i = start; i < length; i++) {
    const c = text.charCodeAt(i);
    if (c >= 48 && c <= 57) continue;
    if ((c === DOT || c === COMMA) && mark < 0 && i > start) {
      mark = i;
      continue;
    }
    return null;
  }
  if (length === start) return null;
  if (mark < 0) {
    return toCanonical({ negative, int: negative ? text.slice(1) : text, frac: '' });
  }
  const fracLength = length - mark - 1;
  if (fracLength === 0 || fracLength === 3) return null;
  if (decimals !== null && fracLength > decimals) return null;
  return toCanonical({ negative, int: text.slice(start, mark), frac: text.slice(mark + 1) });
}

/**
 * Whether the ASCII bytes [start, end) are a canonical integer (`0`, or an optional `-` and digits
 * not starting with 0): a text `readPlainNumber`, and so the NUMBER converter whatever its
 * decimals, gives back as it is. `-0` and `007` are not: they become `0` and `7`.
 */
export function isCanonicalInteger(bytes: Uint8Array, start: number, end: number): boolean {
  const digits = bytes[start] === MINUS ? start + 1 : start;
  if (digits >= end) return false;
  const lead = bytes[digits]!;
  if (lead === ZERO) return digits === start && end === start + 1;
  if (lead < ZERO || lead > NINE) return false;
  for (let i = digits + 1; i < end; i++) {
    const c = bytes[i]!;
    if (c < ZERO || c > NINE) return false;
  }
  return true;
}
