/**
 * A worker SIGKILLed in the middle of a download loses nothing: the next worker started on the
 * machine takes the `downloading` step over at once, fetches the file again from the start and the
 * run finishes once, its file whole.
 */
import type { ServerResponse } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findSubmissionOfTransformation } from '../../src/store/submissions/submissions.ts';
import { findTransformation } from '../../src/store/transformations/transformations.ts';
import { startHttpServer, type TestHttpServer } from '../sources/support/http-server.ts';
import { bearer, createTestApp, type TestApp } from '../support/app.ts';
import { createContactsTemplate } from '../support/flow.ts';
import { WorkerProcesses } from '../support/worker-processes.ts';
import { createSource, runUntil, startRun, urlSource } from './source-runs-support.ts';

let t: TestApp;
let acme: string;
let web: TestHttpServer;
const workers = new WorkerProcesses(() => t);
/** Answers held half-sent: the first request gets part of the file, then nothing. */
const held: ServerResponse[] = [];

function contacts(rows: number): string {
  const lines = ['E-mail,Name,Price'];
  for (let i = 1; i <= rows; i++) lines.push(`person${i}@example.com,Person ${i},${i % 1000}.50`);
  return `${lines.join('\n')}\n`;
}
const FILE = contacts(2000);

/** `ferry worker` that would take a step over only after ten minutes without a heartbeat. */
const startWorker = () =>
  workers.start({
    FERRY_OUTBOUND_ALLOWLIST: '127.0.0.1',
    FERRY_STEP_HEARTBEAT_SECONDS: '1',
    FERRY_STEP_STALE_SECONDS: '600',
    FERRY_STEP_SWEEP_SECONDS: '600',
  });

beforeAll(async () => {
  t = await createTestApp({ outboundAllowlist: ['127.0.0.1'] }, { jobs: 'send' });
  acme = (await t.organisation('acme')).token;
  await createContactsTemplate(t, acme, 'contacts');
  let requests = 0;
  web = await startHttpServer({
    '/contacts.csv': (_req, res) => {
      requests += 1;
      res.writeHead(200, { 'content-type': 'text/csv', 'content-length': String(Buffer.byteLength(FILE)) });
      if (requests > 1) return res.end(FILE);
      res.write(FILE.slice(0, 1000));
      held.push(res);
    },
  });
}, 60_000);
afterAll(async () => {
  await workers.killAll();
  for (const res of held) res.destroy();
  await web?.close();
  await t?.close();
});

describe('a worker killed in the middle of a download', () => {
  it('has the download taken over at once and the run finished once', async () => {
    const sourceId = await createSource(t, acme, urlSource(`${web.base}/contacts.csv`));
    const run = await startRun(t, acme, {
      template_handle: 'contacts',
      source_id: sourceId,
      auto_submit: true,
    });
    const first = startWorker();
    for (let i = 0; ; i++) {
      const row = (await findTransformation(t.services.ctx.db, run.transformation_id))!;
      if (row.step === 'downloading' && held.length === 1) break;
      if (i > 3000 || row.step === 'failed') {
        throw new Error(`The run went to ${row.step} before downloading.\n${first.output()}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    await workers.kill(first.child);

    const second = startWorker();
    const done = await runUntil(t, acme, run.automation_id, ['processed', 'failed']);
    expect(done, second.output()).toMatchObject({ step: 'processed' });
    expect(second.output()).toContain('step downloading of the stopped worker');
    expect(web.hits('/contacts.csv')).toBe(2);
    const steps = done.history.map((entry: { step: string }) => entry.step);
    // Taken, sent back to wait by the next worker, taken again: then on to the end, once.
    expect(steps.slice(0, 5)).toEqual([
      'to_download',
      'downloading',
      'to_download',
      'downloading',
      'downloaded',
    ]);
    expect(steps.filter((step: string) => step === 'processed')).toHaveLength(1);
    const original = await t.app.inject({
      url: `/transformation/${run.transformation_id}/file/original`,
      headers: bearer(acme),
    });
    expect(original.body).toBe(FILE);
    expect(await findSubmissionOfTransformation(t.services.ctx.db, run.transformation_id)).toBeDefined();
  }, 180_000);
});
