/**
 * Senders (customer tokens) read the templates they may use and those templates' columns, without
 * the hidden ones; everything else of the receiver's stays closed to them, and writes are refused.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, envelope, type TestApp } from '../support/app.ts';
import { newCustomer } from '../support/flow.ts';
import { multipart } from '../support/multipart.ts';

let t: TestApp;
let acme: string;
let globex: string;
/** Listed on `vip` and on the private `internal`. */
let shop: string;
/** A customer of another organisation. */
let rival: string;
const ids: Record<string, string> = {};

/** Every template of acme: handle → what the receiver creates. */
const TEMPLATES: Record<string, object> = {
  catalogue: { name: 'Catalogue', access_type: 'public', user_metadata: [{ name: 'team', value: 'sales' }] },
  vip: { name: 'VIP orders', access_type: 'restricted' },
  partners: { name: 'Partner feed', description: 'Margins per partner', access_type: 'restricted' },
  internal: { name: 'Internal ledger', access_type: 'private' },
  archive: { name: 'Old archive', access_type: 'public', is_enabled: false },
};
/** Closed to `shop`: answered 404 as an unknown handle is, so guessing handles reveals nothing. */
const CLOSED = ['partners', 'internal'];
/** Open to `shop` but switched off: 403, the sender knew it and may wait. */
const DISABLED = 'archive';

const get = (url: string, token: string) => t.app.inject({ url, headers: bearer(token) });
const handles = async (query: string, token: string) =>
  envelope(await get(`/templates${query}`, token)).payload.entries.map(
    (e: { template_handle: string }) => e.template_handle,
  );

async function column(handle: string, technicalName: string, extra: object = {}): Promise<void> {
  const res = await t.app.inject({
    method: 'POST',
    url: `/template/${handle}/column`,
    headers: bearer(acme),
    payload: { technical_name: technicalName, pretty_name: technicalName, type: { type: 'TEXT' }, ...extra },
  });
  ids[technicalName] = envelope(res).payload.column_id;
}

const customerToken = async (owner: string, name: string, templateHandles: string[]) =>
  (await newCustomer(t, owner, { name, template_handles: templateHandles })).token;

beforeAll(async () => {
  t = await createTestApp();
  acme = (await t.organisation('acme')).token;
  globex = (await t.organisation('globex')).token;
  for (const [handle, fields] of Object.entries(TEMPLATES)) {
    await t.app.inject({
      method: 'POST',
      url: '/template',
      headers: bearer(acme),
      payload: { template_handle: handle, ...fields },
    });
  }
  await t.app.inject({
    method: 'POST',
    url: '/template',
    headers: bearer(globex),
    payload: { template_handle: 'rival-feed', name: 'Rival feed', access_type: 'public' },
  });
  await column('catalogue', 'sku');
  await column('catalogue', 'cost_price', { hidden: true });
  await column('catalogue', 'label');
  await column('internal', 'secret_margin');
  const constraint = await t.app.inject({
    method: 'POST',
    url: '/constraint',
    headers: bearer(acme),
    payload: { column_id: ids.sku, function: 'begin_by', arguments: [{ name: 'prefix', value: 'SK' }] },
  });
  ids.constraint = envelope(constraint).payload.constraint_id;
  shop = await customerToken(acme, 'Shop', ['vip', 'internal']);
  rival = await customerToken(globex, 'Rival', ['rival-feed']);
});
afterAll(() => t.close());

describe('GET /templates with a customer token', () => {
  it('lists only the enabled public templates and the restricted ones that list the customer', async () => {
    expect(await handles('', shop)).toEqual(['catalogue', 'vip']);
    expect(await handles('', acme)).toEqual(Object.keys(TEMPLATES));
  });

  it('gives the same entries and pagination payload as to the receiver', async () => {
    const body = envelope(await get('/templates?per_page=1&page=2', shop));
    expect(body.payload).toMatchObject({
      total_pages: 2,
      current_page: 2,
      total_items: 2,
      items_per_page: 1,
    });
    const { problems, ...entry } = envelope(await get('/template/vip', acme)).payload;
    expect(problems).toEqual([]);
    expect(body.payload.entries).toEqual([entry]);
  });

  it('applies the receiver’s filters within what the customer may use', async () => {
    expect(await handles('?criteria=vip', shop)).toEqual(['vip']);
    expect(await handles('?criteria=partner', shop)).toEqual([]);
    expect(await handles('?is_enabled=false', shop)).toEqual([]);
    expect(await handles('?user_metadata[0][name]=team&user_metadata[0][values]=sales', shop)).toEqual([
      'catalogue',
    ]);
  });

  it('shows another organisation’s customer only its own organisation’s templates', async () => {
    expect(await handles('', rival)).toEqual(['rival-feed']);
  });
});

