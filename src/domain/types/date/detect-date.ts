import { type DateTime, expandTwoDigitYear, fromExcelSerial, isValidDateTime } from './calendar.ts';
import { isWeekdayName, monthOfName } from './month-names.ts';
import { readShortNumericDate } from './short-numeric-date.ts';

/** How a column without explicit formats reads its dates. */
export interface DetectionOptions {
  /** `03/04/2024` is the 3rd of April (true) or March 4th (false). */
  dayFirst: boolean;
  /** Plain numbers of 5 to 7 digits are Excel serial dates. */
  excelSerial: boolean;
}

// Anything longer is not a date: the bound also keeps the patterns below cheap on garbage.
const MAX_LENGTH = 64;
const TIME =
  /(?:^|[\sT,]+)(\d{1,2})[:hH](\d{2})(?::(\d{2})(?:[.,]\d{1,9})?)?\s*(?:([aApP])\.?\s?[mM]\.?)?\s*(?:Z|[+-]\d{2}(?::?\d{2})?)?$/;
const YEAR_FIRST = /^(\d{4})([-/.])(\d{1,2})\2(\d{1,2})$/;
const NUMERIC = /^(\d{1,2})([-/.])(\d{1,2})\2(\d{4}|\d{2})$/;
const COMPACT = /^(\d{4})(\d{2})(\d{2})$/;
const SERIAL = /^\d{5,7}(?:\.\d+)?$/;
const DAY_MONTH_YEAR =
  /^(?:(\p{L}+)\.?,?\s+)?(\d{1,2})(?:er|st|nd|rd|th)?[\s\-./]+(\p{L}+)\.?[\s\-./,]+(\d{4}|\d{2})$/u;
const MONTH_DAY_YEAR = /^(?:(\p{L}+)\.?,?\s+)?(\p{L}+)\.?\s+(\d{1,2})(?:st|nd|rd|th)?,?\s+(\d{4})$/u;
// Excel serial 10000 is 1927-05-18: a bare 4-digit number is far more often a year than a 1920s date.
const SERIAL_MIN = 10_000;
const SERIAL_MAX = 2_958_465;

/** The two first numbers of a `a/b/yyyy` date, or null when the text is not one. */
export function numericDayMonth(text: string): [number, number] | null {
  const trimmed = text.trim();
  const time = TIME.exec(trimmed);
  const datePart = time ? trimmed.slice(0, time.index) : trimmed;
  const m = NUMERIC.exec(datePart);
  return m ? [Number(m[1]), Number(m[3])] : null;
}

function yearOf(text: string): number {
  return text.length === 2 ? expandTwoDigitYear(Number(text)) : Number(text);
}

function build(year: number, month: number, day: number): DateTime {
  return { year, month, day, hour: 0, minute: 0, second: 0, hasTime: false };
}

function readDatePart(text: string, options: DetectionOptions): DateTime | null {
  let m = YEAR_FIRST.exec(text);
  if (m) return build(Number(m[1]), Number(m[3]), Number(m[4]));
  m = NUMERIC.exec(text);
  if (m) {
    const a = Number(m[1]);
    const b = Number(m[3]);
    return options.dayFirst ? build(yearOf(m[4]!), b, a) : build(yearOf(m[4]!), a, b);
  }
  m = COMPACT.exec(text);
  if (m) return build(Number(m[1]), Number(m[2]), Number(m[3]));
  m = DAY_MONTH_YEAR.exec(text) ?? MONTH_DAY_YEAR.exec(text);
  if (m) {
    if (m[1] !== undefined && !isWeekdayName(m[1])) return null;
    const first = m[2]!.charCodeAt(0);
    const dayFirst = first >= 48 && first <= 57;
    const month = monthOfName(dayFirst ? m[3]! : m[2]!);
    if (month === undefined) return null;
    return dayFirst ? build(yearOf(m[4]!), month, Number(m[2])) : build(Number(m[4]), month, Number(m[3]));
  }
  return null;
}

/**
 * Reads a date in any of the usual shapes: ISO, `DD/MM/YYYY` or `MM/DD/YYYY` (separators / - .),
 * `YYYYMMDD`, `12 mars 2024`, `March 12, 2024`, each optionally followed by a time, and Excel
 * serial numbers. Returns null when the text is not a real date.
 */
export function detectDate(raw: string, options: DetectionOptions): DateTime | null {
  const text = raw.trim();
  if (text.length > MAX_LENGTH) return null;
  const short = readShortNumericDate(text, options.dayFirst);
  return short !== undefined ? short : detectByPatterns(text, options);
}

/** detectDate for a trimmed text of at most MAX_LENGTH characters, without the short shapes. */
export function detectByPatterns(text: string, options: DetectionOptions): DateTime | null {
  if (options.excelSerial && SERIAL.test(text)) {
    const serial = Number(text);
    if (serial < SERIAL_MIN || serial > SERIAL_MAX) return null;
    return fromExcelSerial(serial);
  }
  const time = TIME.exec(text);
  const datePart = time ? text.slice(0, time.index) : text;
  const d = readDatePart(datePart, options);
  if (d === null) return null;
  if (time) {
    d.hour = Number(time[1]);
    d.minute = Number(time[2]);
    d.second = time[3] === undefined ? 0 : Number(time[3]);
    d.hasTime = true;
    const meridiem = time[4]?.toLowerCase();
    if (meridiem !== undefined) {
      if (d.hour < 1 || d.hour > 12) return null;
      d.hour = (d.hour % 12) + (meridiem === 'p' ? 12 : 0);
    }
  }
  return isValidDateTime(d) ? d : null;
}

/**
 * Day-first or month-first for a column, from its first values: a first number above 12 proves
 * day-first, a second one above 12 month-first; the majority of proofs wins, else `fallback`.
 */
export function decideDayFirst(samples: readonly string[], fallback: boolean): boolean {
  let dayFirst = 0;
  let monthFirst = 0;
  for (const sample of samples) {
    const pair = numericDayMonth(sample);
    if (pair === null) continue;
    if (pair[0] > 12 && pair[1] <= 12) dayFirst++;
    else if (pair[1] > 12 && pair[0] <= 12) monthFirst++;
  }
  if (dayFirst === monthFirst) return fallback;
  return dayFirst > monthFirst;
}
