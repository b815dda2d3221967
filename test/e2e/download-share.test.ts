/**
 * Downloads have a share of their own per organisation (FERRY_ORG_RUNNING_DOWNLOADS): a source's
 * server that takes its time holds neither the organisation's uploads, which go through the
 * stages that use Ferry's CPU (FERRY_ORG_RUNNING_STAGES=1 here), nor more downloads than its share.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHttpServer, type TestHttpServer } from '../sources/support/http-server.ts';
import { createTestApp, envelope, type TestApp } from '../support/app.ts';
import { call, createContactsTemplate, submitAndWait, uploadAndTransform } from '../support/flow.ts';
import { createSource, runUntil, startRun, urlSource } from './source-runs-support.ts';

const CONTACTS = 'E-mail,Name,Price\nann@example.com,Ann,12.50\nbob@example.com,Bob,7\n';

let t: TestApp;
let acme: string;
let web: TestHttpServer;
/** Ends every answer held so far. */
let release: () => void;
const held = new Promise<void>((resolve) => {
  release = resolve;
});

beforeAll(async () => {
  t = await createTestApp(
    { outboundAllowlist: ['127.0.0.1'], orgRunningStages: 1, orgRunningDownloads: 1 },
    { jobs: true },
  );
  acme = (await t.organisation('acme')).token;
  await createContactsTemplate(t, acme, 'contacts');
  web = await startHttpServer({
    // The headers and the first line now, the rest once released.
    '/slow.csv': (_req, res) => {
      res.writeHead(200, { 'content-type': 'text/csv' });
      res.write('E-mail,Name,Price\n');
      held.then(() => res.end('ann@example.com,Ann,12.50\nbob@example.com,Bob,7\n'));
    },
  });
}, 60_000);
afterAll(async () => {
  release();
  await web?.close();
  await t?.close();
});

async function stepOf(automationId: string): Promise<string> {
  return envelope(await call(t, acme, 'GET', `/transformation/automation/${automationId}`)).payload.step;
}

describe('a slow download', () => {
  it('holds neither the uploads of its organisation nor more downloads than its share', async () => {
    const sourceId = await createSource(t, acme, urlSource(`${web.base}/slow.csv`));
    const run = { template_handle: 'contacts', source_id: sourceId, auto_submit: true };
    const slow = await startRun(t, acme, run);
    await runUntil(t, acme, slow.automation_id, ['downloading']);

    // An upload goes all the way through while the download waits on its server.
    const upload = await uploadAndTransform(t, acme, 'contacts', CONTACTS);
    const submission = await submitAndWait(t, acme, upload);
    expect(submission.failed).toBe(false);
    expect(await stepOf(slow.automation_id)).toBe('downloading');

    // A second download waits for the organisation's one download place.
    const second = await startRun(t, acme, run);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(await stepOf(second.automation_id)).toBe('to_download');

    release();
    for (const { automation_id } of [slow, second]) {
      const done = await runUntil(t, acme, automation_id, ['processed', 'failed']);
      expect(done, JSON.stringify(done)).toMatchObject({ step: 'processed' });
    }
  }, 120_000);
});
