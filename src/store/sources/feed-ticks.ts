/**
 * The schedule of feeds: which ticks are due, and the claim that lets exactly one worker run each.
 * `next_tick_at` is the next tick not yet run; claiming moves it forward in one UPDATE whose WHERE
 * still holds the tick seen, so every other worker racing the same tick updates nothing.
 */
import type { Db } from '../db.ts';
import { type FeedRow, findFeedById } from './feeds.ts';

/** A tick due: the feed, the tick, and the schedule it was computed from. */
export interface DueTick {
  feed_id: string;
  next_tick_at: Date;
  cron: string;
  timezone: string;
}

/** Enabled feeds whose next tick is at or before `now`, the most overdue first. */
export async function dueFeeds(db: Db, now: Date, limit: number): Promise<DueTick[]> {
  const rows = await db
    .selectFrom('feeds')
    .select(['feed_id', 'next_tick_at', 'cron', 'timezone'])
    .where('enabled', '=', true)
    .where('cron', 'is not', null)
    .where('next_tick_at', '<=', now)
    .orderBy('next_tick_at')
    .limit(limit)
    .execute();
  return rows as DueTick[];
}

/**
 * Takes the tick `due` and sets the feed's next tick to `following`, computed from `due`'s schedule:
 * the feed when this call took it; undefined when another worker did first, or the feed was paused,
 * rescheduled or deleted meanwhile (its tick or schedule then differs from what `due` says).
 */
export async function claimTick(db: Db, due: DueTick, following: Date | null): Promise<FeedRow | undefined> {
  const claimed = await db
    .updateTable('feeds')
    .set({ next_tick_at: following })
    .where('feed_id', '=', due.feed_id)
    .where('enabled', '=', true)
    .where('next_tick_at', '=', due.next_tick_at)
    .where('cron', '=', due.cron)
    .where('timezone', '=', due.timezone)
    .returning('feed_id')
    .executeTakeFirst();
  return claimed ? findFeedById(db, due.feed_id) : undefined;
}

/**
 * Gives back a tick `claimTick` took, so that the next pass runs it: only while the feed still
 * waits for `following` with the same schedule (nobody paused, rescheduled or ran it since).
 */
export async function releaseTick(db: Db, due: DueTick, following: Date | null): Promise<void> {
  await db
    .updateTable('feeds')
    .set({ next_tick_at: due.next_tick_at })
    .where('feed_id', '=', due.feed_id)
    .where('enabled', '=', true)
    .where('next_tick_at', following === null ? 'is' : '=', following)
    .where('cron', '=', due.cron)
    .where('timezone', '=', due.timezone)
    .execute();
}
