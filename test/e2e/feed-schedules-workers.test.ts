/**
 * Two `ferry worker` processes on one database, each running the feed scheduler: every due tick
 * of a feed makes exactly one run, which the workers then process. A tick is made due by moving
 * the feed's next tick into the past, as when ticks were missed while no worker ran; the schedule
 * itself (once a year) never falls due on the real clock during the test.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHttpServer, type TestHttpServer } from '../sources/support/http-server.ts';
import { createTestApp, envelope, type TestApp } from '../support/app.ts';
import { call, createContactsTemplate } from '../support/flow.ts';
import { WorkerProcesses } from '../support/worker-processes.ts';
import { createSource, urlSource } from './source-runs-support.ts';

const CONTACTS = 'E-mail,Name,Price\nann@example.com,Ann,12.50\n';

let t: TestApp;
let acme: string;
let web: TestHttpServer;
/** What the partner's URL serves: changed before each tick, since a tick skips a file it already imported. */
let body = CONTACTS;
const workers = new WorkerProcesses(() => t);

const startWorker = () =>
  workers.start({ FERRY_OUTBOUND_ALLOWLIST: '127.0.0.1', FERRY_LOG_LEVEL: 'warn' }).child;

beforeAll(async () => {
  t = await createTestApp({ outboundAllowlist: ['127.0.0.1'] }, { jobs: 'send' });
  acme = (await t.organisation('acme')).token;
  await createContactsTemplate(t, acme, 'contacts');
  web = await startHttpServer({ '/contacts.csv': (_req, res) => res.writeHead(200).end(body) });
}, 60_000);
afterAll(async () => {
  await workers.stopAll();
  await web?.close();
  await t?.close();
});

async function runs(feedId: string): Promise<{ automation_id: string; type: string }[]> {
  return envelope(await call(t, acme, 'GET', `/feed/${feedId}/runs?per_page=100`)).payload.entries;
}

/** The steps of the feed's runs, read in the database (polled: the API would rate-limit the test). */
async function steps(feedId: string): Promise<string[]> {
  const rows = await t.services.ctx.db
    .selectFrom('transformations')
    .select('step')
    .where('feed_id', '=', feedId)
    .orderBy('created_at')
    .execute();
  return rows.map((row) => row.step);
}

/** Polls until `done` holds of the feed's steps (bounded: about two minutes). */
async function until(feedId: string, done: (steps: string[]) => boolean): Promise<string[]> {
  let seen = await steps(feedId);
  for (let i = 0; i < 1200 && !done(seen); i++) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    seen = await steps(feedId);
  }
  return seen;
}

/** Moves the feed's next tick a minute into the past: due for whichever worker passes first. */
async function makeDue(feedId: string): Promise<void> {
  await t.services.ctx.db
    .updateTable('feeds')
    .set({ next_tick_at: new Date(Date.now() - 60_000) })
    .where('feed_id', '=', feedId)
    .execute();
}

describe('two worker processes', () => {
  it('make one run per due tick, and process it', async () => {
    const sourceId = await createSource(t, acme, urlSource(`${web.base}/contacts.csv`));
    const res = await call(t, acme, 'POST', '/feeds', {
      name: 'Yearly',
      source_id: sourceId,
      template_handle: 'contacts',
      cron: '0 0 1 1 *',
    });
    expect(res.statusCode, res.body).toBe(200);
    const feedId = envelope(res).payload.feed_id;
    await makeDue(feedId);
    startWorker();
    startWorker();
    for (let tick = 1; tick <= 3; tick++) {
      const finished = (all: string[]) => all.length >= tick && ['processed', 'failed'].includes(all.at(-1)!);
      expect(await until(feedId, finished)).toEqual(Array(tick).fill('processed'));
      body = `${CONTACTS}person${tick}@example.com,Person ${tick},${tick}.00\n`;
      if (tick < 3) await makeDue(feedId);
    }
    // Stopped, each worker has finished any pass it had begun: nothing more can appear.
    await workers.stopAll();
    const all = await runs(feedId);
    expect(all.map((run) => run.type)).toEqual(['schedule', 'schedule', 'schedule']);
    const read = envelope(await call(t, acme, 'GET', `/feed/${feedId}`)).payload;
    expect(new Date(read.next_run_at).getTime()).toBeGreaterThan(Date.now());
  }, 240_000);
});
