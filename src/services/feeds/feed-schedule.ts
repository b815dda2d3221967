/**
 * A feed's schedule: a 5-field cron expression (minute hour day-of-month month day-of-week) read
 * in an IANA time zone, through cron-parser, which follows the zone's daylight-saving changes.
 * Ticks are whole minutes, so no schedule runs more often than once a minute.
 */
import { CronExpressionParser } from 'cron-parser';
import { type Phrase, phrase } from '../../domain/messages/index.ts';

/** Longest cron text read: `0,5,10,…,55` in every field is well under it. */
export const MAX_CRON_LENGTH = 200;

/**
 * Why `cron` is not a schedule Ferry runs, or null. A sixth field (seconds) is refused rather than
 * read; so is `H`, which cron-parser resolves with a random seed, so that two workers could
 * compute different ticks for the same feed.
 */
export function cronProblem(cron: string): Phrase | null {
  // A tenant writes it: its length is bounded before any parsing (a real schedule is far shorter).
  if (cron.length > MAX_CRON_LENGTH) return phrase('violation.field.cron_too_long', { max: MAX_CRON_LENGTH });
  const fields = cron.trim().split(/\s+/).filter(Boolean);
  if (fields.length === 6) return phrase('violation.field.cron_seconds');
  if (fields.length !== 5) return phrase('violation.field.cron_fields');
  // THU is the only name with an H in it.
  if (/h/i.test(cron.replace(/\bTHU\b/gi, ''))) return phrase('violation.field.cron_h');
  try {
    CronExpressionParser.parse(fields.join(' '), { tz: 'UTC' }).next();
    return null;
  } catch (error) {
    // cron-parser's own reason, in English: the library's words.
    return phrase('violation.field.cron_invalid', { reason: (error as Error).message });
  }
}

/**
 * The zone as written when it is an IANA name, with its canonical case (`europe/paris` →
 * `Europe/Paris`), or null when it is not one. An alias (`Asia/Calcutta`) is kept as given.
 */
export function canonicalTimeZone(zone: string): string | null {
  // Offsets (`+01:00`) and abbreviations are refused: only region names follow daylight saving.
  if (!/^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+)*$/.test(zone) || zone.length > 64) return null;
  try {
    const name = new Intl.DateTimeFormat('en-US', { timeZone: zone }).resolvedOptions().timeZone;
    CronExpressionParser.parse('0 0 * * *', { tz: zone }).next();
    return name.toLowerCase() === zone.toLowerCase() ? name : zone;
  } catch {
    return null;
  }
}

/** The first tick of the schedule strictly after `after`; null when the expression never fires again. */
export function nextTick(cron: string, timezone: string, after: Date): Date | null {
  try {
    const fields = cron.trim().split(/\s+/).join(' ');
    return CronExpressionParser.parse(fields, { tz: timezone, currentDate: after }).next().toDate();
  } catch {
    return null;
  }
}
