/** Customer tokens: minted by owners and admins, refused on receiver routes, scoped to their organisation. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, envelope, type TestApp } from '../support/app.ts';
import { insertTemplate } from '../support/receiver-fixtures.ts';

let t: TestApp;
let acme: string;
let globex: string;
let customerId: string;

beforeAll(async () => {
  t = await createTestApp();
  acme = (await t.organisation('acme')).token;
  globex = (await t.organisation('globex')).token;
  await insertTemplate(t.services.ctx.db, 'acme', 'orders', ['code']);
  const created = await t.app.inject({
    method: 'POST',
    url: '/customer',
    headers: bearer(acme),
    payload: { name: 'Shop', external_id: 'shop-1', template_handles: ['orders'] },
  });
  customerId = envelope(created).payload.customer_id;
});
afterAll(() => t.close());

async function mint(token: string, reference: string) {
  return t.app.inject({ method: 'POST', url: `/customer/${reference}/token`, headers: bearer(token) });
}

describe('customer tokens', () => {
  it('are minted by an owner for a customer addressed by UUID or external ID', async () => {
    for (const reference of [customerId, 'shop-1']) {
      const res = await mint(acme, reference);
      expect(res.statusCode).toBe(200);
      const payload = envelope(res).payload;
      expect(payload).toMatchObject({ token_type: 'Bearer', expires_in: 3600, customer_id: customerId });
      expect(typeof payload.access_token).toBe('string');
    }
  });

  it('are refused on receiver routes with 403', async () => {
    const token = envelope(await mint(acme, customerId)).payload.access_token;
    for (const [method, url] of [
      ['PUT', '/template/orders'],
      ['POST', '/template/orders/column'],
      ['GET', '/customers'],
      ['GET', `/customer/${customerId}`],
      ['POST', `/customer/${customerId}/token`],
      ['POST', '/api-keys'],
    ] as const) {
      const res = await t.app.inject({ method, url, headers: bearer(token), payload: {} });
      expect(res.statusCode, `${method} ${url}`).toBe(403);
    }
  });

  it('read the templates they may use: the public orders template of their organisation', async () => {
    const token = envelope(await mint(acme, customerId)).payload.access_token;
    const list = await t.app.inject({ method: 'GET', url: '/templates', headers: bearer(token) });
    expect(envelope(list).payload.entries.map((e: { template_handle: string }) => e.template_handle)).toEqual(
      ['orders'],
    );
    const read = await t.app.inject({ method: 'GET', url: '/template/orders', headers: bearer(token) });
    expect(read.statusCode).toBe(200);
  });

  it('cannot be minted for another organisation’s customer, whose UUID answers 403', async () => {
    const res = await mint(globex, customerId);
    expect(res.statusCode).toBe(403);
    expect(res.body).not.toContain('Shop');
    expect((await mint(globex, 'shop-1')).statusCode).toBe(404);
  });

  it('stop working once the customer is deleted', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/customer',
      headers: bearer(acme),
      payload: { name: 'Gone', external_id: 'gone', template_handles: ['orders'] },
    });
    const goneId = envelope(created).payload.customer_id;
    const token = envelope(await mint(acme, goneId)).payload.access_token;
    await t.app.inject({ method: 'DELETE', url: `/customer/${goneId}`, headers: bearer(acme) });
    const res = await t.app.inject({ method: 'GET', url: '/templates', headers: bearer(token) });
    expect(res.statusCode).toBe(401);
  });

  it('last as long as asked, within 60 seconds to a day', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/customer/${customerId}/token`,
      headers: bearer(acme),
      payload: { expires_in: 120 },
    });
    expect(envelope(res).payload.expires_in).toBe(120);
    const tooLong = await t.app.inject({
      method: 'POST',
      url: `/customer/${customerId}/token`,
      headers: bearer(acme),
      payload: { expires_in: 90_000 },
    });
    expect(tooLong.statusCode).toBe(409);
  });

  it('expire after an hour', async () => {
    const token = envelope(await mint(acme, customerId)).payload.access_token;
    t.advance(3601 * 1000);
    const res = await t.app.inject({ method: 'GET', url: '/templates', headers: bearer(token) });
    expect(res.statusCode).toBe(401);
  });
});
