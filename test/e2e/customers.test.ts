/** Customers through HTTP: create, address by UUID / external ID / e-mail, partial update, list, limits, tenancy. */
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, envelope, type TestApp } from '../support/app.ts';
import { insertTemplate } from '../support/receiver-fixtures.ts';

interface CustomerBody {
  customer_id: string;
  templates: { template_handle: string; user_metadata: { name: string; value: string | null }[] }[];
  external_id: string | null;
  name: string | null;
  email: string | null;
  language: string | null;
  user_metadata: { name: string; value: string | null }[];
}

let t: TestApp;
let acme: string;
let globex: string;
let initech: string;

beforeAll(async () => {
  t = await createTestApp();
  acme = (await t.organisation('acme')).token;
  globex = (await t.organisation('globex')).token;
  initech = (await t.organisation('initech')).token;
  await insertTemplate(t.services.ctx.db, 'acme', 'orders', ['code'], [{ name: 'region', value: 'eu' }]);
  await insertTemplate(t.services.ctx.db, 'acme', 'stock', ['sku']);
  await insertTemplate(t.services.ctx.db, 'globex', 'invoices', ['code']);
  await insertTemplate(t.services.ctx.db, 'initech', 'orders', ['code']);
});
afterAll(() => t.close());

function send(token: string, method: 'POST' | 'PUT' | 'GET' | 'DELETE', url: string, payload?: unknown) {
  return t.app.inject({
    method,
    url,
    headers: bearer(token),
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}
async function create(payload: Record<string, unknown>, token = acme): Promise<CustomerBody> {
  const res = await send(token, 'POST', '/customer', { template_handles: ['orders'], ...payload });
  expect(res.statusCode, res.body).toBe(200);
  return envelope(res).payload;
}
async function read(reference: string, token = acme): Promise<CustomerBody> {
  const res = await send(token, 'GET', `/customer/${encodeURIComponent(reference)}`);
  expect(res.statusCode, res.body).toBe(200);
  return envelope(res).payload;
}
function violations(res: LightMyRequestResponse): [string, string][] {
  expect(res.statusCode, res.body).toBe(409);
  const body = res.json();
  expect(body.payload.error.code).toBe('exception.violation');
  return body.payload.violations.map((v: { property_path: string; message: string }) => [
    v.property_path,
    v.message,
  ]);
}

describe('creating and reading a customer', () => {
  it("creates a customer and shows each template with the template's user_metadata", async () => {
    const created = await create({
      template_handles: ['stock', 'orders'],
      external_id: 'C-1',
      name: 'Ada Ltd',
      email: 'ada@example.com',
      language: 'fr',
      user_metadata: [{ name: 'tier', value: 'gold' }, { name: 'note' }],
    });
    expect(created).toEqual({
      customer_id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      templates: [
        { template_handle: 'orders', user_metadata: [{ name: 'region', value: 'eu' }] },
        { template_handle: 'stock', user_metadata: [] },
      ],
      external_id: 'C-1',
      name: 'Ada Ltd',
      email: 'ada@example.com',
      language: 'fr',
      user_metadata: [
        { name: 'tier', value: 'gold' },
        { name: 'note', value: null },
      ],
      trial: false,
    });
  });

  it('reads the same customer by UUID, external ID and e-mail (in any case)', async () => {
    const created = await create({ external_id: 'ext/42', email: 'Bob@Example.com' });
    expect(await read(created.customer_id)).toEqual(created);
    expect(await read(created.customer_id.toUpperCase())).toEqual(created);
    expect(await read('ext/42')).toEqual(created);
    expect(await read('bob@example.com')).toEqual(created);
  });

  it('stores blank optional texts as null', async () => {
    const created = await create({
      external_id: '  ',
      name: '',
      email: null,
      language: null,
      user_metadata: null,
    });
    expect(created).toMatchObject({
      external_id: null,
      name: null,
      email: null,
      language: null,
      user_metadata: [],
    });
  });

  it('finds a customer by an external ID that looks like a UUID', async () => {
    const target = await create({ external_id: '11111111-1111-4111-8111-111111111111' });
    expect((await read('11111111-1111-4111-8111-111111111111')).customer_id).toBe(target.customer_id);
  });

  it("finds one's own customer whose external ID is another organisation's customer UUID, not a 403", async () => {
    const foreign = await create({ template_handles: ['invoices'] }, globex);
    const own = await create({ external_id: foreign.customer_id });
    expect((await read(foreign.customer_id)).customer_id).toBe(own.customer_id);
  });
});

describe('refusing a customer with 409', () => {
  const cases: [string, Record<string, unknown>, [string, RegExp][]][] = [
    [
      'missing template_handles',
      { template_handles: undefined },
      [['template_handles', /should not be blank/]],
    ],
    ['an empty template_handles', { template_handles: [] }, [['template_handles', /should not be blank/]]],
    [
      'an unknown template handle',
      { template_handles: ['orders', 'nope', ' '] },
      [
        ['template_handles[1]', /"nope" does not exist/],
        ['template_handles[2]', /should not be blank/],
      ],
    ],
    ['an invalid e-mail', { email: 'not-an-email' }, [['email', /not a valid email/]]],
    ['a language Ferry does not speak', { language: 'it' }, [['language', /Valid choices: fr, en, de, es/]]],
    [
      'a blank user_metadata name',
      { user_metadata: [{ name: ' ', value: 'x' }] },
      [['user_metadata[0].name', /should not be blank/]],
    ],
    [
      'a repeated user_metadata name',
      {
        user_metadata: [
          { name: 'a', value: '1' },
          { name: 'a', value: '2' },
        ],
      },
      [['user_metadata[1].name', /used twice/]],
    ],
    ['an external_id too long', { external_id: 'x'.repeat(256) }, [['external_id', /too long/]]],
  ];
  it.each(cases)('refuses %s', async (_name, payload, expected) => {
    const res = await send(acme, 'POST', '/customer', { template_handles: ['orders'], ...payload });
    expect(violations(res)).toEqual(
      expected.map(([path, message]) => [path, expect.stringMatching(message)]),
    );
  });

  it("refuses another organisation's template handle as unknown", async () => {
    const res = await send(acme, 'POST', '/customer', { template_handles: ['invoices'] });
    expect(violations(res)).toEqual([['template_handles[0]', 'The template "invoices" does not exist.']]);
  });

  it('refuses an external ID or an e-mail another customer of the organisation has', async () => {
    await create({ external_id: 'DUP-1', email: 'dup@example.com' });
    const res = await send(acme, 'POST', '/customer', {
      template_handles: ['orders'],
      external_id: 'DUP-1',
      email: 'DUP@example.com',
    });
    expect(violations(res).map(([path]) => path)).toEqual(['external_id', 'email']);
  });

  it('accepts the same external ID and e-mail in another organisation', async () => {
    await create({ external_id: 'SHARED', email: 'shared@example.com' });
    const other = await create(
      { template_handles: ['invoices'], external_id: 'SHARED', email: 'shared@example.com' },
      globex,
    );
    expect(other.external_id).toBe('SHARED');
  });

  it('refuses a body of the wrong shape with 400', async () => {
    expect((await send(acme, 'POST', '/customer', { template_handles: 'orders' })).statusCode).toBe(400);
    expect(
      (await send(acme, 'POST', '/customer', { template_handles: ['orders'], customer_id: 'x' })).statusCode,
    ).toBe(400);
  });
});

describe('updating a customer partially', () => {
  it('changes only the properties sent', async () => {
    const created = await create({
      external_id: 'UP-1',
      name: 'Old',
      email: 'up1@example.com',
      language: 'en',
      user_metadata: [{ name: 'a', value: '1' }],
    });
    const res = await send(acme, 'PUT', '/customer/UP-1', { name: 'New' });
    expect(res.statusCode).toBe(200);
    expect(envelope(res).payload).toEqual({ ...created, name: 'New' });
  });

  it('replaces the template set and clears a property sent as null', async () => {
    const created = await create({ external_id: 'UP-2', email: 'up2@example.com' });
    const res = await send(acme, 'PUT', '/customer/up2@example.com', {
      template_handles: ['stock'],
      email: null,
    });
    expect(envelope(res).payload).toEqual({
      ...created,
      templates: [{ template_handle: 'stock', user_metadata: [] }],
      email: null,
    });
  });

  it('keeps its own external ID and e-mail without calling them duplicates', async () => {
    const created = await create({ external_id: 'UP-3', email: 'up3@example.com' });
    const res = await send(acme, 'PUT', `/customer/${created.customer_id}`, {
      external_id: 'UP-3',
      email: 'UP3@example.com',
    });
    expect(envelope(res).payload.email).toBe('UP3@example.com');
  });

  it('refuses bad values and leaves the stored customer unchanged', async () => {
    await create({ external_id: 'TAKEN', email: 'taken@example.com' });
    const created = await create({
      external_id: 'UP-4',
      email: 'up4@example.com',
      user_metadata: [{ name: 'a', value: '1' }],
    });
    const refused: [Record<string, unknown>, string][] = [
      [{ template_handles: [] }, 'template_handles'],
      [{ template_handles: null }, 'template_handles'],
      [{ template_handles: ['nope'] }, 'template_handles[0]'],
      [{ email: 'bad' }, 'email'],
      [{ language: 'it' }, 'language'],
      [{ external_id: 'TAKEN' }, 'external_id'],
      [{ email: 'Taken@example.com' }, 'email'],
      [{ user_metadata: [{ name: 'x' }, { name: 'x' }] }, 'user_metadata[1].name'],
    ];
    for (const [body, path] of refused) {
      expect(
        violations(await send(acme, 'PUT', '/customer/UP-4', { name: 'changed', ...body })).map(([p]) => p),
      ).toEqual([path]);
    }
    expect(await read(created.customer_id)).toEqual(created);
  });

  it('answers 404 for a customer that does not exist', async () => {
    expect((await send(acme, 'PUT', '/customer/nobody', { name: 'x' })).statusCode).toBe(404);
  });
});

describe('deleting a customer', () => {
  it('answers 204 without a body, then 404', async () => {
    const created = await create({ external_id: 'DEL-1' });
    const res = await send(acme, 'DELETE', '/customer/DEL-1');
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    expect((await send(acme, 'GET', `/customer/${created.customer_id}`)).statusCode).toBe(404);
    expect((await send(acme, 'DELETE', '/customer/DEL-1')).statusCode).toBe(404);
  });
});

describe("another organisation's customer", () => {
  it('answers 403 by UUID to read, update and delete, reveals nothing and changes nothing', async () => {
    const created = await create({
      external_id: 'PRIVATE-1',
      name: 'Secret Corp',
      email: 'secret@example.com',
    });
    const url = `/customer/${created.customer_id}`;
    for (const res of [
      await send(globex, 'GET', url),
      await send(globex, 'PUT', url, { name: 'hijacked' }),
      await send(globex, 'DELETE', url),
    ]) {
      expect(res.statusCode).toBe(403);
      expect(res.body).not.toMatch(/Secret Corp|secret@example|PRIVATE-1/);
    }
    expect(await read(created.customer_id)).toEqual(created);
  });

  it('answers 404 by external ID or e-mail, since those are looked up in the caller organisation only', async () => {
    const created = await create({ external_id: 'PRIVATE-2', email: 'private2@example.com' });
    for (const reference of ['PRIVATE-2', 'private2@example.com']) {
      expect((await send(globex, 'GET', `/customer/${reference}`)).statusCode).toBe(404);
      expect((await send(globex, 'PUT', `/customer/${reference}`, { name: 'x' })).statusCode).toBe(404);
      expect((await send(globex, 'DELETE', `/customer/${reference}`)).statusCode).toBe(404);
    }
    expect(await read(created.customer_id)).toEqual(created);
  });
});

describe('listing customers', () => {
  it('pages through every customer in creation order', async () => {
    const made: string[] = [];
    for (const i of [1, 2, 3, 4, 5]) made.push((await create({ name: `Lister ${i}` }, initech)).customer_id);
    const first = envelope(await send(initech, 'GET', '/customers?per_page=2'));
    expect(first.payload).toMatchObject({
      total_pages: 3,
      current_page: 1,
      total_items: 5,
      items_per_page: 2,
    });
    const pages = [first.payload.entries];
    for (const page of [2, 3])
      pages.push(envelope(await send(initech, 'GET', `/customers?per_page=2&page=${page}`)).payload.entries);
    expect(pages.flat().map((c: CustomerBody) => c.customer_id)).toEqual(made);
    expect(pages.map((p) => p.length)).toEqual([2, 2, 1]);
  });

  it('answers an empty page beyond the last one', async () => {
    const res = envelope(await send(initech, 'GET', '/customers?page=9'));
    expect(res.payload).toMatchObject({ current_page: 9, total_items: 5, entries: [] });
  });

  it('refuses a page or per_page out of range with 409', async () => {
    expect(violations(await send(initech, 'GET', '/customers?page=0')).map(([p]) => p)).toEqual(['page']);
    expect(violations(await send(initech, 'GET', '/customers?per_page=101')).map(([p]) => p)).toEqual([
      'per_page',
    ]);
  });

  it('searches name, e-mail and external ID without case, with LIKE wildcards taken literally', async () => {
    await create({ name: 'Zed 100%', external_id: 'Z_9' }, initech);
    await create({ email: 'zorro@zed.example' }, initech);
    const names = async (criteria: string) =>
      (
        envelope(await send(initech, 'GET', `/customers?criteria=${encodeURIComponent(criteria)}`)).payload
          .entries as CustomerBody[]
      ).map((c) => c.name ?? c.email);
    expect(await names('ZED')).toEqual(['Zed 100%', 'zorro@zed.example']);
    expect(await names('100%')).toEqual(['Zed 100%']);
    expect(await names('z_9')).toEqual(['Zed 100%']);
    expect(await names('0%0')).toEqual([]);
  });

  it("never lists another organisation's customers", async () => {
    const entries = envelope(await send(initech, 'GET', '/customers?per_page=100')).payload
      .entries as CustomerBody[];
    expect(entries.some((c) => c.email === 'ada@example.com')).toBe(false);
  });
});

describe('the CUSTOMERS plan limitation', () => {
  it('refuses a customer beyond the plan with 402 and names the limitation', async () => {
    await t.services.organisations.setPlan('globex', { limits: { CUSTOMERS: 2 }, grant: [], revoke: [] });
    const existing = envelope(await send(globex, 'GET', '/customers')).payload.total_items as number;
    for (let i = existing; i < 2; i += 1) await create({ template_handles: ['invoices'] }, globex);
    const res = await send(globex, 'POST', '/customer', { template_handles: ['invoices'] });
    expect(res.statusCode).toBe(402);
    expect(envelope(res).product).toMatchObject({
      requirement: 'limitation',
      limitation_type: 'CUSTOMERS',
      limitation_current_value: 2,
      limitation_needed_value: 3,
    });
    expect(envelope(await send(globex, 'GET', '/customers')).payload.total_items).toBe(2);
  });
});
