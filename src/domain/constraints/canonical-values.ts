/**
 * Reading the canonical strings that reach checks: numbers are plain decimals with `.`, dates are
 * `YYYY-MM-DD` or `YYYY-MM-DDTHH:mm:ss`. Anything else (a TEXT column holding "abc") is not a
 * number or a date, and the numeric or date rule fails on it rather than throwing.
 */

const PLAIN_DECIMAL = /^[-+]?(\d+(\.\d*)?|\.\d+)$/;

/**
 * The value as a number, or null. Comparison is in doubles: beyond 15 significant digits two
 * different decimals may compare equal, which no template of ours has needed to distinguish.
 */
export function readNumber(value: string): number | null {
  if (!PLAIN_DECIMAL.test(value)) return null;
  const n = Number(value);
  return Number.isFinite(n) ? n : null;
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})(T(\d{2}):(\d{2}):(\d{2}))?$/;

/** Whether the text is a canonical date or date-time that names a real calendar instant. */
export function isCanonicalDate(text: string): boolean {
  const m = ISO_DATE.exec(text);
  if (!m) return false;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const probe = new Date(Date.UTC(year, month - 1, day));
  if (probe.getUTCFullYear() !== year || probe.getUTCMonth() !== month - 1 || probe.getUTCDate() !== day) {
    return false;
  }
  if (m[4] === undefined) return true;
  return Number(m[5]) < 24 && Number(m[6]) < 60 && Number(m[7]) < 60;
}

/**
 * Compares two canonical dates. When one of them has no time, both are compared by day only:
 * `2024-05-01T10:00:00` is neither before nor after `2024-05-01`. Canonical forms sort as text.
 */
export function compareDates(a: string, b: string): number {
  const byDay = a.length === 10 || b.length === 10;
  const left = byDay ? a.slice(0, 10) : a;
  const right = byDay ? b.slice(0, 10) : b;
  return left < right ? -1 : left > right ? 1 : 0;
}

/** The instant as a canonical date-time in UTC (`YYYY-MM-DDTHH:mm:ss`). */
export function canonicalDateTime(instant: Date): string {
  return instant.toISOString().slice(0, 19);
}
