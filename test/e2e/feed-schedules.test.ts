/**
 * Feed schedules: workers on the same database, each with its own connections and services as
 * separate `ferry worker` processes have, race the same due tick and exactly one run is made per
 * tick. The clock is the test's: ticks are computed from the cron expression, never waited for.
 * Ticks missed while no worker ran make one run; a paused feed makes none.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailer } from '../../src/events/mail/create-mailer.ts';
import { createBlobStore } from '../../src/files/index.ts';
import { NO_BACKGROUND_JOBS } from '../../src/services/background-jobs.ts';
import { createServices, type Services } from '../../src/services/container.ts';
import { FeedRunner, TICK_RETRY_MS } from '../../src/services/feeds/feed-runner.ts';
import { NO_QUEUE } from '../../src/services/stages/stage-queue.ts';
import { connect, type OpenDatabase } from '../../src/store/database.ts';
import { createTestApp, envelope, type TestApp } from '../support/app.ts';
import { created, sender, template, urlSource } from './feeds-fixtures.ts';

const MINUTE = 60_000;
const SILENT = { error: () => {} };

let t: TestApp;
let acme: string;
let send: ReturnType<typeof sender>;
let sourceId: string;
/** The other workers: each its own pool of connections and its own services. */
const workers: { db: OpenDatabase; services: Services }[] = [];

beforeAll(async () => {
  t = await createTestApp();
  send = sender(t);
  acme = (await t.organisation('acme')).token;
  await template(t, 'acme', 'orders');
  sourceId = await urlSource(t, acme);
  for (let i = 0; i < 3; i++) {
    const db = connect(t.database.url, 4);
    const config = t.services.ctx.config;
    const services = createServices(
      { db: db.db, config, now: () => new Date() },
      {
        blobs: await createBlobStore(config),
        queue: NO_QUEUE,
        jobs: NO_BACKGROUND_JOBS,
        mail: createMailer(config, { info: () => {}, warn: () => {} }),
      },
    );
    workers.push({ db, services });
  }
});
afterAll(async () => {
  for (const worker of workers) await worker.db.close();
  await t.close();
});

async function feed(body: Record<string, unknown>) {
  return created(
    await send(acme, 'POST', '/feeds', {
      name: 'Sched',
      source_id: sourceId,
      template_handle: 'orders',
      ...body,
    }),
  );
}

async function runsOf(feedId: string): Promise<{ type: string; transformation_id: string }[]> {
  return envelope(await send(acme, 'GET', `/feed/${feedId}/runs?per_page=100`)).payload.entries;
}

/**
 * Every worker passes at `now`, all at once; answers how many runs of the feed they started
 * together (the feeds of the other tests fall due too, and are left aside).
 */
async function race(now: Date, feedId: string): Promise<number> {
  const passes = workers.map((w) => w.services.feedRunner.runDueTicks(now, SILENT));
  passes.push(t.services.feedRunner.runDueTicks(now, SILENT));
  const ids = (await Promise.all(passes)).flat().map((run) => run.transformationId);
  if (!ids.length) return 0;
  const rows = await t.services.ctx.db
    .selectFrom('transformations')
    .select('transformation_id')
    .where('transformation_id', 'in', ids)
    .where('feed_id', '=', feedId)
    .execute();
  return rows.length;
}

