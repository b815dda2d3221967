/**
 * Who may reach webhooks: another organisation learns nothing of a subscription or its deliveries,
 * a sender reaches none of the routes, and a plan without X_WEBHOOKS may read but not write.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, envelope, type TestApp } from '../support/app.ts';
import { call } from '../support/flow.ts';
import { insertTemplate, organisationId } from '../support/receiver-fixtures.ts';

let t: TestApp;
let acme: string;
let globex: string;
let sender: string;
let hook: { webhook_id: string; url: string; secret: string };
let globexHook: string;
let deliveryId: string;

const SECRET_URL = 'https://hooks.example.com/acme-private-endpoint';

beforeAll(async () => {
  t = await createTestApp();
  acme = (await t.organisation('acme')).token;
  globex = (await t.organisation('globex')).token;
  await insertTemplate(t.database.db, 'acme', 'orders', ['sku']);
  const created = await call(t, acme, 'POST', '/webhooks', {
    url: SECRET_URL,
    events: ['AUTOMATION_FAILED'],
  });
  hook = envelope(created).payload;
  const other = await call(t, globex, 'POST', '/webhooks', {
    url: 'https://hooks.example.com/g',
    events: ['AUTOMATION_FAILED'],
  });
  globexHook = envelope(other).payload.webhook_id;
  // No job queue in this app: the delivery is recorded and stays pending, which is all these tests need.
  await t.services.webhooks.publish({
    organisationId: await organisationId(t.database.db, 'acme'),
    type: 'AUTOMATION_FAILED',
    templateId: null,
    data: { automation_id: 'a' },
  });
  const log = envelope(await call(t, acme, 'GET', `/webhooks/${hook.webhook_id}/deliveries`)).payload;
  deliveryId = log.entries[0].delivery_id;
  const customer = envelope(
    await call(t, acme, 'POST', '/customer', { template_handles: ['orders'], email: 'ada@shop.example' }),
  ).payload;
  sender = envelope(await call(t, acme, 'POST', `/customer/${customer.customer_id}/token`)).payload
    .access_token;
});
afterAll(() => t.close());

function routesOn(webhookId: string, delivery: string) {
  return [
    ['GET', `/webhooks/${webhookId}`],
    ['PUT', `/webhooks/${webhookId}`],
    ['DELETE', `/webhooks/${webhookId}`],
    ['GET', `/webhooks/${webhookId}/deliveries`],
    ['POST', `/webhooks/${webhookId}/deliveries/${delivery}/retry`],
  ] as const;
}

describe("another organisation's subscription", () => {
  it('is 403 on every route that names it, and the answer says nothing of it', async () => {
    for (const [method, url] of routesOn(hook.webhook_id, deliveryId)) {
      const body = method === 'PUT' ? { url: 'https://hooks.example.com/taken' } : undefined;
      const res = await call(t, globex, method, url, body);
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      for (const secret of [SECRET_URL, hook.secret, 'acme-private-endpoint'])
        expect(res.body).not.toContain(secret);
    }
    const log = envelope(await call(t, acme, 'GET', `/webhooks/${hook.webhook_id}/deliveries`)).payload;
    expect(log.entries).toMatchObject([{ delivery_id: deliveryId, status: 'pending', attempts: [] }]);
    expect(envelope(await call(t, acme, 'GET', `/webhooks/${hook.webhook_id}`)).payload.url).toBe(SECRET_URL);
  });

  it("is not found through the caller's own subscription either", async () => {
    const res = await call(t, globex, 'POST', `/webhooks/${globexHook}/deliveries/${deliveryId}/retry`);
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain(SECRET_URL);
  });
});

describe('a sender', () => {
  it('reaches none of the webhook routes', async () => {
    const routes = [
      ['GET', '/webhooks'],
      ['POST', '/webhooks'],
      ...routesOn(hook.webhook_id, deliveryId),
    ] as const;
    for (const [method, url] of routes) {
      const body =
        (method === 'POST' && url === '/webhooks') || method === 'PUT'
          ? { url: SECRET_URL, events: ['AUTOMATION_FAILED'] }
          : undefined;
      const res = await call(t, sender, method, url, body);
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(res.body).not.toContain(SECRET_URL);
    }
    expect(await t.database.db.selectFrom('webhooks').select('webhook_id').execute()).toHaveLength(2);
  });
});

describe('a plan without X_WEBHOOKS', () => {
  it('is asked for the permission on every write, and still reads what it had', async () => {
    await t.services.organisations.setPlan('acme', { limits: {}, grant: [], revoke: ['X_WEBHOOKS'] });
    const writes = [
      ['POST', '/webhooks', { url: 'https://hooks.example.com/new', events: ['READY_FOR_DOWNLOAD'] }],
      ['PUT', `/webhooks/${hook.webhook_id}`, { enabled: false }],
      ['DELETE', `/webhooks/${hook.webhook_id}`, undefined],
      ['POST', `/webhooks/${hook.webhook_id}/deliveries/${deliveryId}/retry`, undefined],
    ] as const;
    for (const [method, url, body] of writes) {
      const res = await call(t, acme, method, url, body);
      expect(res.statusCode, `${method} ${url}`).toBe(402);
      expect(envelope(res).product).toMatchObject({
        requirement: 'permission',
        permission: { name: 'X_WEBHOOKS', description: 'Send webhooks' },
      });
    }
    expect(envelope(await call(t, acme, 'GET', '/webhooks')).payload.total_items).toBe(1);
    const log = await call(t, acme, 'GET', `/webhooks/${hook.webhook_id}/deliveries`);
    expect(envelope(log).payload.entries[0].attempts).toEqual([]);
    await t.services.organisations.setPlan('acme', { limits: {}, grant: ['X_WEBHOOKS'], revoke: [] });
  });
});
