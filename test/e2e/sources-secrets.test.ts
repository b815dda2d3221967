/**
 * Source secrets: sealed in the database (the row holds no plain secret), `********` in every
 * answer, kept when `********` is sent back, replaced when a new one is, and bound to their source.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SecretUnreadable } from '../../src/services/identity/secret-box.ts';
import { createTestApp, envelope, type TestApp } from '../support/app.ts';
import { BLOCKS, created, PEM_KEY, sender, sourceBody, violations } from './sources-fixtures.ts';

let t: TestApp;
let acme: string;
let send: ReturnType<typeof sender>;

beforeAll(async () => {
  t = await createTestApp();
  send = sender(t);
  acme = (await t.organisation('acme')).token;
});
afterAll(() => t.close());

/** Every secret the sample blocks hold, the private key by its first line of base64. */
const SECRETS = [
  'url-token-1',
  'cookie-secret-1',
  'ftp-secret-1',
  'api-key-1',
  'sftp-pass-1',
  PEM_KEY.split('\n')[1]!,
];

async function rawBlock(sourceId: string): Promise<string> {
  const { rows } = await sql<{
    block: string;
  }>`SELECT block::text AS block FROM sources WHERE source_id = ${sourceId}`.execute(t.services.ctx.db);
  return rows[0]!.block;
}

describe('secrets at rest and in answers', () => {
  it('stores only ciphertext and answers only ********', async () => {
    const sftp = { ...BLOCKS.sftp, password: 'sftp-pass-1' };
    const bodies = [
      sourceBody('url'),
      sourceBody('ftp'),
      sourceBody('sftp', { sftp }),
      sourceBody('api_fetcher'),
    ];
    for (const body of bodies) {
      const res = await send(acme, 'POST', '/sender/source', body);
      const source = await created(res);
      const raw = await rawBlock(source.source_id);
      for (const secret of SECRETS) {
        expect(res.body).not.toContain(secret);
        expect(raw).not.toContain(secret);
      }
      expect(raw).toMatch(/"v1:[A-Za-z0-9+/=]+"/);
      const read = (await send(acme, 'GET', `/sender/source/${source.source_id}`)).body;
      for (const secret of SECRETS) expect(read).not.toContain(secret);
    }
    const list = await send(acme, 'GET', '/sender/sources?per_page=100');
    for (const secret of SECRETS) expect(list.body).not.toContain(secret);
  });

  it('leaves what is no secret readable: other headers, the host, the user name', async () => {
    const source = await created(await send(acme, 'POST', '/sender/source', sourceBody('url')));
    expect(source.url.headers).toEqual({ Accept: 'text/csv', Authorization: '********' });
    const raw = await rawBlock(source.source_id);
    expect(raw).toContain('text/csv');
  });
});

describe('writing ********', () => {
  it('keeps each stored secret; a new value replaces it', async () => {
    const sftp = { ...BLOCKS.sftp, password: 'sftp-pass-1' };
    const source = await created(await send(acme, 'POST', '/sender/source', sourceBody('sftp', { sftp })));
    const url = `/sender/source/${source.source_id}`;
    await created(await send(acme, 'PUT', url, { sftp: { ...source.sftp, path: '/other.csv' } }));
    let plain = (await t.services.sources.settingsForFetch(source.source_id)).block;
    expect(plain).toMatchObject({ password: 'sftp-pass-1', private_key: PEM_KEY, path: '/other.csv' });
    await created(
      await send(acme, 'PUT', url, { sftp: { ...source.sftp, password: 'sftp-pass-2', private_key: null } }),
    );
    plain = (await t.services.sources.settingsForFetch(source.source_id)).block;
    expect(plain).toMatchObject({ password: 'sftp-pass-2', private_key: null });
    const read = envelope(await send(acme, 'GET', url)).payload;
    expect(read.sftp).toMatchObject({ password: '********', private_key: null });
  });

  it('keeps a secret header under the same name only', async () => {
    const source = await created(await send(acme, 'POST', '/sender/source', sourceBody('url')));
    const res = await send(acme, 'PUT', `/sender/source/${source.source_id}`, {
      url: { ...source.url, headers: { 'X-Auth-Token': '********' } },
    });
    expect(violations(res)).toEqual([
      ['url.headers.X-Auth-Token', 'No secret is stored here to keep: send the secret itself.'],
    ]);
  });

  it('keeps nothing across a change of type', async () => {
    const source = await created(await send(acme, 'POST', '/sender/source', sourceBody('ftp')));
    const res = await send(acme, 'PUT', `/sender/source/${source.source_id}`, {
      data_extractor: 'sftp',
      sftp: { ...BLOCKS.sftp, private_key: null, password: '********' },
    });
    expect(violations(res)).toEqual([
      ['sftp.password', 'No secret is stored here to keep: send the secret itself.'],
    ]);
  });
});

describe('a sealed secret', () => {
  it('does not open in another source it is copied into', async () => {
    const a = await created(await send(acme, 'POST', '/sender/source', sourceBody('ftp')));
    const b = await created(
      await send(
        acme,
        'POST',
        '/sender/source',
        sourceBody('ftp', { ftp: { ...BLOCKS.ftp, password: 'other' } }),
      ),
    );
    await sql`UPDATE sources SET block = (SELECT block FROM sources WHERE source_id = ${a.source_id}) WHERE source_id = ${b.source_id}`.execute(
      t.services.ctx.db,
    );
    await expect(t.services.sources.settingsForFetch(b.source_id)).rejects.toBeInstanceOf(SecretUnreadable);
    // A write that keeps it says so, without the secret, and changes nothing.
    const res = await send(acme, 'PUT', `/sender/source/${b.source_id}`, { ftp: b.ftp });
    expect(violations(res)).toEqual([
      ['ftp.password', "The stored secret cannot be read with this server's key: send the secret again."],
    ]);
    const fixed = await send(acme, 'PUT', `/sender/source/${b.source_id}`, {
      ftp: { ...b.ftp, password: 'new-one' },
    });
    expect(fixed.statusCode).toBe(200);
    expect((await t.services.sources.settingsForFetch(b.source_id)).block).toMatchObject({
      password: 'new-one',
    });
  });
});
