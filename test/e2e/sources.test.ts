/** Sources through HTTP: each type created, read, sent back unchanged, updated, listed and deleted. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, envelope, type TestApp } from '../support/app.ts';
import { BLOCK_TYPES, BLOCKS, created, sender, sourceBody, TYPES, violations } from './sources-fixtures.ts';

let t: TestApp;
let acme: string;
let send: ReturnType<typeof sender>;

beforeAll(async () => {
  t = await createTestApp({ mailDomain: 'in.ferry.example' });
  send = sender(t);
  acme = (await t.organisation('acme')).token;
});
afterAll(() => t.close());

/** What a block reads as: secrets masked, the e-mail address added. */
const MASKED: Record<string, unknown> = {
  url: {
    ...BLOCKS.url,
    headers: { Accept: 'text/csv', Authorization: '********' },
    cookies: { session: '********' },
  },
  ftp: { ...BLOCKS.ftp, password: '********' },
  sftp: { ...BLOCKS.sftp, private_key: '********', host_key: null },
  custom: BLOCKS.custom,
  email: {
    address: expect.stringMatching(/^src-[a-z0-9]{12}@in\.ferry\.example$/),
    allowed_senders: ['*@partner.example', 'ops@other.example'],
    subject_pattern: '^Orders [0-9]+$',
  },
  api_fetcher: { ...BLOCKS.api_fetcher, headers: { 'X-Api-Key': '********' } },
};

describe.each(TYPES)('a %s source', (type) => {
  it('is created, read with exactly its own block filled, and listed', async () => {
    const source = await created(
      await send(
        acme,
        'POST',
        '/sender/source',
        sourceBody(type, { user_metadata: [{ name: 'team', value: 'ops' }] }),
      ),
    );
    const nulls = Object.fromEntries(BLOCK_TYPES.map((name) => [name, null]));
    expect(source).toEqual({
      source_id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      customer_id: null,
      user_metadata: [{ name: 'team', value: 'ops' }],
      name: `My ${type}`,
      data_extractor: type,
      ...nulls,
      ...(type === 'upload' ? {} : { [type]: MASKED[type] }),
    });
    const read = await send(acme, 'GET', `/sender/source/${source.source_id}`);
    expect(envelope(read).payload).toEqual(source);
    const list = envelope(await send(acme, 'GET', '/sender/sources?per_page=100')).payload;
    expect(list.entries).toContainEqual(source);
  });

  it('sent back as read changes nothing, secrets and e-mail address included', async () => {
    const source = await created(await send(acme, 'POST', '/sender/source', sourceBody(type)));
    const before = await t.services.sources.settingsForFetch(source.source_id);
    const again = await created(await send(acme, 'PUT', `/sender/source/${source.source_id}`, source));
    expect(again).toEqual(source);
    const after = await t.services.sources.settingsForFetch(source.source_id);
    expect(after.block).toEqual(before.block);
    expect(after.source.email_address).toBe(before.source.email_address);
  });

  it('is deleted: 204 with no body, then 404', async () => {
    const source = await created(await send(acme, 'POST', '/sender/source', sourceBody(type)));
    const gone = await send(acme, 'DELETE', `/sender/source/${source.source_id}`);
    expect(gone.statusCode).toBe(204);
    expect(gone.body).toBe('');
    expect((await send(acme, 'GET', `/sender/source/${source.source_id}`)).statusCode).toBe(404);
    expect((await send(acme, 'DELETE', `/sender/source/${source.source_id}`)).statusCode).toBe(404);
  });
});

describe('updating a source', () => {
  it('changes only the properties sent; a block sent replaces the stored one', async () => {
    const source = await created(await send(acme, 'POST', '/sender/source', sourceBody('ftp')));
    const renamed = await created(
      await send(acme, 'PUT', `/sender/source/${source.source_id}`, { name: 'Renamed' }),
    );
    expect(renamed).toEqual({ ...source, name: 'Renamed' });
    const moved = await created(
      await send(acme, 'PUT', `/sender/source/${source.source_id}`, {
        ftp: { host: 'ftp.partner.example', username: 'other', password: '********', path: '/in/a.csv' },
      }),
    );
    expect(moved.ftp).toEqual({
      host: 'ftp.partner.example',
      username: 'other',
      password: '********',
      port: null,
      path: '/in/a.csv',
      is_ssl: null,
    });
    const fetched = await t.services.sources.settingsForFetch(source.source_id);
    expect(fetched.block).toMatchObject({ password: 'ftp-secret-1', username: 'other' });
  });

  it('changes the type with the new block, the old block gone, and gives an e-mail source its address once', async () => {
    const source = await created(await send(acme, 'POST', '/sender/source', sourceBody('url')));
    const mail = await created(
      await send(acme, 'PUT', `/sender/source/${source.source_id}`, {
        data_extractor: 'email',
        email: { allowed_senders: ['*'] },
      }),
    );
    expect(mail.url).toBeNull();
    expect(mail.email).toEqual({
      address: expect.stringMatching(/^src-/),
      allowed_senders: ['*'],
      subject_pattern: null,
    });
    const again = await created(
      await send(acme, 'PUT', `/sender/source/${source.source_id}`, {
        email: { allowed_senders: ['*@x.example'] },
      }),
    );
    expect(again.email.address).toBe(mail.email.address);
    const upload = await created(
      await send(acme, 'PUT', `/sender/source/${source.source_id}`, { data_extractor: 'upload' }),
    );
    expect(upload.email).toBeNull();
    expect((await t.services.sources.settingsForFetch(source.source_id)).source.email_address).toBeNull();
  });

  it('needs the block of a new type', async () => {
    const source = await created(await send(acme, 'POST', '/sender/source', sourceBody('upload')));
    const res = await send(acme, 'PUT', `/sender/source/${source.source_id}`, { data_extractor: 'sftp' });
    expect(violations(res)).toEqual([
      ['sftp', 'This value should not be blank. A sftp source needs its sftp block.'],
    ]);
    expect(envelope(await send(acme, 'GET', `/sender/source/${source.source_id}`)).payload).toEqual(source);
  });
});

describe('GET /sender/sources', () => {
  it('pages in creation order and refuses pages out of range with 409', async () => {
    const org = (await t.organisation('paged')).token;
    const ids: string[] = [];
    for (let i = 0; i < 3; i += 1) {
      ids.push(
        (await created(await send(org, 'POST', '/sender/source', sourceBody('upload', { name: `S${i}` }))))
          .source_id,
      );
    }
    const page = envelope(await send(org, 'GET', '/sender/sources?page=2&per_page=2')).payload;
    expect(page).toMatchObject({ total_pages: 2, current_page: 2, total_items: 3, items_per_page: 2 });
    expect(page.entries.map((s: { source_id: string }) => s.source_id)).toEqual([ids[2]]);
    expect(violations(await send(org, 'GET', '/sender/sources?per_page=101'))).toEqual([
      ['per_page', 'This value should be between 1 and 100.'],
    ]);
    expect(violations(await send(org, 'GET', '/sender/sources?page=0'))[0]![0]).toBe('page');
    expect((await send(org, 'GET', '/sender/sources?page=abc')).statusCode).toBe(400);
  });
});
