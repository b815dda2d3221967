/**
 * The feed scheduler every worker process runs (and `ferry serve`, whose workers are in-process):
 * at start and then every few seconds, the due ticks of feeds' cron schedules are claimed and run.
 * However many processes pass at once, each tick runs once: the claim is one UPDATE in the
 * database (src/store/feed-ticks.ts), so no clock or lock is shared beyond PostgreSQL. Ticks missed
 * while no process ran are run once at the next pass, not once each.
 */
import type { Services } from '../services/container.ts';

interface Logger {
  error(obj: object, msg: string): void;
}

export interface FeedScheduler {
  /** Stops passing; waits for a pass under way. */
  stop(): Promise<void>;
}

/** Seconds between passes: a tick runs at most this late after its minute. */
export const FEED_PASS_SECONDS = 5;

/** Starts passing at once; `now` is the services' clock unless given (a test moves it). */
export function startFeedScheduler(
  services: Services,
  log: Logger,
  now: () => Date = services.ctx.now,
): FeedScheduler {
  let timer: NodeJS.Timeout | null = null;
  let stopped = false;
  const pass = async () => {
    try {
      await services.feedRunner.runDueTicks(now(), log);
    } catch (err) {
      log.error({ err }, 'running the due ticks of feeds failed');
    }
  };
  // Each pass is scheduled when the previous one ends, so two never overlap in one process.
  let running = pass();
  const schedule = () => {
    if (stopped) return;
    timer = setTimeout(() => {
      running = pass().then(schedule);
    }, FEED_PASS_SECONDS * 1000);
    timer.unref();
  };
  void running.then(schedule);
  return {
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}
