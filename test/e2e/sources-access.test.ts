/**
 * Who reaches a source: another organisation's token gets 403 on every id route and changes
 * nothing; a sender sees and writes its own sources only; a plan without a block's permission
 * cannot write that block (402) and reads it as null.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { envelope, type TestApp } from '../support/app.ts';
import {
  BLOCK_TYPES,
  BLOCKS,
  created,
  openAccessCast,
  type SenderLogin,
  type sender,
  senderLogin,
  sourceBody,
  violations,
} from './sources-fixtures.ts';

let t: TestApp;
let acme: string;
let globex: string;
let send: ReturnType<typeof sender>;
let ada: SenderLogin;
let bob: SenderLogin;

beforeAll(async () => {
  ({ t, send, acme, globex, ada, bob } = await openAccessCast());
});
afterAll(() => t.close());

const PERMISSION = {
  url: 'X_IMPORT_URL',
  ftp: 'X_IMPORT_FTP',
  sftp: 'X_IMPORT_SFTP',
  custom: 'X_IMPORT_CUSTOM',
  email: 'X_IMPORT_EMAIL',
  api_fetcher: 'X_API_FETCHER',
} as const;

describe("another organisation's source", () => {
  it('is 403 on read, update and delete, and stays as it was', async () => {
    const source = await created(await send(acme, 'POST', '/sender/source', sourceBody('ftp')));
    const url = `/sender/source/${source.source_id}`;
    for (const [method, body] of [['GET'], ['PUT', { name: 'Taken' }], ['DELETE']] as const) {
      const res = await send(globex, method, url, body);
      expect(res.statusCode, `${method} ${res.body}`).toBe(403);
      expect(res.body).not.toContain('ftp');
    }
    expect(envelope(await send(acme, 'GET', url)).payload).toEqual(source);
    expect(envelope(await send(globex, 'GET', '/sender/sources')).payload.total_items).toBe(0);
  });

  it('is 404 for an id no source has', async () => {
    const url = '/sender/source/00000000-0000-4000-8000-000000000000';
    for (const method of ['GET', 'PUT', 'DELETE'] as const) {
      expect((await send(acme, method, url, method === 'PUT' ? { name: 'x' } : undefined)).statusCode).toBe(
        404,
      );
    }
  });
});

describe('a sender (customer token)', () => {
  it('creates sources that are its own, whatever customer_id it sends, and sees only those', async () => {
    const own = await created(await send(ada.token, 'POST', '/sender/source', sourceBody('url')));
    expect(own.customer_id).toBe(ada.customerId);
    expect(
      violations(
        await send(
          ada.token,
          'POST',
          '/sender/source',
          sourceBody('upload', { customer_id: bob.customerId }),
        ),
      ),
    ).toEqual([['customer_id', "A sender's sources belong to the sender itself."]]);
    await created(await send(bob.token, 'POST', '/sender/source', sourceBody('upload')));
    await created(await send(acme, 'POST', '/sender/source', sourceBody('upload')));
    const listed = envelope(await send(ada.token, 'GET', '/sender/sources')).payload;
    expect(listed.entries.map((s: { customer_id: string }) => s.customer_id)).toEqual([ada.customerId]);
    expect(listed.total_items).toBe(1);
    const all = envelope(await send(acme, 'GET', '/sender/sources?per_page=100')).payload.entries;
    expect(all).toContainEqual(own);
  });

  it("gets 403 on another customer's source and on the receiver's own, which stay as they were", async () => {
    const bobs = await created(await send(bob.token, 'POST', '/sender/source', sourceBody('sftp')));
    const receivers = await created(await send(acme, 'POST', '/sender/source', sourceBody('ftp')));
    for (const source of [bobs, receivers]) {
      const url = `/sender/source/${source.source_id}`;
      for (const [method, body] of [['GET'], ['PUT', source], ['DELETE']] as const) {
        expect((await send(ada.token, method, url, body)).statusCode, method).toBe(403);
      }
      expect(envelope(await send(acme, 'GET', url)).payload).toEqual(source);
    }
  });

  it('reads, updates and deletes its own source', async () => {
    const source = await created(await send(ada.token, 'POST', '/sender/source', sourceBody('email')));
    const url = `/sender/source/${source.source_id}`;
    expect(envelope(await send(ada.token, 'GET', url)).payload).toEqual(source);
    expect((await created(await send(ada.token, 'PUT', url, { name: 'Inbox' }))).name).toBe('Inbox');
    expect((await send(ada.token, 'DELETE', url)).statusCode).toBe(204);
  });

  it('is given a source by the receiver, who may also take it back', async () => {
    const given = await created(
      await send(acme, 'POST', '/sender/source', sourceBody('upload', { customer_id: bob.customerId })),
    );
    expect(
      envelope(await send(bob.token, 'GET', `/sender/source/${given.source_id}`)).payload.customer_id,
    ).toBe(bob.customerId);
    const back = await created(
      await send(acme, 'PUT', `/sender/source/${given.source_id}`, { customer_id: null }),
    );
    expect(back.customer_id).toBeNull();
    expect((await send(bob.token, 'GET', `/sender/source/${given.source_id}`)).statusCode).toBe(403);
  });

  it('loses its sources with the customer', async () => {
    const carl = await senderLogin(t, acme, 'acme', 'carl');
    const source = await created(await send(carl.token, 'POST', '/sender/source', sourceBody('upload')));
    expect((await send(acme, 'DELETE', `/customer/${carl.customerId}`)).statusCode).toBe(204);
    expect((await send(acme, 'GET', `/sender/source/${source.source_id}`)).statusCode).toBe(404);
  });

  it("is seen by the receiver's API keys as by its users", async () => {
    const key = await created(await send(acme, 'POST', '/api-keys', { name: 'sources' }));
    const own = await created(await send(ada.token, 'POST', '/sender/source', sourceBody('upload')));
    expect(envelope(await send(key.secret, 'GET', `/sender/source/${own.source_id}`)).payload).toEqual(own);
    const made = await created(await send(key.secret, 'POST', '/sender/source', sourceBody('url')));
    expect(made.customer_id).toBeNull();
  });

  it("cannot name another organisation's customer as the owner", async () => {
    const other = await senderLogin(t, globex, 'globex', 'gus');
    expect(
      violations(
        await send(acme, 'POST', '/sender/source', sourceBody('upload', { customer_id: other.customerId })),
      ),
    ).toEqual([['customer_id', 'No customer of your organisation has this ID.']]);
  });
});

describe.each(BLOCK_TYPES)('a plan without the permission of the %s block', (type) => {
  it('answers 402 to writing the block, stores nothing, reads the block as null and keeps it', async () => {
    const subdomain = `plan-${type.replace('_', '-')}`;
    const token = (await t.organisation(subdomain)).token;
    const source = await created(await send(token, 'POST', '/sender/source', sourceBody(type)));
    await t.services.organisations.setPlan(subdomain, { limits: {}, grant: [], revoke: [PERMISSION[type]] });

    const refused = await send(token, 'POST', '/sender/source', sourceBody(type));
    expect(refused.statusCode).toBe(402);
    expect(envelope(refused).product).toMatchObject({
      requirement: 'permission',
      permission: { name: PERMISSION[type] },
    });
    const turned = await send(token, 'PUT', `/sender/source/${source.source_id}`, sourceBody(type));
    expect(turned.statusCode).toBe(402);
    const other = await created(await send(token, 'POST', '/sender/source', sourceBody('upload')));
    expect(
      (await send(token, 'PUT', `/sender/source/${other.source_id}`, { data_extractor: type })).statusCode,
    ).toBe(402);

    const read = envelope(await send(token, 'GET', `/sender/source/${source.source_id}`)).payload;
    expect(read).toMatchObject({ data_extractor: type, [type]: null });
    expect(envelope(await send(token, 'GET', '/sender/sources')).payload.total_items).toBe(2);
    // Sent back as read (the block null), the source changes nothing and needs no permission.
    expect(await created(await send(token, 'PUT', `/sender/source/${source.source_id}`, read))).toEqual(read);

    await t.services.organisations.setPlan(subdomain, { limits: {}, grant: [PERMISSION[type]], revoke: [] });
    const back = envelope(await send(token, 'GET', `/sender/source/${source.source_id}`)).payload;
    expect(back[type]).not.toBeNull();
    expect(back[type]).toMatchObject(type === 'ftp' ? { ...BLOCKS.ftp, password: '********' } : {});
  });
});