describe('GET /template/{handle} with a customer token', () => {
  it('reads a public template and a restricted one that lists the customer as the receiver does', async () => {
    for (const handle of ['catalogue', 'vip']) {
      const res = await get(`/template/${handle}`, shop);
      expect(res.statusCode, handle).toBe(200);
      expect(envelope(res).payload).toEqual(envelope(await get(`/template/${handle}`, acme)).payload);
    }
  });

  it('answers an unlisted restricted or a private (even listed) template exactly as an unknown handle', async () => {
    const unknown = envelope(await get('/template/no-such-handle', shop)).payload.error;
    for (const handle of CLOSED) {
      const res = await get(`/template/${handle}`, shop);
      expect(res.statusCode, handle).toBe(404);
      for (const secret of ['Partner feed', 'Margins', 'Internal ledger', 'access_type'])
        expect(res.body, handle).not.toContain(secret);
      expect(envelope(res).payload.error.code).toBe(unknown.code);
      expect(envelope(res).payload.error.message).toBe(unknown.message.replace('no-such-handle', handle));
    }
  });

  it('answers 403 for a template open to the customer but switched off, revealing nothing of it', async () => {
    const res = await get(`/template/${DISABLED}`, shop);
    expect(res.statusCode).toBe(403);
    expect(res.body).not.toContain('Old archive');
  });

  it('answers 404 for an unknown handle and for another organisation’s template, naming nothing', async () => {
    expect((await get('/template/nope', shop)).statusCode).toBe(404);
    const res = await get('/template/catalogue', rival);
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('Catalogue');
  });

  it('opens exactly the templates the customer may upload to', async () => {
    for (const handle of Object.keys(TEMPLATES)) {
      const body = multipart({ template_handle: handle }, { name: 'items.csv', content: 'sku\nSK1\n' });
      const upload = await t.app.inject({
        method: 'POST',
        url: '/transformation',
        headers: { ...bearer(shop), ...body.headers },
        payload: body.payload,
      });
      expect(upload.statusCode, handle).toBe((await get(`/template/${handle}`, shop)).statusCode);
    }
  });
});

describe('columns with a customer token', () => {
  const names = (res: Awaited<ReturnType<typeof get>>) =>
    envelope(res).payload.map((c: { technical_name: string }) => c.technical_name);

  it('lists the columns of a usable template without the hidden ones; the receiver still sees them', async () => {
    expect(names(await get('/template/catalogue/columns', shop))).toEqual(['sku', 'label']);
    expect(names(await get('/template/catalogue/columns', acme))).toEqual(['sku', 'cost_price', 'label']);
  });

  it('reads a visible column as the receiver does, and answers 404 for a hidden one', async () => {
    const visible = await get(`/template/catalogue/column/${ids.sku}`, shop);
    expect(envelope(visible).payload).toEqual(
      envelope(await get(`/template/catalogue/column/${ids.sku}`, acme)).payload,
    );
    const hidden = await get(`/template/catalogue/column/${ids.cost_price}`, shop);
    expect(hidden.statusCode).toBe(404);
    expect(hidden.body).not.toContain('cost_price');
    expect((await get(`/template/catalogue/column/${ids.cost_price}`, acme)).statusCode).toBe(200);
  });

  it('answers 404 for the columns of a template closed to the customer, revealing nothing', async () => {
    for (const handle of CLOSED) {
      const res = await get(`/template/${handle}/columns`, shop);
      expect(res.statusCode, handle).toBe(404);
    }
    expect((await get(`/template/${DISABLED}/columns`, shop)).statusCode).toBe(403);
    const single = await get(`/template/internal/column/${ids.secret_margin}`, shop);
    expect(single.statusCode).toBe(404);
    expect(single.body).not.toContain('secret_margin');
  });

  it('keeps another organisation’s customer out: 404 by handle, whatever column id follows', async () => {
    const list = await get('/template/catalogue/columns', rival);
    expect(list.statusCode).toBe(404);
    const single = await get(`/template/catalogue/column/${ids.sku}`, rival);
    expect(single.statusCode).toBe(404);
    expect(single.body).not.toContain('sku');
  });
});

describe('writes with a customer token', () => {
  it('are refused with 403 on templates, columns and constraints, and change nothing', async () => {
    const snapshot = async () => ({
      templates: envelope(await get('/templates', acme)).payload,
      columns: envelope(await get('/template/catalogue/columns', acme)).payload,
      constraint: envelope(await get(`/constraint/${ids.constraint}`, acme)).payload,
    });
    const before = await snapshot();
    const column = { technical_name: 'x', pretty_name: 'X', type: { type: 'TEXT' } };
    const constraint = {
      column_id: ids.sku,
      function: 'begin_by',
      arguments: [{ name: 'prefix', value: 'X' }],
    };
    for (const [method, url, payload] of [
      ['POST', '/template', { template_handle: 'mine', name: 'Mine' }],
      ['PUT', '/template/catalogue', { name: 'Taken over', is_enabled: false }],
      ['DELETE', '/template/catalogue', undefined],
      ['POST', '/template/catalogue/format/test', {}],
      ['POST', '/template/catalogue/column', column],
      ['PUT', `/template/catalogue/column/${ids.sku}`, { pretty_name: 'Taken over' }],
      ['DELETE', `/template/catalogue/column/${ids.label}`, undefined],
      ['POST', '/constraint', constraint],
      ['PUT', `/constraint/${ids.constraint}`, { label: 'Taken over' }],
      ['DELETE', `/constraint/${ids.constraint}`, undefined],
    ] as const) {
      const res = await t.app.inject({ method, url, headers: bearer(shop), payload });
      expect(res.statusCode, `${method} ${url}`).toBe(403);
    }
    expect(await snapshot()).toEqual(before);
  });
});
