/**
 * A feed of an FTPS source (explicit TLS, `is_ssl`) runs in a `ferry worker` that trusts the
 * server's private certificate authority the way an operator makes it (NODE_EXTRA_CA_CERTS, read
 * when the process starts), and its target is byte for byte the one an upload of the same file
 * gives. A certificate that is not trusted is refused by the extractor (test/sources/ftps.test.ts).
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFtpServer, type TestFtpServer } from '../sources/support/ftp-server.ts';
import { createTestApp, envelope, type TestApp } from '../support/app.ts';
import { call, createContactsTemplate, submitAndWait, uploadAndTransform } from '../support/flow.ts';
import { type WorkerProcess, WorkerProcesses } from '../support/worker-processes.ts';
import { createSource, ftpSource, runUntil, submittedTarget } from './source-runs-support.ts';

const CONTACTS = 'E-mail,Name,Price\nann@example.com,Ann,12.50\nbob@example.com,Bob,7\n';
const CERTIFICATE = path.join(import.meta.dirname, '../sources/fixtures/ftps-cert.pem');

let t: TestApp;
let acme: string;
let ftps: TestFtpServer;
let uploaded: Buffer;
const workers = new WorkerProcesses(() => t);

beforeAll(async () => {
  t = await createTestApp({ outboundAllowlist: ['127.0.0.1'] }, { jobs: 'send' });
  acme = (await t.organisation('acme')).token;
  await createContactsTemplate(t, acme, 'contacts');
  ftps = await startFtpServer({ users: { ferry: 'ftp-pass-1' }, tls: 'explicit' });
  await writeFile(path.join(ftps.root, 'contacts.csv'), CONTACTS);
}, 60_000);
afterAll(async () => {
  await workers.stopAll();
  await ftps?.close();
  await t?.close();
});

/** Runs a feed of the FTPS source now and waits for its end. */
async function runFeed(): Promise<{ done: Record<string, unknown>; transformationId: string }> {
  const source = ftpSource(ftps.port, '/contacts.csv', 'ftp-pass-1');
  const sourceId = await createSource(t, acme, { ...source, ftp: { ...source.ftp, is_ssl: true } });
  const feed = await call(t, acme, 'POST', '/feeds', {
    name: 'Contacts over FTPS',
    source_id: sourceId,
    template_handle: 'contacts',
    auto_submit: true,
  });
  expect(feed.statusCode, feed.body).toBe(200);
  const run = await call(t, acme, 'POST', `/feed/${envelope(feed).payload.feed_id}/run`);
  expect(run.statusCode, run.body).toBe(200);
  const { automation_id, transformation_id } = envelope(run).payload;
  return {
    done: await runUntil(t, acme, automation_id, ['processed', 'failed']),
    transformationId: transformation_id,
  };
}

describe('a feed of an FTPS source', () => {
  let worker: WorkerProcess;

  it('gives the target of an upload in a worker that trusts it through NODE_EXTRA_CA_CERTS', async () => {
    worker = workers.start({ FERRY_OUTBOUND_ALLOWLIST: '127.0.0.1', NODE_EXTRA_CA_CERTS: CERTIFICATE });
    const created = await uploadAndTransform(t, acme, 'contacts', CONTACTS);
    await submitAndWait(t, acme, created);
    uploaded = await submittedTarget(t, acme, created.transformation_id);
    const { done, transformationId } = await runFeed();
    expect(done, `${JSON.stringify(done)}\n${worker.output()}`).toMatchObject({
      step: 'processed',
      type: 'manual',
    });
    expect((await submittedTarget(t, acme, transformationId)).equals(uploaded)).toBe(true);
  }, 120_000);
});
