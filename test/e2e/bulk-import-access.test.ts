/**
 * Who may start and read bulk imports, and the requests refused before anything is stored:
 * another organisation's import (403) or template (404), sender tokens (403), bad bodies (400/409).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, envelope, type TestApp } from '../support/app.ts';
import { multipart } from '../support/multipart.ts';
import { importFromUrl, importUpload, listOfValues, templateWith } from './bulk-import-fixtures.ts';

let t: TestApp;
let acme: string;
let globex: string;
let sender: string;
let importId: string;
const URL_OK = 'http://files.example.com/values.csv';

const stored = async () =>
  Number(
    (
      await t.database.db
        .selectFrom('bulk_imports')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

beforeAll(async () => {
  // No job queue: imports stay pending, which is all these tests need.
  t = await createTestApp();
  acme = (await t.organisation('acme')).token;
  globex = (await t.organisation('globex')).token;
  await templateWith(t, acme, 'places', { country: listOfValues() });
  const customer = envelope(
    await t.app.inject({
      method: 'POST',
      url: '/customer',
      headers: bearer(acme),
      payload: { name: 'Shop', template_handles: ['places'] },
    }),
  ).payload;
  sender = envelope(
    await t.app.inject({
      method: 'POST',
      url: `/customer/${customer.customer_id}/token`,
      headers: bearer(acme),
    }),
  ).payload.access_token;
  const res = await importUpload(
    t,
    acme,
    '/bulk-import/values/places/merge',
    'column,value\ncountry,France\n',
  );
  importId = envelope(res).payload.import_id;
});
afterAll(() => t.close());

describe('another organisation', () => {
  it.each(['', '/report', '/source'])(
    'gets 403 for an import of acme: GET /bulk-import/{id}%s',
    async (suffix) => {
      const res = await t.app.inject({ url: `/bulk-import/${importId}${suffix}`, headers: bearer(globex) });
      expect(res.statusCode).toBe(403);
      expect(res.body).not.toContain('places');
    },
  );

  it('does not find acme’s template handle (404), and stores nothing', async () => {
    const before = await stored();
    const res = await importFromUrl(t, globex, '/bulk-import/values/places/merge', URL_OK);
    expect(res.statusCode).toBe(404);
    expect(await stored()).toBe(before);
  });

  it('answers 404 for an unknown import id, and 409 for an id that is not a UUID', async () => {
    expect(
      (
        await t.app.inject({
          url: '/bulk-import/00000000-0000-4000-8000-000000000000',
          headers: bearer(acme),
        })
      ).statusCode,
    ).toBe(404);
    expect((await t.app.inject({ url: '/bulk-import/nope', headers: bearer(acme) })).statusCode).toBe(409);
  });
});

describe('GET /bulk-imports', () => {
  it("lists the organisation's own imports, newest first, and none of another's", async () => {
    const second = envelope(
      await importUpload(t, acme, '/bulk-import/values/places/replace', 'column,value\ncountry,Spain\n'),
    ).payload;
    const list = envelope(
      await t.app.inject({ url: '/bulk-imports?per_page=10', headers: bearer(acme) }),
    ).payload;
    expect(list).toMatchObject({ total_items: 2, current_page: 1 });
    expect(list.entries.map((e: { import_id: string }) => e.import_id)).toEqual([second.import_id, importId]);
    expect(list.entries[0]).toEqual(
      envelope(await t.app.inject({ url: `/bulk-import/${second.import_id}`, headers: bearer(acme) }))
        .payload,
    );
    const other = envelope(await t.app.inject({ url: '/bulk-imports', headers: bearer(globex) })).payload;
    expect(other).toMatchObject({ total_items: 0, entries: [] });
    const outOfRange = await t.app.inject({ url: '/bulk-imports?per_page=101', headers: bearer(acme) });
    expect(outOfRange.statusCode).toBe(409);
  });
});

describe('a sender (customer token)', () => {
  it.each([
    ['POST', '/bulk-import/values/places/merge/url'],
    ['POST', '/bulk-import/columns/places/merge/url'],
    ['POST', '/bulk-import/customers/merge/url'],
  ])('gets 403 on %s %s', async (method, url) => {
    const res = await t.app.inject({
      method: method as 'POST',
      url,
      headers: bearer(sender),
      payload: { url: URL_OK },
    });
    expect(res.statusCode).toBe(403);
  });

  it('gets 403 reading an import of its own organisation, or their list', async () => {
    for (const url of [`/bulk-import/${importId}`, '/bulk-imports'])
      expect((await t.app.inject({ url, headers: bearer(sender) })).statusCode, url).toBe(403);
  });
});

describe('bad requests, nothing stored', () => {
  const post = (payload: unknown, path = '/bulk-import/values/places/merge/url') =>
    t.app.inject({
      method: 'POST',
      url: path,
      headers: { ...bearer(acme), 'content-type': 'application/json' },
      payload: payload as string,
    });

  it.each([
    ['not JSON', '{"url": '],
    ['an unknown property', { url: URL_OK, colour: 'red' }],
    ['a url of the wrong type', { url: 42 }],
  ])('400 for %s', async (_, payload) => {
    const before = await stored();
    expect((await post(typeof payload === 'string' ? payload : JSON.stringify(payload))).statusCode).toBe(
      400,
    );
    expect(await stored()).toBe(before);
  });

  it.each([
    ['a missing url', {}, 'This value should not be blank.'],
    ['a blank url', { url: '  ' }, 'This value should not be blank.'],
    [
      'a url too long',
      { url: `http://a.example/${'x'.repeat(2000)}` },
      'This value is too long. It should have 2000 characters or less.',
    ],
    ['a url that is not one', { url: 'not a url' }, 'This value is not a valid URL.'],
    ['an ftp url', { url: 'ftp://files.example.com/x.csv' }, 'This URL must use http or https.'],
  ])('409 for %s', async (_, payload, message) => {
    const before = await stored();
    const res = await post(JSON.stringify(payload));
    expect(res.statusCode).toBe(409);
    expect(envelope(res).payload.violations).toMatchObject([{ property_path: 'url', message }]);
    expect(await stored()).toBe(before);
  });

  it('409 for a method other than replace or merge, on both routes', async () => {
    const res = await post(JSON.stringify({ url: URL_OK }), '/bulk-import/values/places/append/url');
    expect(res.statusCode).toBe(409);
    expect(envelope(res).payload.violations[0].property_path).toBe('method');
    expect((await importUpload(t, acme, '/bulk-import/customers/append', 'name\nx\n')).statusCode).toBe(409);
  });

  it('413 for an upload larger than the plan’s MAX_FILE_SIZE, its file not kept', async () => {
    await t.services.organisations.setPlan('acme', { limits: { MAX_FILE_SIZE: 100 }, grant: [], revoke: [] });
    const before = await stored();
    const res = await importUpload(
      t,
      acme,
      '/bulk-import/values/places/merge',
      `column,value\n${'country,x\n'.repeat(30)}`,
    );
    await t.services.organisations.setPlan('acme', {
      limits: { MAX_FILE_SIZE: 10 ** 9 },
      grant: [],
      revoke: [],
    });
    expect(res.statusCode).toBe(413);
    expect(envelope(res).payload.error.message).toMatch(/100 bytes/);
    expect(await stored()).toBe(before);
  });

  it('404 for an unknown template, 409 for an upload without a file, 400 for a body that is not multipart', async () => {
    const before = await stored();
    expect(
      (await post(JSON.stringify({ url: URL_OK }), '/bulk-import/columns/nowhere/merge/url')).statusCode,
    ).toBe(404);
    const empty = multipart({ filename: 'x.csv' });
    const noFile = await t.app.inject({
      method: 'POST',
      url: '/bulk-import/values/places/merge',
      headers: { ...bearer(acme), ...empty.headers },
      payload: empty.payload,
    });
    expect(noFile.statusCode).toBe(409);
    expect((await post(JSON.stringify({ url: URL_OK }), '/bulk-import/values/places/merge')).statusCode).toBe(
      400,
    );
    expect(await stored()).toBe(before);
  });
});
