/**
 * `POST /customer/{customerId}/invitation` (DESIGN §10): e-mails a customer the hosted link of a
 * template it may use, in the customer's language, at most once every 5 minutes per customer.
 */
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, envelope, type TestApp } from '../support/app.ts';
import { mailTo, outbox } from '../support/outbox.ts';
import { insertTemplate } from '../support/receiver-fixtures.ts';

let t: TestApp;
let acme: string;
let globex: string;
const ids: Record<string, string> = {};

async function customer(token: string, key: string, fields: Record<string, unknown>) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/customer',
    headers: bearer(token),
    payload: fields,
  });
  expect(res.statusCode, res.body).toBe(200);
  ids[key] = envelope(res).payload.customer_id;
}

/** The messages sent to `to`, decoded. */
async function lettersTo(to: string) {
  return Promise.all((await mailTo(t, to)).map((m) => simpleParser(m.raw)));
}

const invite = (token: string, customerId: string, payload: object) =>
  t.app.inject({
    method: 'POST',
    url: `/customer/${customerId}/invitation`,
    headers: bearer(token),
    payload,
  });

beforeAll(async () => {
  t = await createTestApp({ publicUrl: 'https://ferry.example' });
  acme = (await t.organisation('acme')).token;
  globex = (await t.organisation('globex')).token;
  await insertTemplate(t.services.ctx.db, 'acme', 'orders', ['code']);
  await insertTemplate(t.services.ctx.db, 'acme', 'secret-orders', ['code']);
  await insertTemplate(t.services.ctx.db, 'globex', 'shipments', ['code']);
  const db = t.services.ctx.db;
  await db.updateTable('templates').set({ name: 'Orders' }).where('handle', '=', 'orders').execute();
  await db
    .updateTable('templates')
    .set({ access_type: 'private' })
    .where('handle', '=', 'secret-orders')
    .execute();
  await customer(acme, 'ada', { template_handles: ['orders'], name: 'Ada', email: 'ada@shop.example' });
  await customer(acme, 'aime', {
    template_handles: ['orders'],
    name: 'Aimé',
    email: 'aime@shop.example',
    language: 'fr',
  });
  await customer(acme, 'nomail', { template_handles: ['orders'], name: 'No mail' });
  await customer(globex, 'rival', { template_handles: ['shipments'], email: 'rival@shop.example' });
});
afterAll(() => t.close());

describe('POST /customer/{customerId}/invitation', () => {
  it('e-mails the hosted link in the customer’s language and says what it sent', async () => {
    const res = await invite(acme, ids.aime!, { template_handle: 'orders' });
    expect(res.statusCode, res.body).toBe(200);
    expect(envelope(res).payload).toEqual({
      customer_id: ids.aime,
      email: 'aime@shop.example',
      template_handle: 'orders',
      link: 'https://ferry.example/import/acme/orders',
      language: 'fr',
    });
    const [mail] = await lettersTo('aime@shop.example');
    expect(mail?.text).toContain('\n    https://ferry.example/import/acme/orders\n');
    expect(mail?.text).toMatch(/^Bonjour Aimé,/);
    expect(mail?.subject).toMatch(/vous invite à envoyer vos fichiers « Orders »$/);
    expect(mail?.headers.get('content-language')).toBe('fr');
  });

  it('writes in English to a customer without a language, by external reference too', async () => {
    const res = await invite(acme, 'ada@shop.example', { template_handle: 'orders' });
    expect(res.statusCode, res.body).toBe(200);
    const [mail] = await lettersTo('ada@shop.example');
    expect(mail?.subject).toMatch(/ invites you to send your "Orders" files$/);
    expect(mail?.text).toMatch(/^Hello Ada,/);
    expect(mail?.headers.get('content-language')).toBe('en');
  });

  it('sends one customer at most one invitation every 5 minutes, then again', async () => {
    const again = await invite(acme, ids.ada!, { template_handle: 'orders' });
    expect(again.statusCode).toBe(429);
    expect(Number(again.headers['retry-after'])).toBeGreaterThan(0);
    expect(again.body).toMatch(/try again in \d+ seconds/);
    expect(await mailTo(t, 'ada@shop.example')).toHaveLength(1);
    t.advance(5 * 60_000 + 1000);
    expect((await invite(acme, ids.ada!, { template_handle: 'orders' })).statusCode).toBe(200);
    expect(await mailTo(t, 'ada@shop.example')).toHaveLength(2);
  });

  it('refuses, with the property at fault, a customer without e-mail and a template it may not use', async () => {
    const before = (await outbox(t)).length;
    const noMail = await invite(acme, ids.nomail!, { template_handle: 'orders' });
    expect(noMail.statusCode).toBe(409);
    expect(envelope(noMail).payload.violations[0]).toMatchObject({ property_path: 'email' });
    const closed = await invite(acme, ids.aime!, { template_handle: 'secret-orders' });
    expect(closed.statusCode).toBe(409);
    expect(envelope(closed).payload.violations[0]).toMatchObject({
      property_path: 'template_handle',
      message: expect.stringContaining('may not use this template'),
    });
    const unknown = await invite(acme, ids.aime!, { template_handle: 'nope' });
    expect(unknown.statusCode).toBe(404);
    const blank = await invite(acme, ids.aime!, {});
    expect(blank.statusCode).toBe(409);
    expect(envelope(blank).payload.violations[0]).toMatchObject({ property_path: 'template_handle' });
    expect((await outbox(t)).length).toBe(before);
  });

  it('keeps organisations apart: neither the customer nor the template of another is reached', async () => {
    const before = (await outbox(t)).length;
    expect((await invite(globex, ids.ada!, { template_handle: 'shipments' })).statusCode).toBe(403);
    expect((await invite(globex, 'ada@shop.example', { template_handle: 'shipments' })).statusCode).toBe(404);
    expect((await invite(acme, ids.rival!, { template_handle: 'orders' })).statusCode).toBe(403);
    const otherTemplate = await invite(globex, ids.rival!, { template_handle: 'orders' });
    expect(otherTemplate.statusCode).toBe(404);
    expect(otherTemplate.body).not.toContain('acme');
    expect((await outbox(t)).length).toBe(before);
  });

  it('is refused to a sender', async () => {
    const minted = await t.app.inject({
      method: 'POST',
      url: `/customer/${ids.ada}/token`,
      headers: bearer(acme),
      payload: {},
    });
    const sender = envelope(minted).payload.access_token;
    const res = await invite(sender, ids.ada!, { template_handle: 'orders' });
    expect(res.statusCode).toBe(403);
  });
});
