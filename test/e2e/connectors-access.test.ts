/**
 * Who sees and writes which connector: a sender only those saved from its own transformations; the
 * receiver's users every one of the organisation's; another organisation or another sender gets
 * 403 on each route (an unknown id 404), learns nothing and changes nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, envelope, type TestApp } from '../support/app.ts';
import { call, createContactsTemplate, newCustomer } from '../support/flow.ts';
import { confirmedTransformation, saveConnector } from './connectors-support.ts';

let t: TestApp;
let acme: string;
let globex: string;
let shop: string;
let rival: string;
let shopId: string;
let shopConnector: any;
let ownConnector: any;
let shopTransformation: string;

const customerToken = (name: string) =>
  newCustomer(t, acme, { name, external_id: name, template_handles: ['contacts'] });

beforeAll(async () => {
  t = await createTestApp({}, { jobs: true });
  acme = (await t.organisation('acme')).token;
  globex = (await t.organisation('globex')).token;
  await createContactsTemplate(t, acme, 'contacts', { access_type: 'public' });
  await createContactsTemplate(t, globex, 'contacts', { access_type: 'public' });
  const shopLogin = await customerToken('shop');
  shop = shopLogin.token;
  shopId = shopLogin.id;
  rival = (await customerToken('rival')).token;
  const made = await confirmedTransformation(t, shop);
  shopTransformation = made.created.transformation_id;
  shopConnector = await saveConnector(t, shop, shopTransformation, { name: 'Shop export' });
  const own = await confirmedTransformation(t, acme);
  ownConnector = await saveConnector(t, acme, own.created.transformation_id, { name: 'Our export' });
}, 120_000);
afterAll(async () => {
  await t?.close();
});

const names = async (token: string) =>
  envelope(await call(t, token, 'GET', '/connectors')).payload.entries.map((c: { name: string }) => c.name);

describe('connector ownership', () => {
  it("belongs to the sender whose transformation it was saved from; the receiver's own to no sender", () => {
    expect(shopConnector.customer_id).toBe(shopId);
    expect(ownConnector.customer_id).toBeNull();
  });

  it('lists to a sender only its own, to the receiver all, to another organisation none', async () => {
    expect(await names(shop)).toEqual(['Shop export']);
    expect(await names(rival)).toEqual([]);
    expect(await names(acme)).toEqual(['Shop export', 'Our export']);
    expect(await names(globex)).toEqual([]);
  });

  it('answers 403 to another sender and another organisation on every route, and 404 to an unknown id', async () => {
    const id = shopConnector.connector_id;
    for (const token of [rival, globex]) {
      expect((await call(t, token, 'GET', `/connector/${id}`)).statusCode).toBe(403);
      expect((await call(t, token, 'PUT', `/connector/${id}`, { name: 'Mine' })).statusCode).toBe(403);
      expect((await call(t, token, 'DELETE', `/connector/${id}`)).statusCode).toBe(403);
      const save = await call(t, token, 'POST', `/transformation/${shopTransformation}/connector`, {
        name: 'Copy',
      });
      expect(save.statusCode).toBe(403);
      expect(save.body).not.toContain('Shop export');
    }
    expect((await call(t, shop, 'GET', `/connector/${ownConnector.connector_id}`)).statusCode).toBe(403);
    expect((await call(t, shop, 'DELETE', `/connector/${ownConnector.connector_id}`)).statusCode).toBe(403);
    const unknown = '7d1f4f9e-2a4b-4c61-9a57-0c3f1c2d9e10';
    expect((await call(t, shop, 'GET', `/connector/${unknown}`)).statusCode).toBe(404);
    expect((await call(t, acme, 'PUT', `/connector/${unknown}`, { name: 'X' })).statusCode).toBe(404);
    expect((await call(t, acme, 'GET', '/connector/not-a-uuid')).statusCode).toBe(409);
    // Nothing changed, nothing was added.
    expect(envelope(await call(t, acme, 'GET', `/connector/${id}`)).payload).toEqual(shopConnector);
    expect(await names(acme)).toEqual(['Shop export', 'Our export']);
  });

  it('lets the sender edit and delete its own, and the receiver any', async () => {
    const id = shopConnector.connector_id;
    const renamed = await call(t, shop, 'PUT', `/connector/${id}`, { name: 'Shop export v2' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect((await call(t, acme, 'DELETE', `/connector/${id}`)).statusCode).toBe(204);
    expect(await names(shop)).toEqual([]);
  });
});
