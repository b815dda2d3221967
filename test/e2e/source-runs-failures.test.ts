/**
 * A run whose source cannot give its file ends in `failed`, with a `details` a person understands
 * and no secret in it, tells AUTOMATION_FAILED, and leaves no file behind: a wrong password, an
 * unknown host, a refused connection, a silent server, no matching file, a file over the size
 * limit, a redirect to a private address. The `details` are in the run's language: English word for
 * word for a caller who asks nothing.
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { transformationPrefix } from '../../src/services/blob-keys.ts';
import { startFtpServer, type TestFtpServer } from '../sources/support/ftp-server.ts';
import { startHttpServer, type TestHttpServer } from '../sources/support/http-server.ts';
import { closedPort, type SilentServer, startSilentServer } from '../sources/support/ports.ts';
import { startSftpServer, type TestSftpServer } from '../sources/support/sftp-server.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import { call, createContactsTemplate } from '../support/flow.ts';
import { WebhookReceiver } from '../support/webhook-receiver.ts';
import { createSource, ftpSource, runUntil, sftpSource, startRun, urlSource } from './source-runs-support.ts';

const CONTACTS = 'E-mail,Name,Price\nann@example.com,Ann,12.50\n';
const FTP_PASSWORD = 'ftp-pass-secret-7';
const SFTP_PASSWORD = 'sftp-pass-secret-8';

let t: TestApp;
let acme: string;
let web: TestHttpServer;
let ftp: TestFtpServer;
let sftp: TestSftpServer;
let silent: SilentServer;
let hooks: WebhookReceiver;

beforeAll(async () => {
  // One second of silence is a timeout here, and fourteen seconds the most a stage may take (four tries of a silent server fit).
  t = await createTestApp(
    { outboundAllowlist: ['127.0.0.1'], sourceTimeoutSeconds: 1, stepTimeoutSeconds: 14 },
    { jobs: true },
  );
  acme = (await t.organisation('acme')).token;
  await createContactsTemplate(t, acme, 'contacts', { max_file_size: 1000 });
  web = await startHttpServer({
    '/big.csv': (_req, res) => res.writeHead(200).end(`${CONTACTS}${'x@example.com,X,1\n'.repeat(200)}`),
    '/trickle.csv': (_req, res) => {
      // Never silent for a second, never done: only the stage's time budget ends it.
      res.writeHead(200).write('E-mail,Name,Price\n');
      const timer = setInterval(() => res.write('a'), 200);
      res.on('close', () => clearInterval(timer));
    },
    '/to-metadata': (_req, res) => res.writeHead(302, { location: 'http://169.254.169.254/latest/' }).end(),
  });
  ftp = await startFtpServer({ users: { ferry: FTP_PASSWORD } });
  await writeFile(path.join(ftp.root, 'contacts.csv'), CONTACTS);
  sftp = await startSftpServer({ username: 'ferry', password: SFTP_PASSWORD });
  await writeFile(path.join(sftp.root, 'contacts.csv'), CONTACTS);
  silent = await startSilentServer();
  hooks = await WebhookReceiver.start();
  const subscribed = await call(t, acme, 'POST', '/webhooks', {
    url: hooks.url('/failed'),
    events: ['AUTOMATION_FAILED'],
  });
  expect(subscribed.statusCode, subscribed.body).toBe(200);
}, 60_000);
afterAll(async () => {
  silent?.close();
  await Promise.all([web?.close(), ftp?.close(), sftp?.close(), hooks?.close()]);
  await t?.close();
});

/** Runs the source once with auto_submit and returns its automation status once failed. */
async function failedRun(source: object, headers: Record<string, string> = {}) {
  const sourceId = await createSource(t, acme, source);
  const run = await startRun(
    t,
    acme,
    { template_handle: 'contacts', source_id: sourceId, auto_submit: true },
    headers,
  );
  const status = await runUntil(t, acme, run.automation_id, ['failed', 'processed', 'transformed']);
  expect(status.step, JSON.stringify(status)).toBe('failed');
  expect(status.history.map((entry: { step: string }) => entry.step)).toEqual([
    'to_download',
    'downloading',
    'failed',
  ]);
  for (const secret of [FTP_PASSWORD, SFTP_PASSWORD]) expect(status.details).not.toContain(secret);
  // Nothing was kept of a file that was not fetched whole.
  const org = (
    await t.services.ctx.db.selectFrom('organisations').select('organisation_id').executeTakeFirstOrThrow()
  ).organisation_id;
  expect(
    await t.services.ports.blobs.stat(`${transformationPrefix(org, run.transformation_id)}/source`),
  ).toBeNull();
  expect(status.original_file).toBeNull();
  return { status, run };
}

