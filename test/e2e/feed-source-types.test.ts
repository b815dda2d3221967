/**
 * A feed of each source type, run with auto_submit, goes from its source to a processed
 * submission whose target file is byte for byte the one an upload of the same file gives: a URL,
 * plain FTP, SFTP with a private key, a JSON API, an e-mail attachment and a custom extractor.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createTransport, type Transporter } from 'nodemailer';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailIngress } from '../../src/cli/mail-ingress.ts';
import type { EmailIngress } from '../../src/sources/email-ingress/email-ingress.ts';
import { startFtpServer, type TestFtpServer } from '../sources/support/ftp-server.ts';
import { startHttpServer, type TestHttpServer } from '../sources/support/http-server.ts';
import { startSftpServer, type TestSftpServer } from '../sources/support/sftp-server.ts';
import { ed25519KeyPair } from '../sources/support/ssh-keys.ts';
import { createTestApp, envelope, type TestApp } from '../support/app.ts';
import { call, createContactsTemplate, submitAndWait, uploadAndTransform } from '../support/flow.ts';
import {
  apiFetcherSource,
  createSource,
  ftpSource,
  runUntil,
  submittedTarget,
  urlSource,
} from './source-runs-support.ts';

const CONTACTS =
  'E-mail,Name,Price\nann@example.com,Ann,12.50\nbob@example.com,Bob,7\ncid@example.com,Cid,999.99\n';
const RECORDS = [
  { 'E-mail': 'ann@example.com', Name: 'Ann', Price: '12.50' },
  { 'E-mail': 'bob@example.com', Name: 'Bob', Price: '7' },
  { 'E-mail': 'cid@example.com', Name: 'Cid', Price: '999.99' },
];
const EXTRACTORS = path.join(import.meta.dirname, '../../examples/extractors');

let t: TestApp;
let acme: string;
let web: TestHttpServer;
let ftp: TestFtpServer;
let sftp: TestSftpServer;
let ingress: EmailIngress;
let mail: Transporter;
let exportsRoot: string;
let uploaded: Buffer;
const key = ed25519KeyPair();

beforeAll(async () => {
  // folder-csv.mjs reads its root when imported, that is when the app loads the extractors.
  exportsRoot = await mkdtemp(path.join(tmpdir(), 'ferry-exports-'));
  await mkdir(path.join(exportsRoot, 'partner'));
  await writeFile(path.join(exportsRoot, 'partner', 'contacts.csv'), CONTACTS);
  process.env.FERRY_EXAMPLE_ROOT = exportsRoot;
  t = await createTestApp(
    { outboundAllowlist: ['127.0.0.1'], mailDomain: 'in.ferry.test', extractorsDir: EXTRACTORS },
    { jobs: true },
  );
  acme = (await t.organisation('acme')).token;
  await createContactsTemplate(t, acme, 'contacts');
  web = await startHttpServer({
    '/exports/contacts.csv': (_req, res) => res.writeHead(200, { 'content-type': 'text/csv' }).end(CONTACTS),
    '/api/contacts': (_req, res) =>
      res
        .writeHead(200, { 'content-type': 'application/json' })
        .end(JSON.stringify({ data: { items: RECORDS } })),
  });
  ftp = await startFtpServer({ users: { ferry: 'ftp-pass-1' } });
  await writeFile(path.join(ftp.root, 'contacts.csv'), CONTACTS);
  sftp = await startSftpServer({ username: 'ferry', publicKeys: [key.public] });
  await writeFile(path.join(sftp.root, 'contacts.csv'), CONTACTS);
  ingress = createMailIngress(t.services.ctx.config, t.services, pino({ level: 'silent' }));
  const port = await ingress.listen(0, '127.0.0.1');
  mail = createTransport({ host: '127.0.0.1', port, secure: false, ignoreTLS: true });
  // The reference: the same file uploaded, its mapping confirmed by hand, then submitted.
  const created = await uploadAndTransform(t, acme, 'contacts', CONTACTS);
  await submitAndWait(t, acme, created);
  uploaded = await submittedTarget(t, acme, created.transformation_id);
}, 60_000);
afterAll(async () => {
  mail?.close();
  await Promise.all([ingress?.close(), web?.close(), ftp?.close(), sftp?.close()]);
  await t?.close();
  delete process.env.FERRY_EXAMPLE_ROOT;
  if (exportsRoot) await rm(exportsRoot, { recursive: true, force: true });
});

/** A feed of the source with auto_submit and no schedule. */
async function feedOf(source: object): Promise<{ feedId: string; sourceId: string }> {
  const sourceId = await createSource(t, acme, source);
  const res = await call(t, acme, 'POST', '/feeds', {
    name: 'Contacts',
    source_id: sourceId,
    template_handle: 'contacts',
    auto_submit: true,
  });
  expect(res.statusCode, res.body).toBe(200);
  return { feedId: envelope(res).payload.feed_id, sourceId };
}

