/** A calendar date with an optional time of day, as read from a cell. */
export interface DateTime {
  year: number;
  /** 1–12. */
  month: number;
  /** 1–31. */
  day: number;
  hour: number;
  minute: number;
  second: number;
  /** The source gave a time of day. */
  hasTime: boolean;
}

function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/** True when the parts name a real moment: 31/02 or 25:00 do not. */
export function isValidDateTime(d: DateTime): boolean {
  if (d.year < 1 || d.year > 9999 || d.month < 1 || d.month > 12 || d.day < 1) return false;
  const days = d.month === 2 && isLeapYear(d.year) ? 29 : DAYS_IN_MONTH[d.month - 1]!;
  if (d.day > days) return false;
  return d.hour >= 0 && d.hour <= 23 && d.minute >= 0 && d.minute <= 59 && d.second >= 0 && d.second <= 59;
}

/** Full years for two-digit ones, as POSIX strptime does: 69–99 → 1900s, 00–68 → 2000s. */
export function expandTwoDigitYear(year: number): number {
  return year >= 69 ? 1900 + year : 2000 + year;
}

function pad(value: number, width: number): string {
  return String(value).padStart(width, '0');
}

// Months, days and times are read from a table: String + padStart for each of the six parts of
// every date-time was 1.2 % of a 1M-row profile of the benchmark template (two date columns).
const TWO_DIGITS = Array.from({ length: 100 }, (_, i) => pad(i, 2));

function pad2(value: number): string {
  return TWO_DIGITS[value] ?? pad(value, 2);
}

/** `YYYY-MM-DD`, or `YYYY-MM-DDTHH:mm:ss` when `withTime`. */
export function toCanonicalDate(d: DateTime, withTime: boolean): string {
  const date = `${pad(d.year, 4)}-${pad2(d.month)}-${pad2(d.day)}`;
  if (!withTime) return date;
  return `${date}T${pad2(d.hour)}:${pad2(d.minute)}:${pad2(d.second)}`;
}

/** Reads a canonical date back; the canonical form is trusted, having been produced by convert. */
export function fromCanonicalDate(canonical: string): DateTime {
  const hasTime = canonical.length > 10;
  return {
    year: Number(canonical.slice(0, 4)),
    month: Number(canonical.slice(5, 7)),
    day: Number(canonical.slice(8, 10)),
    hour: hasTime ? Number(canonical.slice(11, 13)) : 0,
    minute: hasTime ? Number(canonical.slice(14, 16)) : 0,
    second: hasTime ? Number(canonical.slice(17, 19)) : 0,
    hasTime,
  };
}

const MS_PER_DAY = 86_400_000;
// Excel counts days from 1899-12-30 for every serial after its fictitious 1900-02-29 (serial 60).
const EXCEL_EPOCH = Date.UTC(1899, 11, 30);

/** The date of an Excel serial number (1900 date system); the fraction is the time of day. */
export function fromExcelSerial(serial: number): DateTime {
  let days = Math.floor(serial);
  let seconds = Math.round((serial - days) * 86_400);
  if (seconds === 86_400) {
    days += 1;
    seconds = 0;
  }
  const date = new Date(EXCEL_EPOCH + days * MS_PER_DAY);
  return {
    year: date.getUTCFullYear(),
    month: date.getUTCMonth() + 1,
    day: date.getUTCDate(),
    hour: Math.floor(seconds / 3600),
    minute: Math.floor((seconds % 3600) / 60),
    second: seconds % 60,
    hasTime: serial !== Math.floor(serial),
  };
}
