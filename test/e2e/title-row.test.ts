/**
 * An XLSX export that starts with a title and a blank row: the header under them is found by the
 * preview and by the run, and a header row the sender gives still wins.
 */
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, envelope, type TestApp } from '../support/app.ts';
import { call, confirmMapping, createContactsTemplate, untilStep } from '../support/flow.ts';
import { multipart } from '../support/multipart.ts';

let t: TestApp;
let acme: string;
let file: Buffer;

beforeAll(async () => {
  t = await createTestApp({}, { jobs: true });
  acme = (await t.organisation('acme')).token;
  await createContactsTemplate(t, acme, 'contacts');
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Contacts');
  sheet.addRow(['Partner contacts export – Q3']);
  sheet.addRow([]);
  sheet.addRow(['E-mail', 'Name', 'Price']);
  sheet.addRow(['ada@example.com', 'Ada', 12.5]);
  sheet.addRow(['bob@example.com', 'Bob', 3]);
  file = Buffer.from(await book.xlsx.writeBuffer());
});
afterAll(() => t.close());

function post(url: string, fields: Record<string, string>) {
  const body = multipart(fields, { name: 'partners.xlsx', content: file });
  return t.app.inject({
    method: 'POST',
    url,
    headers: { ...bearer(acme), ...body.headers },
    payload: body.payload,
  });
}

async function upload(fields: Record<string, string>) {
  const res = await post('/transformation', { template_handle: 'contacts', ...fields });
  expect(res.statusCode, res.body).toBe(200);
  const created = envelope(res).payload;
  const matched = await untilStep(t, acme, created.automation_id, ['matched', 'failed']);
  expect(matched, JSON.stringify(matched)).toMatchObject({ step: 'matched' });
  return created;
}

const sources = (mapping: { columns: { source: string | null }[] }) => mapping.columns.map((c) => c.source);

describe('a workbook with a title and a blank row above its header', () => {
  it('is previewed with the header found under them', async () => {
    const res = await post('/transformation/preview', { template_handle: 'contacts' });
    expect(res.statusCode, res.body).toBe(200);
    expect(envelope(res).payload).toMatchObject({ header_row: 3, headers: ['E-mail', 'Name', 'Price'] });
  });

  it('is read from that header by the run, its columns matched and its two rows transformed', async () => {
    const created = await upload({});
    expect(sources(await confirmMapping(t, acme, created))).toEqual(['E-mail', 'Name', 'Price']);
    const done = await untilStep(t, acme, created.automation_id, ['transformed', 'failed']);
    expect(done, JSON.stringify(done)).toMatchObject({ step: 'transformed' });
    const normalized = await call(
      t,
      acme,
      'GET',
      `/transformation/${created.transformation_id}/file/normalized`,
    );
    expect(normalized.body).toBe('E-mail,Name,Price\nada@example.com,Ada,12.5\nbob@example.com,Bob,3\n');
  });

  it('is read from the header row the sender gives, in the preview and the run', async () => {
    const res = await post('/transformation/preview', { header_row: '1' });
    expect(envelope(res).payload).toMatchObject({ header_row: 1 });
    expect(envelope(res).payload.headers[0]).toBe('Partner contacts export – Q3');
    const created = await upload({ header_row: '1' });
    const mapping = envelope(
      await call(t, acme, 'GET', `/transformation/${created.transformation_id}/mapping`),
    );
    expect(sources(mapping.payload)).not.toContain('E-mail');
  });
});