/** The target file of a feed's run once it is processed. */
async function targetOf(run: { transformation_id: string; automation_id: string }, type: string) {
  const done = await runUntil(t, acme, run.automation_id, ['processed', 'failed']);
  expect(done, JSON.stringify(done)).toMatchObject({ step: 'processed', type });
  return submittedTarget(t, acme, run.transformation_id);
}

/** Creates the feed, runs it now and answers its processed target file. */
async function runNow(source: object): Promise<Buffer> {
  const { feedId } = await feedOf(source);
  const res = await call(t, acme, 'POST', `/feed/${feedId}/run`);
  expect(res.statusCode, res.body).toBe(200);
  return targetOf(envelope(res).payload, 'manual');
}

describe('a feed run of each source type gives the target an upload of the same file gives', () => {
  it('url', async () => {
    expect(await runNow(urlSource(`${web.base}/exports/contacts.csv`))).toEqual(uploaded);
  });

  it('ftp', async () => {
    expect(await runNow(ftpSource(ftp.port, '/contacts.csv', 'ftp-pass-1'))).toEqual(uploaded);
  });

  // FTPS is in test/e2e/feed-ftps.test.ts: a run trusts the authorities of its process, and the
  // test's certificate is given to a worker process through NODE_EXTRA_CA_CERTS, as an operator would.

  it('sftp with a private key', async () => {
    const source = {
      name: 'Partner SFTP by key',
      data_extractor: 'sftp',
      sftp: {
        host: '127.0.0.1',
        port: sftp.port,
        username: 'ferry',
        password: null,
        private_key: key.private,
        path: '/contacts.csv',
      },
    };
    expect(await runNow(source)).toEqual(uploaded);
  });

  it('api_fetcher', async () => {
    // The API's records are the CSV's rows with the same headers, every value a string as a CSV
    // cell is: the JSON file the fetcher writes is read into the same rows, so the bytes match.
    const source = apiFetcherSource(`${web.base}/api/contacts`);
    expect(await runNow(source)).toEqual(uploaded);
  });

  it('email', async () => {
    const { feedId, sourceId } = await feedOf({
      name: 'Partner mail',
      data_extractor: 'email',
      email: { allowed_senders: ['*@partner.com'] },
    });
    const address = envelope(await call(t, acme, 'GET', `/sender/source/${sourceId}`)).payload.email.address;
    await mail.sendMail({
      from: 'exports@partner.com',
      to: address,
      subject: 'Contacts',
      attachments: [{ filename: 'contacts.csv', content: CONTACTS }],
    });
    const runs = envelope(await call(t, acme, 'GET', `/feed/${feedId}/runs`)).payload.entries;
    expect(runs).toHaveLength(1);
    expect(await targetOf(runs[0], 'email')).toEqual(uploaded);
  });

  it('custom', async () => {
    const source = {
      name: 'Server folder',
      data_extractor: 'custom',
      custom: { handle: 'folder-csv', metadata: [{ name: 'folder', value: 'partner' }] },
    };
    expect(await runNow(source)).toEqual(uploaded);
  });
});