describe('a schedule every minute', () => {
  it('makes exactly one run per tick, however many workers pass at once', async () => {
    const f = await feed({ cron: '* * * * *' });
    let tick = new Date(f.next_run_at);
    expect(tick.getUTCSeconds()).toBe(0);
    // Before its minute, nothing is due.
    expect(await race(new Date(tick.getTime() - 1000), f.feed_id)).toBe(0);
    for (let i = 1; i <= 5; i++) {
      // A little into the minute, as a worker's pass would find it.
      expect(await race(new Date(tick.getTime() + 2000), f.feed_id)).toBe(1);
      expect(await race(new Date(tick.getTime() + 4000), f.feed_id)).toBe(0);
      const runs = await runsOf(f.feed_id);
      expect(runs).toHaveLength(i);
      expect(runs.every((run) => run.type === 'schedule')).toBe(true);
      const read = envelope(await send(acme, 'GET', `/feed/${f.feed_id}`)).payload;
      expect(read.next_run_at).toBe(new Date(tick.getTime() + MINUTE).toISOString());
      expect(read.last_run_at).not.toBeNull();
      tick = new Date(tick.getTime() + MINUTE);
    }
  });

  it('runs once for all the ticks missed while no worker ran, then goes on from now', async () => {
    const f = await feed({ cron: '* * * * *' });
    const due = new Date(f.next_run_at);
    const late = new Date(due.getTime() + 10 * MINUTE + 5000);
    expect(await race(late, f.feed_id)).toBe(1);
    expect(await runsOf(f.feed_id)).toHaveLength(1);
    const read = envelope(await send(acme, 'GET', `/feed/${f.feed_id}`)).payload;
    expect(read.next_run_at).toBe(new Date(due.getTime() + 11 * MINUTE).toISOString());
  });

  it('makes no run while paused, and resumes at the next tick after it is enabled again', async () => {
    const f = await feed({ cron: '* * * * *' });
    const due = new Date(f.next_run_at);
    await created(await send(acme, 'PUT', `/feed/${f.feed_id}`, { enabled: false }));
    expect(await race(new Date(due.getTime() + 5 * MINUTE), f.feed_id)).toBe(0);
    const resumed = await created(await send(acme, 'PUT', `/feed/${f.feed_id}`, { enabled: true }));
    expect(new Date(resumed.next_run_at).getTime()).toBeGreaterThan(Date.now() - MINUTE);
    expect(await runsOf(f.feed_id)).toHaveLength(0);
    expect(await race(new Date(new Date(resumed.next_run_at).getTime() + 1000), f.feed_id)).toBe(1);
  });

  it('follows a new schedule: the tick of the old one is not run', async () => {
    const f = await feed({ cron: '* * * * *' });
    const hourly = await created(await send(acme, 'PUT', `/feed/${f.feed_id}`, { cron: '0 * * * *' }));
    expect(new Date(hourly.next_run_at).getUTCMinutes()).toBe(0);
    const oldTick = new Date(f.next_run_at);
    if (oldTick.getUTCMinutes() !== 0)
      expect(await race(new Date(oldTick.getTime() + 1000), f.feed_id)).toBe(0);
    expect(await race(new Date(new Date(hourly.next_run_at).getTime() + 1000), f.feed_id)).toBe(1);
  });
});

describe('a feed without a schedule', () => {
  it('is never due', async () => {
    const f = await feed({});
    expect(await race(new Date(Date.now() + 365 * 24 * 60 * MINUTE), f.feed_id)).toBe(0);
    expect(await runsOf(f.feed_id)).toHaveLength(0);
  });
});

describe('a tick whose run cannot start', () => {
  /** The app's feed runner, whose start fails `failures` times first for one feed (the queue down a moment). */
  function flakyRunner(feedId: string, failures: number) {
    let left = failures;
    return new FeedRunner(t.services.ctx, async (request) => {
      if (request.feedId === feedId && left-- > 0) throw new Error('the job queue is not answering');
      return t.services.sourceRuns.start(request);
    });
  }
  const messages = () => {
    const said: string[] = [];
    return { said, log: { error: (_obj: object, msg: string) => said.push(msg) } };
  };

  it('is tried again at the next pass, and runs once', async () => {
    const f = await feed({ cron: '* * * * *' });
    const tick = new Date(new Date(f.next_run_at).getTime() + 2000);
    const runner = flakyRunner(f.feed_id, 1);
    const { said, log } = messages();
    await runner.runDueTicks(tick, log);
    expect(said).toEqual(['a scheduled run of a feed could not start; the next pass tries again']);
    expect(await runsOf(f.feed_id)).toEqual([]);
    await runner.runDueTicks(tick, log);
    await runner.runDueTicks(tick, log);
    expect((await runsOf(f.feed_id)).map((run) => run.type)).toEqual(['schedule']);
  });

  it('is given up once it is more than ten minutes late: the next tick is the retry', async () => {
    const f = await feed({ cron: '0 3 * * *' });
    const late = new Date(new Date(f.next_run_at).getTime() + TICK_RETRY_MS + 60_000);
    const runner = flakyRunner(f.feed_id, 1);
    const { said, log } = messages();
    await runner.runDueTicks(late, log);
    expect(said).toEqual(['a scheduled run of a feed could not start, and its tick is too old to try again']);
    await runner.runDueTicks(late, log);
    expect(await runsOf(f.feed_id)).toEqual([]);
  });
});
