/**
 * Webhook subscriptions over HTTP: creation with its secret shown once, the list, changes, deletion, and
 * every refusal (bad bodies, private addresses, senders, plans, other organisations), each
 * leaving nothing stored.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, envelope, type TestApp } from '../support/app.ts';
import { call } from '../support/flow.ts';
import { insertTemplate, organisationId } from '../support/receiver-fixtures.ts';

let t: TestApp;
let acme: string;
let globex: string;

const URL_A = 'https://hooks.example.com/ferry';

beforeAll(async () => {
  // No outbound allowlist: loopback and private addresses are refused, as in production.
  t = await createTestApp();
  acme = (await t.organisation('acme')).token;
  globex = (await t.organisation('globex')).token;
  await insertTemplate(t.database.db, 'acme', 'orders', ['sku']);
  await insertTemplate(t.database.db, 'acme', 'stock', ['sku']);
  await insertTemplate(t.database.db, 'globex', 'invoices', ['number']);
});
afterAll(() => t.close());

const create = (token: string, payload: object) => call(t, token, 'POST', '/webhooks', payload);
const stored = () => t.database.db.selectFrom('webhooks').select('url').execute();

function violations(res: { statusCode: number; body: string; json(): any }) {
  expect(res.statusCode, res.body).toBe(409);
  return res
    .json()
    .payload.violations.map((v: { property_path: string; message: string }) => [v.property_path, v.message]);
}

describe('POST /webhooks', () => {
  it('answers the subscription with a whsec_ secret, which no read shows again', async () => {
    const res = await create(acme, { url: URL_A, events: ['READY_FOR_DOWNLOAD', 'AUTOMATION_FAILED'] });
    expect(res.statusCode, res.body).toBe(200);
    const hook = envelope(res).payload;
    expect(hook).toMatchObject({
      url: URL_A,
      events: ['READY_FOR_DOWNLOAD', 'AUTOMATION_FAILED'],
      template_handles: null,
      enabled: true,
    });
    expect(hook.secret).toMatch(/^whsec_[A-Za-z0-9+/]{32}$/);
    const list = await call(t, acme, 'GET', '/webhooks');
    expect(list.body).not.toContain(hook.secret);
    const entry = envelope(list).payload.entries.find((e: any) => e.webhook_id === hook.webhook_id);
    expect(entry).toEqual({ ...hook, secret: undefined });
    expect(Object.keys(entry)).not.toContain('secret');
  });

  it('binds a subscription to the templates named, and lists them by handle', async () => {
    const res = await create(acme, {
      url: URL_A,
      events: ['READY_FOR_DOWNLOAD'],
      template_handles: ['stock', 'orders'],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(envelope(res).payload).toMatchObject({ template_handles: ['orders', 'stock'], enabled: true });
  });

  it('refuses a URL that is blank, not http(s), too long, malformed or private, storing nothing', async () => {
    const before = await stored();
    const events = ['READY_FOR_DOWNLOAD'];
    expect(violations(await create(acme, { events }))).toEqual([['url', 'This value should not be blank.']]);
    expect(violations(await create(acme, { url: '  ', events }))).toEqual([
      ['url', 'This value should not be blank.'],
    ]);
    expect(violations(await create(acme, { url: 'ftp://hooks.example.com/x', events }))).toEqual([
      ['url', 'This value must use http or https.'],
    ]);
    expect(violations(await create(acme, { url: 'not a url', events }))).toEqual([
      ['url', 'This value is not a valid URL.'],
    ]);
    const long = `https://hooks.example.com/${'a'.repeat(2000)}`;
    expect(violations(await create(acme, { url: long, events }))).toEqual([
      ['url', 'This value is too long. It should have 2000 characters or less.'],
    ]);
    for (const url of [
      'http://127.0.0.1:8080/hook',
      'http://10.0.0.1/hook',
      'http://169.254.169.254/latest',
      'http://[::1]/',
      'http://[::127.0.0.1]/',
      'http://[::ffff:0:7f00:1]/',
    ]) {
      expect(violations(await create(acme, { url, events })), url).toEqual([
        ['url', 'This value must not point to a private network.'],
      ]);
    }
    expect(await stored()).toEqual(before);
  });

  it('refuses missing or unknown events and unknown template handles, all reported at once', async () => {
    const before = await stored();
    expect(violations(await create(acme, { url: URL_A }))).toEqual([
      ['events', 'This value should not be blank.'],
    ]);
    expect(violations(await create(acme, { url: URL_A, events: [] }))).toEqual([
      ['events', 'This value should not be blank.'],
    ]);
    expect(
      violations(
        await create(acme, {
          url: '',
          events: ['READY_FOR_DOWNLOAD', 'ready_for_download'],
          template_handles: ['orders', 'invoices', ' '],
        }),
      ),
    ).toEqual([
      ['url', 'This value should not be blank.'],
      [
        'events[1]',
        'The value you selected is not a valid choice. Choose one of READY_FOR_DOWNLOAD, AUTOMATION_FAILED, BULK_IMPORT_FINISHED, ALERT_FIRED.',
      ],
      // Another organisation's handle is simply not found (handles are per organisation).
      ['template_handles[1]', 'The template "invoices" does not exist.'],
      ['template_handles[2]', 'This value should not be blank.'],
    ]);
    expect(await stored()).toEqual(before);
  });

  it('answers 400 to a body of the wrong shape, storing nothing', async () => {
    const before = await stored();
    const bodies = [
      { url: 42, events: ['READY_FOR_DOWNLOAD'] },
      { url: URL_A, events: 'READY_FOR_DOWNLOAD' },
      { url: URL_A, events: ['READY_FOR_DOWNLOAD'], template_handles: 'orders' },
      { url: URL_A, events: ['READY_FOR_DOWNLOAD'], secret: 'whsec_mine' },
      { url: URL_A, events: ['READY_FOR_DOWNLOAD'], enabled: 'yes' },
    ];
    for (const body of bodies) expect((await create(acme, body)).statusCode, JSON.stringify(body)).toBe(400);
    const raw = await t.app.inject({
      method: 'POST',
      url: '/webhooks',
      headers: { ...bearer(acme), 'content-type': 'application/json' },
      payload: '{"url":',
    });
    expect(raw.statusCode).toBe(400);
    expect(await stored()).toEqual(before);
  });
});

describe('GET /webhooks', () => {
  it('pages like every list and refuses pages out of range', async () => {
    const page = envelope(await call(t, acme, 'GET', '/webhooks?page=1&per_page=1')).payload;
    expect(page).toMatchObject({ current_page: 1, items_per_page: 1, total_items: 2, total_pages: 2 });
    expect(page.entries).toHaveLength(1);
    expect(violations(await call(t, acme, 'GET', '/webhooks?page=0&per_page=101'))).toEqual([
      ['page', 'This value should be greater than or equal to 1.'],
      ['per_page', 'This value should be between 1 and 100.'],
    ]);
  });

  it('shows an organisation only its own subscriptions', async () => {
    const page = envelope(await call(t, globex, 'GET', '/webhooks')).payload;
    expect(page).toMatchObject({ total_items: 0, entries: [] });
  });
});

describe('DELETE /webhooks/{webhookId}', () => {
  it('deletes a subscription: 204 with no body, then it is not found', async () => {
    const hook = envelope(await create(acme, { url: URL_A, events: ['AUTOMATION_FAILED'] })).payload;
    const res = await call(t, acme, 'DELETE', `/webhooks/${hook.webhook_id}`);
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    expect((await call(t, acme, 'DELETE', `/webhooks/${hook.webhook_id}`)).statusCode).toBe(404);
    expect((await call(t, acme, 'GET', `/webhooks/${hook.webhook_id}/deliveries`)).statusCode).toBe(404);
    const ids = envelope(await call(t, acme, 'GET', '/webhooks')).payload.entries.map(
      (e: any) => e.webhook_id,
    );
    expect(ids).not.toContain(hook.webhook_id);
  });

  it('answers 404 for an unknown UUID and 409 for an id that is not a UUID', async () => {
    expect((await call(t, acme, 'DELETE', '/webhooks/00000000-0000-4000-8000-000000000000')).statusCode).toBe(
      404,
    );
    expect(violations(await call(t, acme, 'DELETE', '/webhooks/not-a-uuid'))).toEqual([
      ['webhookId', 'This value is not a valid UUID.'],
    ]);
  });
});

describe('PUT /webhooks/{id}', () => {
  async function subscribed() {
    const res = await create(acme, {
      url: URL_A,
      events: ['READY_FOR_DOWNLOAD'],
      template_handles: ['orders'],
    });
    expect(res.statusCode, res.body).toBe(200);
    return envelope(res).payload as { webhook_id: string; secret: string };
  }
  const read = async (id: string) => envelope(await call(t, acme, 'GET', `/webhooks/${id}`)).payload;
  const sealedSecret = async (id: string) =>
    (
      await t.database.db
        .selectFrom('webhooks')
        .select('secret')
        .where('webhook_id', '=', id)
        .executeTakeFirst()
    )?.secret;

  it('changes what is sent, keeps what is not and the secret, and reads back as answered', async () => {
    const hook = await subscribed();
    const secret = await sealedSecret(hook.webhook_id);
    const res = await call(t, acme, 'PUT', `/webhooks/${hook.webhook_id}`, {
      url: 'https://hooks.example.com/moved',
      template_handles: ['orders', 'stock'],
    });
    expect(res.statusCode, res.body).toBe(200);
    const changed = envelope(res).payload;
    expect(changed).toEqual({
      webhook_id: hook.webhook_id,
      url: 'https://hooks.example.com/moved',
      events: ['READY_FOR_DOWNLOAD'],
      template_handles: ['orders', 'stock'],
      enabled: true,
      created_at: expect.any(String),
    });
    expect(changed).not.toHaveProperty('secret');
    expect(await read(hook.webhook_id)).toEqual(changed);
    const all = await call(t, acme, 'PUT', `/webhooks/${hook.webhook_id}`, {
      template_handles: null,
      events: ['AUTOMATION_FAILED'],
      enabled: false,
    });
    expect(envelope(all).payload).toMatchObject({
      url: 'https://hooks.example.com/moved',
      events: ['AUTOMATION_FAILED'],
      template_handles: null,
      enabled: false,
    });
    expect(await sealedSecret(hook.webhook_id)).toBe(secret);
  });

  it('refuses a private URL, an unknown event or template, reporting each, and changes nothing', async () => {
    const hook = await subscribed();
    const before = await read(hook.webhook_id);
    const res = await call(t, acme, 'PUT', `/webhooks/${hook.webhook_id}`, {
      url: 'http://127.0.0.1:8080/hook',
      events: ['READY_FOR_DOWNLOAD', 'NOPE'],
      template_handles: ['missing'],
      enabled: false,
    });
    expect(violations(res).map(([path]: [string]) => path)).toEqual(
      expect.arrayContaining(['url', 'events[1]', 'template_handles[0]']),
    );
    expect(await read(hook.webhook_id)).toEqual(before);
  });

  it('gives a disabled subscription no new deliveries, and an enabled one again', async () => {
    const hook = await subscribed();
    const acmeId = await organisationId(t.database.db, 'acme');
    const orders = (
      await t.database.db
        .selectFrom('templates')
        .select('template_id')
        .where('organisation_id', '=', acmeId)
        .where('handle', '=', 'orders')
        .executeTakeFirstOrThrow()
    ).template_id;
    const tell = () =>
      t.services.webhooks.publish({
        organisationId: acmeId,
        type: 'READY_FOR_DOWNLOAD',
        templateId: orders,
        data: { submission_id: 's' },
      });
    const deliveries = async () =>
      envelope(await call(t, acme, 'GET', `/webhooks/${hook.webhook_id}/deliveries`)).payload.total_items;
    await call(t, acme, 'PUT', `/webhooks/${hook.webhook_id}`, { enabled: false });
    await tell();
    expect(await deliveries()).toBe(0);
    await call(t, acme, 'PUT', `/webhooks/${hook.webhook_id}`, { enabled: true });
    await tell();
    expect(await deliveries()).toBe(1);
  });

  it('answers 404 for a deleted subscription', async () => {
    const hook = await subscribed();
    expect((await call(t, acme, 'DELETE', `/webhooks/${hook.webhook_id}`)).statusCode).toBe(204);
    const res = await call(t, acme, 'PUT', `/webhooks/${hook.webhook_id}`, { enabled: false });
    expect(res.statusCode).toBe(404);
    expect((await call(t, acme, 'GET', `/webhooks/${hook.webhook_id}`)).statusCode).toBe(404);
  });
});