describe('a run whose source fails', () => {
  it('says the FTP server refused the login, without the password, and tells AUTOMATION_FAILED', async () => {
    const { status, run } = await failedRun(ftpSource(ftp.port, '/contacts.csv', 'wrong-password-9'));
    expect(status.details).toMatch(/log ?in|password|refused/i);
    expect(status.details).not.toContain('wrong-password-9');
    for (let i = 0; i < 200 && !hooks.received('/failed').length; i++)
      await new Promise((r) => setTimeout(r, 50));
    const told = hooks.received('/failed').map((r) => JSON.parse(r.body));
    expect(told.some((event) => event.data?.automation_id === run.automation_id)).toBe(true);
  }, 60_000);

  it('says the SFTP server refused the login', async () => {
    const { status } = await failedRun(sftpSource(sftp.port, '/contacts.csv', 'wrong-password-10'));
    expect(status.details).toMatch(/log ?in|password|refused|authenticat/i);
    expect(status.details).not.toContain('wrong-password-10');
  }, 60_000);

  it('says the host could not be found', async () => {
    const { status } = await failedRun(urlSource('http://no-such-host.invalid/contacts.csv'));
    expect(status.details).toContain('no-such-host.invalid');
    expect(status.details).toMatch(/not be found|unknown|does not exist/i);
  }, 60_000);

  it('says the server refused the connection', async () => {
    const port = await closedPort();
    const { status } = await failedRun(urlSource(`http://127.0.0.1:${port}/contacts.csv`));
    expect(status.details).toMatch(/refused/i);
  }, 60_000);

  it('says the server did not answer in time', async () => {
    const { status } = await failedRun(urlSource(`http://127.0.0.1:${silent.port}/contacts.csv`));
    expect(status.details).toMatch(/did not answer within 1 second/);
    // Tried once, then three more times.
    expect(silent.connections()).toBe(4);
  }, 60_000);

  it('says no file matches the path', async () => {
    const { status } = await failedRun(sftpSource(sftp.port, '/exports-*.csv', SFTP_PASSWORD));
    expect(status.details).toMatch(/no file/i);
    expect(status.details).toContain('exports-*.csv');
  }, 60_000);

  it('says the file is over the template’s max_file_size', async () => {
    const { status } = await failedRun(urlSource(`${web.base}/big.csv`));
    expect(status.details).toContain('1000 bytes');
    expect(status.details).toContain("the template's max_file_size");
  }, 60_000);

  it('stops a file that keeps trickling once the stage’s time is spent', async () => {
    const { status } = await failedRun(urlSource(`${web.base}/trickle.csv`));
    expect(status.details).toBe(
      'The file took longer than 14 seconds to fetch (FERRY_STEP_TIMEOUT_SECONDS).',
    );
  }, 60_000);

  it('says why in the run’s language: French to a French caller, English to one who asks nothing', async () => {
    const missing = urlSource(`${web.base}/missing.csv`);
    const { status: english } = await failedRun(missing);
    expect(english.details).toBe(`${web.base}/missing.csv answered 404 (not found).`);
    const { status: french } = await failedRun(missing, { 'accept-language': 'fr' });
    expect(french.details).toBe(`${web.base}/missing.csv a répondu 404 (introuvable).`);
    const { status: large } = await failedRun(urlSource(`${web.base}/big.csv`), { 'accept-language': 'fr' });
    expect(large.details).toBe(
      'Le fichier big.csv dépasse la taille limite de 1000 octets (max_file_size du modèle).',
    );
  }, 60_000);

  it('refuses a redirect to a private address', async () => {
    const { status } = await failedRun(urlSource(`${web.base}/to-metadata`));
    expect(status.details).toContain('169.254.169.254');
    expect(status.details).toMatch(/private/i);
  }, 60_000);
});
