/**
 * A hidden column is the receiver's alone, in connectors too: a sender's connector keeps the
 * receiver's entry for it, the sender reads the connector without it, cannot address it in an
 * edit (409) and does not remove it by editing the other columns.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, envelope, type TestApp } from '../support/app.ts';
import { call, createContactsTemplate } from '../support/flow.ts';
import { confirmedTransformation, saveConnector, violationsOf } from './connectors-support.ts';

let t: TestApp;
let acme: string;
let shop: string;
let marginId: string;
let connectorId: string;

beforeAll(async () => {
  t = await createTestApp({}, { jobs: true });
  acme = (await t.organisation('acme')).token;
  await createContactsTemplate(t, acme, 'contacts', { access_type: 'public' });
  const margin = await call(t, acme, 'POST', '/template/contacts/column', {
    technical_name: 'margin',
    pretty_name: 'Margin',
    type: { type: 'TEXT' },
    hidden: true,
  });
  expect(margin.statusCode, margin.body).toBe(200);
  marginId = envelope(margin).payload.column_id;
  const customer = envelope(
    await call(t, acme, 'POST', '/customer', { name: 'Shop', template_handles: ['contacts'] }),
  ).payload;
  shop = envelope(await call(t, acme, 'POST', `/customer/${customer.customer_id}/token`, {})).payload
    .access_token;
  const made = await confirmedTransformation(t, shop);
  connectorId = (await saveConnector(t, shop, made.created.transformation_id, { name: 'Shop' })).connector_id;
}, 90_000);
afterAll(async () => {
  await t?.close();
});

const technicalNames = (connector: { columns: { technical_name: string }[] }) =>
  connector.columns.map((c) => c.technical_name);

describe('a hidden column in a connector', () => {
  it('is shown to the receiver, not to the sender', async () => {
    const forReceiver = envelope(await call(t, acme, 'GET', `/connector/${connectorId}`)).payload;
    expect(technicalNames(forReceiver)).toEqual(['email', 'name', 'price', 'margin']);
    const forSender = envelope(await call(t, shop, 'GET', `/connector/${connectorId}`)).payload;
    expect(technicalNames(forSender)).toEqual(['email', 'name', 'price']);
    expect(JSON.stringify(forSender)).not.toContain(marginId);
  });

  it('cannot be addressed by the sender, and stays when the sender edits the other columns', async () => {
    const refused = await call(t, shop, 'PUT', `/connector/${connectorId}`, {
      columns: [{ column_id: marginId, source: 'Cost' }],
    });
    expect(violationsOf(refused)).toEqual(['columns[0].column_id: This column is not in the template.']);
    const sender = envelope(await call(t, shop, 'GET', `/connector/${connectorId}`)).payload;
    const edited = await call(t, shop, 'PUT', `/connector/${connectorId}`, {
      columns: sender.columns.filter((c: { technical_name: string }) => c.technical_name !== 'price'),
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(technicalNames(envelope(edited).payload)).toEqual(['email', 'name']);
    const forReceiver = envelope(await call(t, acme, 'GET', `/connector/${connectorId}`)).payload;
    expect(technicalNames(forReceiver)).toEqual(['email', 'name', 'margin']);
  });
});
