/**
 * A date argument: a literal canonical date, or `today`, resolved at check time so that a long-lived
 * prepared rule does not freeze the day it was prepared on. `today` is the UTC day, as every
 * server-side date in Ferry is UTC.
 */
import { canonicalDateTime, isCanonicalDate } from './canonical-values.ts';
import type { Clock } from './definition.ts';

export type DateBound = { today: true } | { today: false; value: string };

/** Parses `today` (any case) or a canonical date; null when neither. */
export function parseDateBound(text: string): DateBound | null {
  const trimmed = text.trim();
  if (trimmed.toLowerCase() === 'today') return { today: true };
  return isCanonicalDate(trimmed) ? { today: false, value: trimmed } : null;
}

/** The bound as a canonical date (or date-time) at the clock's current time. */
export function resolveDateBound(bound: DateBound, now: Clock): string {
  return bound.today ? canonicalDateTime(now()).slice(0, 10) : bound.value;
}

/** Literal bounds can be ordered at preparation; `today` cannot, so it is never refused there. */
export function boundsOutOfOrder(min: DateBound, max: DateBound): boolean {
  return !min.today && !max.today && min.value.slice(0, 10) > max.value.slice(0, 10);
}
