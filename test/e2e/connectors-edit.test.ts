/**
 * Editing a connector: name, picture, reading options and columns; each bad field one violation
 * (409) with nothing changed; a connector sent back as read changes nothing, not even updated_at;
 * a real change moves updated_at.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, envelope, type TestApp } from '../support/app.ts';
import { call, createContactsTemplate } from '../support/flow.ts';
import { confirmedTransformation, saveConnector, violationsOf } from './connectors-support.ts';

let t: TestApp;
let acme: string;
let saved: any;

beforeAll(async () => {
  t = await createTestApp({}, { jobs: true });
  acme = (await t.organisation('acme')).token;
  await createContactsTemplate(t, acme, 'contacts');
  await createContactsTemplate(t, acme, 'other');
  const made = await confirmedTransformation(t, acme);
  saved = await saveConnector(t, acme, made.created.transformation_id, { name: 'Partner' });
}, 90_000);
afterAll(async () => {
  await t?.close();
});

const url = () => `/connector/${saved.connector_id}`;
const read = async () => envelope(await call(t, acme, 'GET', url())).payload;

describe('editing a connector', () => {
  it('refuses every bad field at once, and changes nothing', async () => {
    const otherColumns = envelope(await call(t, acme, 'GET', '/template/other/columns')).payload;
    const res = await call(t, acme, 'PUT', url(), {
      name: '',
      picture_url: 'ftp://cdn.example/a.png',
      reading: { encoding: 'klingon-8', header_row: 0, sheet: -1, records_path: '..' },
      columns: [
        { column_id: otherColumns[0].column_id, source: 'E-mail' },
        { column_id: saved.columns[1].column_id, source: 'x'.repeat(256), value_map: { Bob: 7 } },
        { column_id: saved.columns[1].column_id, source: null },
      ],
    });
    const lines = violationsOf(res);
    expect(lines).toEqual(
      expect.arrayContaining([
        'name: This value should not be blank.',
        'picture_url: This value is not a valid https URL.',
        'reading.header_row: This value should be a whole number between 1 and 1000000.',
        'reading.sheet: A sheet is given by its name or its position, a whole number from 1.',
        'columns[0].column_id: This column is not in the template.',
        'columns[1].source: This value is too long. It should have 255 characters or less.',
        'columns[1].value_map.Bob: A value map turns a text into a text.',
        'columns[2].column_id: This column is given twice.',
      ]),
    );
    expect(lines.some((line) => line.startsWith('reading.encoding: '))).toBe(true);
    expect(lines.some((line) => line.startsWith('reading.records_path: '))).toBe(true);
    expect(await read()).toEqual(saved);
  });

  it('refuses a body of the wrong shape with 400', async () => {
    expect((await call(t, acme, 'PUT', url(), { columns: 'all' })).statusCode).toBe(400);
    expect((await call(t, acme, 'PUT', url(), { reading: { colour: 'red' } })).statusCode).toBe(400);
    expect((await call(t, acme, 'PUT', url(), { reading: { header_row: 'two' } })).statusCode).toBe(400);
    expect((await call(t, acme, 'PUT', url(), { columns: [{ column_id: 7 }] })).statusCode).toBe(400);
    expect((await call(t, acme, 'PUT', url(), { connector: 'x' })).statusCode).toBe(400);
    expect(await read()).toEqual(saved);
  });

  it('takes back the connector as read without an edit: updated_at stays', async () => {
    t.advance(60_000);
    const res = await call(t, acme, 'PUT', url(), saved);
    expect(res.statusCode, res.body).toBe(200);
    expect(envelope(res).payload).toEqual(saved);
  });

  it('edits name, picture, reading and columns; each change moves updated_at', async () => {
    t.advance(60_000);
    const renamed = envelope(await call(t, acme, 'PUT', url(), { name: 'Partner v2' })).payload;
    expect(renamed.name).toBe('Partner v2');
    expect(renamed.columns).toEqual(saved.columns);
    expect(Date.parse(renamed.updated_at)).toBeGreaterThan(Date.parse(saved.updated_at));
    t.advance(60_000);
    const res = await call(t, acme, 'PUT', url(), {
      picture_url: 'https://cdn.example/v2.png',
      reading: { delimiter: ',', header_row: 2, sheet: 'Orders' },
      columns: [{ column_id: saved.columns[1].column_id, source: 'Name', value_map: { Bobby: 'Robert' } }],
    });
    expect(res.statusCode, res.body).toBe(200);
    const edited = envelope(res).payload;
    expect(edited).toMatchObject({
      name: 'Partner v2',
      picture_url: 'https://cdn.example/v2.png',
      reading: { encoding: null, delimiter: ',', header_row: 2, sheet: 'Orders', records_path: null },
      columns: [{ technical_name: 'name', source: 'Name', value_map: { Bobby: 'Robert' } }],
    });
    expect(Date.parse(edited.updated_at)).toBeGreaterThan(Date.parse(renamed.updated_at));
    expect(await read()).toEqual(edited);
  });

  it('is in the audit log: its saving, each edit with before and after, and its deletion', async () => {
    const entries = async (action: string) =>
      envelope(
        await call(
          t,
          acme,
          'GET',
          `/audit-log?resource_type=connector&resource_id=${saved.connector_id}&action=${action}`,
        ),
      ).payload.entries;
    expect((await entries('create'))[0].after).toEqual(saved);
    const edits = await entries('update');
    // The refused edit and the one sent back as read wrote nothing; each real change one entry.
    expect(edits.length).toBeGreaterThan(0);
    expect(edits.every((e: { before: unknown; after: unknown }) => e.before && e.after)).toBe(true);
    expect(edits.at(-1).before).toEqual(saved);
    expect((await call(t, acme, 'DELETE', url())).statusCode).toBe(204);
    expect((await entries('delete'))[0].before).toMatchObject({ connector_id: saved.connector_id });
  });
});
