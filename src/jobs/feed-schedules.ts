/**
 * The feed scheduler every worker process runs (and `ferry serve`, whose workers are in-process):
 * at start and then every few seconds, the due ticks of feeds' cron schedules are claimed and run.
 * However many processes pass at once, each tick runs once: the claim is one UPDATE in the
 * database (src/store/sources/feed-ticks.ts), so no clock or lock is shared beyond PostgreSQL. Ticks missed
 * while no process ran are run once at the next pass, not once each.
 */
import type { Services } from '../services/container.ts';
import { type RepeatingPass, startRepeatingPass } from './repeating-pass.ts';

interface Logger {
  error(obj: object, msg: string): void;
}

export type FeedScheduler = RepeatingPass;

/** Seconds between passes: a tick runs at most this late after its minute. */
export const FEED_PASS_SECONDS = 5;

/** Starts passing at once; `now` is the services' clock unless given (a test moves it). */
export function startFeedScheduler(
  services: Services,
  log: Logger,
  now: () => Date = services.ctx.now,
): FeedScheduler {
  return startRepeatingPass(async () => {
    try {
      await services.feedRunner.runDueTicks(now(), log);
    } catch (err) {
      log.error({ err }, 'running the due ticks of feeds failed');
    }
  }, FEED_PASS_SECONDS);
}
