/**
 * Starting the runs of feeds: by hand (`manual`), on each due tick of a schedule (`schedule`), and
 * on each attachment of an e-mail (`email`, see ./email-trigger.ts). A run is a transformation the
 * source-runs service creates and drives (DESIGN §7); the feed gives it its source, template,
 * connector, owner and `auto_submit`.
 */

import { claimTick, dueFeeds, releaseTick } from '../../store/sources/feed-ticks.ts';
import type { FeedRow } from '../../store/sources/feeds.ts';
import { markFeedRun } from '../../store/sources/feeds.ts';
import type { ServiceContext } from '../context.ts';
import type { RunRequest, RunStarted, RunType } from '../source-runs/run-request.ts';
import { nextTick } from './feed-schedule.ts';

/** `services.sourceRuns.start`: creates the run's transformation and sends its first stage. */
export type StartRun = (request: RunRequest) => Promise<RunStarted>;

/** Where the scheduler writes what went wrong with a tick (pino fits). */
export interface TickLog {
  error(obj: object, msg: string): void;
}

/** Due feeds looked at per pass; more wait for the next pass, a few seconds later. */
const PASS = 100;
/**
 * A tick whose run could not start (the database or the queue failing a moment) is tried again at
 * the next passes while it is at most this late; past it, the next tick is the retry.
 */
export const TICK_RETRY_MS = 10 * 60_000;

export class FeedRunner {
  constructor(
    private readonly ctx: ServiceContext,
    private readonly startRun: StartRun,
  ) {}

  /** `createdBy`: who ran it by hand; none for a schedule or an e-mail. */
  async start(
    feed: FeedRow,
    type: RunType,
    extra: Pick<RunRequest, 'received' | 'createdBy' | 'language'> = {},
  ): Promise<RunStarted> {
    const started = await this.startRun({
      organisationId: feed.organisation_id,
      customerId: feed.customer_id,
      templateId: feed.template_id,
      sourceId: feed.source_id,
      connectorId: feed.connector_id,
      autoSubmit: feed.auto_submit,
      type,
      feedId: feed.feed_id,
      received: extra.received ?? null,
      createdBy: extra.createdBy ?? null,
      language: extra.language ?? null,
    });
    await markFeedRun(this.ctx.db, feed.feed_id, this.ctx.now());
    return started;
  }

  /**
   * Runs each tick due at `now` that this process wins (see src/store/sources/feed-ticks.ts): whatever the
   * number of workers passing at once, one run per tick. The next tick is the first after `now`,
   * so ticks missed while no worker ran are run once, not once each. A tick whose run cannot start
   * is logged and given back, to be tried at the next passes for TICK_RETRY_MS; then the next tick
   * is the retry. Answers the runs started.
   */
  async runDueTicks(now: Date, log: TickLog): Promise<RunStarted[]> {
    const started: RunStarted[] = [];
    for (const due of await dueFeeds(this.ctx.db, now, PASS)) {
      const following = nextTick(due.cron, due.timezone, now);
      const feed = await claimTick(this.ctx.db, due, following);
      if (!feed) continue;
      try {
        started.push(await this.start(feed, 'schedule'));
      } catch (err) {
        const retried = now.getTime() - due.next_tick_at.getTime() <= TICK_RETRY_MS;
        if (retried) await releaseTick(this.ctx.db, due, following).catch(() => {});
        log.error(
          { err, feedId: feed.feed_id, tick: due.next_tick_at },
          retried
            ? 'a scheduled run of a feed could not start; the next pass tries again'
            : 'a scheduled run of a feed could not start, and its tick is too old to try again',
        );
      }
    }
    return started;
  }
}
