/**
 * An SFTP source trusts its server's host key on first use: the first run that gets the file pins
 * the key the server showed (`sftp.host_key`), later runs refuse any other key, and the key is
 * kept while host and port stay the same. A receiver can pin a key ahead, or clear it to trust the
 * next one.
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSftpServer, type TestSftpServer } from '../sources/support/sftp-server.ts';
import { createTestApp, envelope, type TestApp } from '../support/app.ts';
import { call, createContactsTemplate } from '../support/flow.ts';
import { createSource, runUntil, sftpSource, startRun } from './source-runs-support.ts';

const CONTACTS = 'E-mail,Name,Price\nann@example.com,Ann,12.50\n';
const OTHER_KEY = `SHA256:${'A'.repeat(43)}`;

let t: TestApp;
let acme: string;
let first: TestSftpServer;
let second: TestSftpServer;

beforeAll(async () => {
  t = await createTestApp({ outboundAllowlist: ['127.0.0.1'] }, { jobs: true });
  acme = (await t.organisation('acme')).token;
  await createContactsTemplate(t, acme, 'contacts');
  first = await startSftpServer({ username: 'ferry', password: 'sftp-pass-1' });
  second = await startSftpServer({ username: 'ferry', password: 'sftp-pass-1' });
  for (const server of [first, second]) await writeFile(path.join(server.root, 'contacts.csv'), CONTACTS);
}, 60_000);
afterAll(async () => {
  await first?.close();
  await second?.close();
  await t?.close();
});

async function sftpBlock(sourceId: string) {
  const res = await call(t, acme, 'GET', `/sender/source/${sourceId}`);
  expect(res.statusCode, res.body).toBe(200);
  return envelope(res).payload.sftp;
}

async function run(sourceId: string) {
  const started = await startRun(t, acme, {
    template_handle: 'contacts',
    source_id: sourceId,
    auto_submit: true,
  });
  return runUntil(t, acme, started.automation_id, ['processed', 'failed']);
}

function put(sourceId: string, sftp: object) {
  return call(t, acme, 'PUT', `/sender/source/${sourceId}`, { data_extractor: 'sftp', sftp });
}

describe('the host key of an SFTP source', () => {
  it('is pinned by the first run, then a server showing another key is refused until it is changed', async () => {
    const sourceId = await createSource(t, acme, sftpSource(first.port, '/contacts.csv', 'sftp-pass-1'));
    expect((await sftpBlock(sourceId)).host_key).toBeNull();
    expect(await run(sourceId)).toMatchObject({ step: 'processed', details: null });
    const pinned = await sftpBlock(sourceId);
    expect(pinned.host_key).toBe(first.hostKeySha256);

    // The block sent again without host_key, same server: the key stays.
    const same = await put(sourceId, { ...pinned, host_key: undefined, password: '********' });
    expect(same.statusCode, same.body).toBe(200);
    expect((await sftpBlock(sourceId)).host_key).toBe(first.hostKeySha256);

    // A key pinned by hand that the server does not show: the run fails and says both.
    expect((await put(sourceId, { ...pinned, password: '********', host_key: OTHER_KEY })).statusCode).toBe(
      200,
    );
    const refused = await run(sourceId);
    expect(refused.step).toBe('failed');
    expect(refused.details).toBe(
      `The SFTP server 127.0.0.1 showed the host key ${first.hostKeySha256}, not the expected ${OTHER_KEY}. ` +
        "If the server's key was changed on purpose, set the source's sftp.host_key to the new one.",
    );
    expect((await sftpBlock(sourceId)).host_key).toBe(OTHER_KEY);

    // Cleared: the next run trusts and pins the key it meets.
    expect((await put(sourceId, { ...pinned, password: '********', host_key: null })).statusCode).toBe(200);
    expect(await run(sourceId)).toMatchObject({ step: 'processed', details: null });
    expect((await sftpBlock(sourceId)).host_key).toBe(first.hostKeySha256);
  }, 120_000);

  it('is forgotten when the source moves to another server, and pinned anew there', async () => {
    const sourceId = await createSource(t, acme, sftpSource(first.port, '/contacts.csv', 'sftp-pass-1'));
    expect(await run(sourceId)).toMatchObject({ step: 'processed', details: null });
    const pinned = await sftpBlock(sourceId);
    expect(pinned.host_key).toBe(first.hostKeySha256);
    const moved = await put(sourceId, {
      ...pinned,
      port: second.port,
      host_key: undefined,
      password: '********',
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect((await sftpBlock(sourceId)).host_key).toBeNull();
    expect(await run(sourceId)).toMatchObject({ step: 'processed', details: null });
    expect((await sftpBlock(sourceId)).host_key).toBe(second.hostKeySha256);
    expect(second.hostKeySha256).not.toBe(first.hostKeySha256);
  }, 120_000);

  it('refuses a host_key that is not a fingerprint, and keeps the stored one', async () => {
    const sourceId = await createSource(t, acme, {
      ...sftpSource(first.port, '/contacts.csv', 'sftp-pass-1'),
      sftp: { ...sftpSource(first.port, '/contacts.csv', 'sftp-pass-1').sftp, host_key: first.hostKeySha256 },
    });
    const before = await sftpBlock(sourceId);
    expect(before.host_key).toBe(first.hostKeySha256);
    for (const wrong of ['ssh-ed25519 AAAAC3NzaC1lZDI1NTE5', 'SHA256:short', `MD5:${'a'.repeat(43)}`]) {
      const res = await put(sourceId, { ...before, password: '********', host_key: wrong });
      expect(res.statusCode, res.body).toBe(409);
      expect(envelope(res).payload.violations ?? envelope(res).payload).toEqual(
        expect.arrayContaining([
          expect.objectContaining({
            property_path: 'sftp.host_key',
            message:
              'This is not a host key fingerprint: write it as ssh-keygen -l prints it, SHA256: and 43 characters.',
          }),
        ]),
      );
    }
    expect(await sftpBlock(sourceId)).toEqual(before);
  }, 60_000);
});
