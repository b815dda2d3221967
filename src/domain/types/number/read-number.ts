import type { DecimalParts } from './decimal-string.ts';
import { shiftPoint } from './decimal-string.ts';

/** The character that separates decimals in a source value. */
export type DecimalMark = '.' | ',';

/** A source value read as a number, and what it says about the column's style. */
export interface NumberReading extends DecimalParts {
  /** The decimal mark this value proves on its own; null when it has none or is ambiguous (`1,234`). */
  evidence: DecimalMark | null;
  /** The value ended with a percent sign. */
  percent: boolean;
}

const CURRENCY = new Set(['€', '$', '£', '¥', '₹', '₽', '₩', '¢', '₺', '₴', '₪', '₫', '₣']);
// Spaces and apostrophes only ever group thousands: 1 234,5 (fr), 1'234.5 (ch), narrow no-break space (fr).
const GROUP = new Set([' ', '\u00a0', '\u202f', '\u2009', "'", '\u2019']);
const MINUS = new Set(['-', '\u2212']);
const MAX_EXPONENT = 400;
const EXPONENT = /^[+-]?\d{1,4}$/;

function isDigit(code: number): boolean {
  return code >= 48 && code <= 57;
}

/**
 * Reads one trimmed value. A lone `.` or `,` followed by exactly three digits (`1,234`) is
 * ambiguous: `ambiguousMark` decides, the mark chosen for the whole column.
 * Returns null when the text is not a number.
 */
export function readNumber(text: string, ambiguousMark: DecimalMark): NumberReading | null {
  let i = 0;
  let end = text.length;
  let negative = false;
  let parens = false;
  let accounting = false;
  let percent = false;
  // Prefix: an opening parenthesis (accounting negative), a sign, currency and spaces, in any order.
  for (; i < end; i++) {
    const ch = text[i]!;
    if (ch === '(' && !accounting && !negative) {
      parens = true;
      accounting = true;
    } else if (MINUS.has(ch) && !negative) negative = true;
    else if (ch === '+' && !negative) continue;
    else if (!CURRENCY.has(ch) && !GROUP.has(ch)) break;
  }
  // Suffix: closing parenthesis, percent, currency and spaces.
  for (; end > i; end--) {
    const ch = text[end - 1]!;
    if (ch === ')' && parens) parens = false;
    else if (ch === '%' && !percent) percent = true;
    else if (!CURRENCY.has(ch) && !GROUP.has(ch)) break;
  }
  if (parens) return null;
  if (accounting) negative = true;

  let digits = '';
  let runStart = i;
  const markChars: string[] = [];
  const markAt: number[] = [];
  let exponent = 0;
  for (; i < end; i++) {
    const code = text.charCodeAt(i);
    if (isDigit(code)) continue;
    const ch = text[i]!;
    digits += text.slice(runStart, i);
    runStart = i + 1;
    if (ch === 'e' || ch === 'E') {
      const exp = text.slice(i + 1, end);
      if (!EXPONENT.test(exp)) return null;
      exponent = Number(exp);
      if (Math.abs(exponent) > MAX_EXPONENT) return null;
      runStart = end;
      i = end;
      break;
    }
    if (ch === '.' || ch === ',') markChars.push(ch);
    else if (GROUP.has(ch)) markChars.push(' ');
    else return null;
    markAt.push(digits.length);
  }
  digits += text.slice(runStart, end);
  if (digits.length === 0) return null;
  return decide(digits, markChars, markAt, ambiguousMark, negative, percent, exponent);
}

function decide(
  digits: string,
  marks: string[],
  at: number[],
  ambiguousMark: DecimalMark,
  negative: boolean,
  percent: boolean,
  exponent: number,
): NumberReading | null {
  const n = marks.length;
  let decimalIndex = -1;
  let evidence: DecimalMark | null = null;
  if (n > 0) {
    const last = marks[n - 1]!;
    const dots = countOf(marks, '.');
    const commas = countOf(marks, ',');
    if (last === '.' || last === ',') {
      const sameKind = last === '.' ? dots : commas;
      const otherKind = last === '.' ? commas : dots;
      const before = at[n - 1]!;
      const after = digits.length - before;
      if (otherKind > 0 || n > sameKind) {
        // Another kind of mark comes first (1.234,5 or 1 234.5): the last one is decimal.
        if (sameKind > 1) return null;
        decimalIndex = n - 1;
        evidence = last;
      } else if (sameKind > 1) {
        evidence = last === '.' ? ',' : '.';
      } else if (after !== 3 || before === 0 || before > 3 || (before === 1 && digits[0] === '0')) {
        decimalIndex = n - 1;
        evidence = last;
      } else if (last === ambiguousMark) {
        decimalIndex = n - 1;
      }
    }
  }
  if (exponent !== 0 && (decimalIndex >= 0 ? n > 1 : n > 0)) return null;
  const intLength = decimalIndex >= 0 ? at[decimalIndex]! : digits.length;
  if (!groupsOfThree(at, decimalIndex >= 0 ? n - 1 : n, intLength)) return null;
  const shifted = shiftPoint(digits.slice(0, intLength), digits.slice(intLength), exponent);
  return { negative, int: shifted.int, frac: shifted.frac, evidence, percent };
}

function countOf(marks: string[], ch: string): number {
  let count = 0;
  for (const m of marks) if (m === ch) count++;
  return count;
}

/** Thousands marks must cut the integer digits into a group of 1–3 then groups of exactly 3. */
function groupsOfThree(at: number[], count: number, intLength: number): boolean {
  if (count === 0) return true;
  const first = at[0]!;
  if (first < 1 || first > 3) return false;
  for (let k = 1; k < count; k++) if (at[k]! - at[k - 1]! !== 3) return false;
  return intLength - at[count - 1]! === 3;
}
