/** GET /templates (filters, bracket-notation user_metadata, pages) and the format test endpoint. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, envelope, type TestApp, type TestOrganisation } from '../support/app.ts';

let t: TestApp;
let acme: TestOrganisation;
let globex: TestOrganisation;

const list = async (query: string, token = acme.token) =>
  t.app.inject({ url: `/templates${query}`, headers: bearer(token) });
const handles = async (query: string) =>
  envelope(await list(query)).payload.entries.map((e: { template_handle: string }) => e.template_handle);

beforeAll(async () => {
  t = await createTestApp();
  acme = await t.organisation('acme');
  globex = await t.organisation('globex');
  const create = (token: string, payload: object) =>
    t.app.inject({ method: 'POST', url: '/template', headers: bearer(token), payload });
  await create(acme.token, {
    template_handle: 'orders',
    name: 'Orders',
    user_metadata: [{ name: 'team', value: 'sales' }],
  });
  await create(acme.token, {
    template_handle: 'stock',
    name: 'Stock',
    description: 'Warehouse ORDERS too',
    user_metadata: [
      { name: 'team', value: 'ops' },
      { name: 'region', value: 'eu' },
    ],
  });
  await create(acme.token, {
    template_handle: 'legacy',
    name: 'Legacy',
    is_enabled: false,
    user_metadata: [{ name: 'team', value: 'sales' }],
  });
  await create(globex.token, { template_handle: 'orders-globex', name: 'Orders' });
});
afterAll(() => t.close());

describe('GET /templates', () => {
  it('lists the organisation’s templates in creation order with the pagination payload', async () => {
    const body = envelope(await list(''));
    expect(body.payload).toMatchObject({
      total_pages: 1,
      current_page: 1,
      total_items: 3,
      items_per_page: 20,
    });
    expect(body.payload.entries.map((e: { template_handle: string }) => e.template_handle)).toEqual([
      'orders',
      'stock',
      'legacy',
    ]);
  });

  it('filters on is_enabled, and returns all when it is null or empty', async () => {
    expect(await handles('?is_enabled=false')).toEqual(['legacy']);
    expect(await handles('?is_enabled=true')).toEqual(['orders', 'stock']);
    expect(await handles('?is_enabled=null')).toHaveLength(3);
    expect(await handles('?is_enabled=')).toHaveLength(3);
  });

  it('searches criteria case-insensitively in name, handle and description', async () => {
    expect(await handles('?criteria=oRdEr')).toEqual(['orders', 'stock']);
    expect(await handles('?criteria=legac')).toEqual(['legacy']);
    expect(await handles('?criteria=%25')).toEqual([]);
  });

  it('filters on user_metadata in bracket notation, every entry having to match', async () => {
    expect(await handles('?user_metadata[0][name]=team&user_metadata[0][values]=sales')).toEqual([
      'orders',
      'legacy',
    ]);
    expect(
      await handles('?user_metadata%5B0%5D%5Bname%5D=team&user_metadata%5B0%5D%5Bvalues%5D=ops,sales'),
    ).toEqual(['orders', 'stock', 'legacy']);
    expect(
      await handles(
        '?user_metadata[0][name]=team&user_metadata[0][values]=ops,sales&user_metadata[1][name]=region&user_metadata[1][values]=eu',
      ),
    ).toEqual(['stock']);
  });

  it('refuses a user_metadata filter with a blank name or values', async () => {
    const res = await list('?user_metadata[0][name]=team&user_metadata[0][values]=');
    expect(res.statusCode).toBe(409);
    expect(envelope(res).payload.violations[0].property_path).toBe('user_metadata[0].values');
  });

  it('pages, and answers an empty page beyond the last', async () => {
    const second = envelope(await list('?page=2&per_page=2')).payload;
    expect(second).toMatchObject({ total_pages: 2, current_page: 2, total_items: 3, items_per_page: 2 });
    expect(second.entries.map((e: { template_handle: string }) => e.template_handle)).toEqual(['legacy']);
    expect(envelope(await list('?page=5&per_page=2')).payload.entries).toEqual([]);
  });

  it.each(['?per_page=0', '?per_page=101', '?page=0'])('refuses %s with 409', async (query) => {
    expect((await list(query)).statusCode).toBe(409);
  });

  it('refuses an unknown parameter or a page that is not a number with 400', async () => {
    expect((await list('?colour=red')).statusCode).toBe(400);
    expect((await list('?page=abc')).statusCode).toBe(400);
  });

  it('never shows another organisation’s templates', async () => {
    expect(
      envelope(await list('', globex.token)).payload.entries.map(
        (e: { template_handle: string }) => e.template_handle,
      ),
    ).toEqual(['orders-globex']);
  });
});

describe('POST /template/{handle}/format/test', () => {
  const test = (handle: string, payload: object, token = acme.token) =>
    t.app.inject({ method: 'POST', url: `/template/${handle}/format/test`, headers: bearer(token), payload });

  beforeAll(async () => {
    for (const [technical_name, type] of [
      ['sku', 'TEXT'],
      ['qty', 'NUMBER'],
    ] as const) {
      await t.app.inject({
        method: 'POST',
        url: '/template/orders/column',
        headers: bearer(acme.token),
        payload: { technical_name, pretty_name: technical_name, type: { type } },
      });
    }
  });

  it('renders sample rows with the saved format (CSV by default)', async () => {
    const res = await test('orders', { rows: [{ sku: 'A1', qty: 3 }, { '#(sku)': 'B;2' }] });
    expect(res.statusCode).toBe(200);
    expect(envelope(res).payload).toEqual({ output: 'sku,qty\nA1,3\nB;2,\n', errors: [], problems: [] });
  });

  it('tries a format given in the request without saving it', async () => {
    const res = await test('orders', { rows: [{ sku: 'A1', qty: 3 }], format: { format: 'json' } });
    expect(JSON.parse(envelope(res).payload.output)).toEqual([{ sku: 'A1', qty: 3 }]);
    expect(
      envelope(await t.app.inject({ url: '/template/orders', headers: bearer(acme.token) })).payload.format,
    ).toBeNull();
  });

  it('reports format problems and rendering errors as data', async () => {
    const bad = envelope(await test('orders', { rows: [], format: { csv: { delimiter: 'space' } } })).payload;
    expect(bad.errors[0]).toMatch(/^format\.csv\.delimiter: /);
    const twig = envelope(
      await test('orders', {
        rows: [{ sku: 'A' }],
        format: { format: 'custom', custom: { item: '{{ sku }}', prettify: 'json' } },
      }),
    ).payload;
    expect(twig.output).toBe('A');
    expect(twig.errors).toHaveLength(1);
  });

  it('answers 404 for another organisation’s handle', async () => {
    expect((await test('orders', { rows: [] }, globex.token)).statusCode).toBe(404);
  });
});
