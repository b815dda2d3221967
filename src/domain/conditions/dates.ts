/**
 * Dates for the DATE_* operators: ISO `YYYY-MM-DD`, optionally `THH:mm[:ss[.fff]]` (a space for
 * `T` too) and a zone (`Z`, `+02:00`); without a zone a time is UTC. On the right side the words
 * `today` and `now` (any case) stand for the evaluation's date and instant, in UTC.
 */

/** A point in time, remembering whether it was written as a whole day. */
export interface DateValue {
  /** Milliseconds since the epoch. */
  time: number;
  /** True for `YYYY-MM-DD` and `today`: compared at day precision. */
  dateOnly: boolean;
}

const ISO = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})?)?$/;
const DAY_MS = 86_400_000;

export const DATE_EXPECTED = 'a date (YYYY-MM-DD or YYYY-MM-DDTHH:mm:ss), "today" or "now"';

/** Parses a cell value; keywords are accepted only where `now` is given (the right side). */
export function parseDate(value: string, now?: Date): DateValue | undefined {
  const text = value.trim();
  const keyword = text.toLowerCase();
  if (now && keyword === 'now') return { time: now.getTime(), dateOnly: false };
  if (now && keyword === 'today')
    return { time: Math.floor(now.getTime() / DAY_MS) * DAY_MS, dateOnly: true };
  const m = ISO.exec(text);
  if (!m) return undefined;
  const [, y, mo, d, h, mi, s, frac, zone] = m;
  const day = Date.UTC(Number(y), Number(mo) - 1, Number(d));
  // Date.UTC rolls 2024-02-30 over to March: a day that does not exist is not a date.
  const check = new Date(day);
  if (check.getUTCMonth() !== Number(mo) - 1 || check.getUTCDate() !== Number(d)) return undefined;
  if (h === undefined) return { time: day, dateOnly: true };
  if (Number(h) > 23 || Number(mi) > 59 || Number(s ?? 0) > 59) return undefined;
  const time = Date.parse(`${y}-${mo}-${d}T${h}:${mi}:${s ?? '00'}${frac ?? ''}${normalizeZone(zone)}`);
  return Number.isNaN(time) ? undefined : { time, dateOnly: false };
}

function normalizeZone(zone: string | undefined): string {
  if (!zone) return 'Z';
  if (zone === 'Z' || zone.includes(':')) return zone;
  return `${zone.slice(0, 3)}:${zone.slice(3)}`;
}

/**
 * Orders two dates; undefined when either is not a date. When either side is a whole day, both
 * are compared by their UTC day, so `2024-01-31T10:00` is "on" `2024-01-31` (a receiver writing
 * DATE_BEFORE_EQUALS/2024-01-31 means "up to the end of that day").
 */
export function compareDates(left: string, right: string | undefined, now: Date): number | undefined {
  const a = parseDate(left);
  const b = right === undefined ? undefined : parseDate(right, now);
  if (!a || !b) return undefined;
  if (a.dateOnly || b.dateOnly) return Math.sign(Math.floor(a.time / DAY_MS) - Math.floor(b.time / DAY_MS));
  return Math.sign(a.time - b.time);
}

/** Parse-time check shared by the DATE_* operators. */
export function checkDate(value: string): string | undefined {
  return parseDate(value, new Date(0)) ? undefined : DATE_EXPECTED;
}
