/**
 * Runs of a feed through the real workers: run now answers the transformation (a paused feed
 * too); the runs are listed newest first with their type; two ticks of a schedule finding the same
 * FTP file import it once and leave nothing of the second.
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFtpServer, type TestFtpServer } from '../sources/support/ftp-server.ts';
import { startHttpServer, type TestHttpServer } from '../sources/support/http-server.ts';
import { createTestApp, envelope, type TestApp } from '../support/app.ts';
import { call, createContactsTemplate } from '../support/flow.ts';
import { createSource, ftpSource, runUntil, submittedTarget, urlSource } from './source-runs-support.ts';

const CONTACTS = 'E-mail,Name,Price\nann@example.com,Ann,12.50\n';
const SILENT = { error: () => {} };

let t: TestApp;
let acme: string;
let ftp: TestFtpServer;
let web: TestHttpServer;

beforeAll(async () => {
  t = await createTestApp({ outboundAllowlist: ['127.0.0.1'] }, { jobs: true });
  acme = (await t.organisation('acme')).token;
  await createContactsTemplate(t, acme, 'contacts');
  ftp = await startFtpServer({ users: { ferry: 'ftp-pass-1' } });
  await writeFile(path.join(ftp.root, 'contacts.csv'), CONTACTS);
  web = await startHttpServer({
    '/contacts.csv': (_req, res) => res.writeHead(200).end(CONTACTS),
    '/broken.csv': (_req, res) => res.writeHead(500).end('down'),
  });
}, 60_000);
afterAll(async () => {
  await Promise.all([ftp?.close(), web?.close()]);
  await t?.close();
});

async function feed(sourceId: string, extra: object = {}) {
  const res = await call(t, acme, 'POST', '/feeds', {
    name: 'Contacts',
    source_id: sourceId,
    template_handle: 'contacts',
    ...extra,
  });
  expect(res.statusCode, res.body).toBe(200);
  return envelope(res).payload;
}

async function runs(feedId: string) {
  return envelope(await call(t, acme, 'GET', `/feed/${feedId}/runs`)).payload;
}

describe('run now', () => {
  it('answers the transformation as GET /transformation/{id} does, and the run is processed', async () => {
    const f = await feed(await createSource(t, acme, urlSource(`${web.base}/contacts.csv`)));
    const res = await call(t, acme, 'POST', `/feed/${f.feed_id}/run`);
    expect(res.statusCode, res.body).toBe(200);
    const run = envelope(res).payload;
    const read = envelope(await call(t, acme, 'GET', `/transformation/${run.transformation_id}`)).payload;
    expect(Object.keys(run).sort()).toEqual(Object.keys(read).sort());
    expect(run.transformation_id).toBe(read.transformation_id);
    expect((await runUntil(t, acme, run.automation_id, ['processed', 'failed'])).step).toBe('processed');
    expect((await submittedTarget(t, acme, run.transformation_id)).toString()).toContain('ann@example.com');
    const listed = await runs(f.feed_id);
    expect(listed.entries).toEqual([
      {
        transformation_id: run.transformation_id,
        automation_id: run.automation_id,
        type: 'manual',
        step: 'processed',
        details: null,
        original_name: expect.any(String),
        submission_id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        created_at: run.created_at,
      },
    ]);
    expect(envelope(await call(t, acme, 'GET', `/feed/${f.feed_id}`)).payload.last_run_at).not.toBeNull();
  }, 120_000);

  it('lists a failed run with why it failed and no submission', async () => {
    const f = await feed(await createSource(t, acme, urlSource(`${web.base}/broken.csv`)));
    const run = envelope(await call(t, acme, 'POST', `/feed/${f.feed_id}/run`)).payload;
    expect((await runUntil(t, acme, run.automation_id, ['processed', 'failed'])).step).toBe('failed');
    const [listed] = (await runs(f.feed_id)).entries;
    expect(listed).toMatchObject({ step: 'failed', submission_id: null });
    expect(listed.details).toContain('500');
  }, 120_000);

  it('runs a paused feed too, and lists the runs newest first', async () => {
    const f = await feed(await createSource(t, acme, urlSource(`${web.base}/contacts.csv`)), {
      enabled: false,
    });
    const first = envelope(await call(t, acme, 'POST', `/feed/${f.feed_id}/run`)).payload;
    t.advance(1000);
    const second = envelope(await call(t, acme, 'POST', `/feed/${f.feed_id}/run`)).payload;
    const listed = await runs(f.feed_id);
    expect(listed.total_items).toBe(2);
    expect(listed.entries.map((r: { transformation_id: string }) => r.transformation_id)).toEqual([
      second.transformation_id,
      first.transformation_id,
    ]);
    for (const run of [first, second]) {
      expect((await runUntil(t, acme, run.automation_id, ['processed', 'failed'])).step).toBe('processed');
    }
  }, 120_000);
});

describe('scheduled runs of an FTP source', () => {
  it('import the same file once over two ticks, and nothing is left of the second', async () => {
    // Once a year: the workers' own scheduler, on the real clock, never finds it due in this test.
    const f = await feed(await createSource(t, acme, ftpSource(ftp.port, '/contacts.csv', 'ftp-pass-1')), {
      cron: '0 0 1 1 *',
    });
    const firstTick = new Date(new Date(f.next_run_at).getTime() + 1000);
    const [first] = await t.services.feedRunner.runDueTicks(firstTick, SILENT);
    expect((await runUntil(t, acme, first!.automationId, ['processed', 'failed'])).step).toBe('processed');
    const next = envelope(await call(t, acme, 'GET', `/feed/${f.feed_id}`)).payload.next_run_at;
    const [second] = await t.services.feedRunner.runDueTicks(
      new Date(new Date(next).getTime() + 1000),
      SILENT,
    );
    expect(second).toBeDefined();
    // The skipped run is removed entirely: only the first is listed, and its transformation is gone.
    for (let i = 0; i < 600; i++) {
      const res = await call(t, acme, 'GET', `/transformation/${second!.transformationId}`);
      if (res.statusCode === 404) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect((await call(t, acme, 'GET', `/transformation/${second!.transformationId}`)).statusCode).toBe(404);
    const listed = await runs(f.feed_id);
    expect(
      listed.entries.map((r: { transformation_id: string; type: string }) => [r.transformation_id, r.type]),
    ).toEqual([[first!.transformationId, 'schedule']]);
  }, 120_000);
});
