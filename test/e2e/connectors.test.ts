/**
 * Connectors (DESIGN §7): saved from a real upload whose mapping was confirmed with a value map,
 * then read, listed, edited and deleted; every bad field refused with its path (409) and nothing
 * stored; `updated_at` moved by a change and only by a change.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConnector } from '../../src/services/connectors/apply-connector.ts';
import { findConnectorById } from '../../src/store/sources/connectors.ts';
import { createTestApp, envelope, type TestApp } from '../support/app.ts';
import { call, createContactsTemplate } from '../support/flow.ts';
import { confirmedTransformation, saveConnector, uploadMatched, violationsOf } from './connectors-support.ts';

let t: TestApp;
let acme: string;
let made: Awaited<ReturnType<typeof confirmedTransformation>>;

beforeAll(async () => {
  t = await createTestApp({}, { jobs: true });
  acme = (await t.organisation('acme')).token;
  await createContactsTemplate(t, acme, 'contacts');
  made = await confirmedTransformation(t, acme);
}, 90_000);
afterAll(async () => {
  await t?.close();
});

const list = async (query = '') => envelope(await call(t, acme, 'GET', `/connectors${query}`)).payload;

describe('saving a connector', () => {
  it('refuses a blank or too long name, a picture that is not an https URL, and stores nothing', async () => {
    const url = `/transformation/${made.created.transformation_id}/connector`;
    expect(
      violationsOf(await call(t, acme, 'POST', url, { name: '  ', picture_url: 'http://cdn.example/a.png' })),
    ).toEqual(['name: This value should not be blank.', 'picture_url: This value is not a valid https URL.']);
    expect(violationsOf(await call(t, acme, 'POST', url, {}))).toEqual([
      'name: This value should not be blank.',
    ]);
    expect(
      violationsOf(
        await call(t, acme, 'POST', url, {
          name: 'x'.repeat(256),
          picture_url: `https://cdn.example/${'a'.repeat(2000)}`,
        }),
      ),
    ).toEqual([
      'name: This value is too long. It should have 255 characters or less.',
      'picture_url: This value is too long. It should have 2000 characters or less.',
    ]);
    expect((await call(t, acme, 'POST', url, { name: 'A', colour: 'red' })).statusCode).toBe(400);
    expect((await list()).total_items).toBe(0);
  });

  it('refuses a transformation whose mapping is not confirmed yet', async () => {
    const matched = await uploadMatched(t, acme);
    const res = await call(t, acme, 'POST', `/transformation/${matched.transformation_id}/connector`, {
      name: 'Early',
    });
    expect(violationsOf(res)).toEqual([
      'transformation_id: A connector is saved from a transformation whose mapping is confirmed.',
    ]);
    expect((await list()).total_items).toBe(0);
  }, 60_000);

  it('saves the confirmed mapping with its value map and the reading options the file was read with', async () => {
    const connector = await saveConnector(t, acme, made.created.transformation_id, {
      name: '  Partner export ',
      picture_url: 'https://cdn.example/partner.png',
    });
    expect(connector).toMatchObject({
      name: 'Partner export',
      picture_url: 'https://cdn.example/partner.png',
      template_handle: 'contacts',
      customer_id: null,
      transformation_id: made.created.transformation_id,
      reading: { encoding: 'UTF-8', delimiter: ';', header_row: null, sheet: null, records_path: null },
    });
    expect(connector.columns).toEqual([
      { column_id: made.columns.email, technical_name: 'email', source: 'E-mail', value_map: null },
      {
        column_id: made.columns.name,
        technical_name: 'name',
        source: 'Full name',
        value_map: { Bob: 'Robert' },
      },
      { column_id: made.columns.price, technical_name: 'price', source: 'Cost', value_map: null },
    ]);
    expect(connector.created_at).toBe(connector.updated_at);
    const read = await call(t, acme, 'GET', `/connector/${connector.connector_id}`);
    expect(envelope(read).payload).toEqual(connector);
    const listed = await list();
    expect(listed).toMatchObject({ total_items: 1, current_page: 1, items_per_page: 20 });
    expect(listed.entries).toEqual([connector]);
  });
});

describe('listing', () => {
  it('pages, filters by template, and refuses a bad page', async () => {
    await createContactsTemplate(t, acme, 'other');
    const second = await saveConnector(t, acme, made.created.transformation_id, { name: 'Second' });
    const page2 = await list('?per_page=1&page=2');
    expect(page2).toMatchObject({ total_items: 2, total_pages: 2, current_page: 2 });
    expect(page2.entries.map((c: { name: string }) => c.name)).toEqual(['Second']);
    expect((await list('?template_handle=contacts')).total_items).toBe(2);
    expect((await list('?template_handle=other')).total_items).toBe(0);
    expect((await list('?template_handle=nope')).total_items).toBe(0);
    expect(violationsOf(await call(t, acme, 'GET', '/connectors?per_page=101'))).toEqual([
      'per_page: This value should be between 1 and 100.',
    ]);
    expect((await call(t, acme, 'DELETE', `/connector/${second.connector_id}`)).statusCode).toBe(204);
    expect((await call(t, acme, 'GET', `/connector/${second.connector_id}`)).statusCode).toBe(404);
    expect((await call(t, acme, 'DELETE', `/connector/${second.connector_id}`)).statusCode).toBe(404);
    expect((await list()).total_items).toBe(1);
  });
});

describe('loadConnector, as a run applies it', () => {
  it("gives the organisation's connector with its reading options and columns, and null to anyone else", async () => {
    const [saved] = (await list()).entries;
    t.advance(60_000);
    await call(t, acme, 'PUT', `/connector/${saved.connector_id}`, {
      reading: { sheet: 2, encoding: 'latin1' },
    });
    const row = await findConnectorById(t.services.ctx.db, saved.connector_id);
    const setup = await loadConnector(t.services.ctx.db, row!.organisation_id, saved.connector_id);
    expect(setup).toEqual({
      connectorId: saved.connector_id,
      name: 'Partner export',
      updatedAt: row!.updated_at,
      reading: { encoding: 'latin1', delimiter: null, header_row: null, sheet: '2', records_path: null },
      columns: saved.columns.map((c: { column_id: string; source: string; value_map: unknown }) => ({
        column_id: c.column_id,
        source: c.source,
        value_map: c.value_map,
      })),
    });
    await t.organisation('globex');
    const other = await findOrganisationId('globex');
    expect(await loadConnector(t.services.ctx.db, other, saved.connector_id)).toBeNull();
    expect(await loadConnector(t.services.ctx.db, row!.organisation_id, 'not-a-uuid')).toBeNull();
  });
});

/** The id of the organisation with that subdomain. */
async function findOrganisationId(subdomain: string): Promise<string> {
  const row = await t.services.ctx.db
    .selectFrom('organisations')
    .select('organisation_id')
    .where('subdomain', '=', subdomain)
    .executeTakeFirstOrThrow();
  return row.organisation_id;
}
