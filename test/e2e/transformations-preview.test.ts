/**
 * `POST /transformation/preview`: the first rows of a file as an upload would read them, with the
 * options found or given, and nothing stored. Bad options are 409s naming the field, a file Ferry
 * cannot read a 400, a file over the limit a 413.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import ExcelJS from 'exceljs';
import iconv from 'iconv-lite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { render } from '../../src/domain/messages/index.ts';
import { bearer, createTestApp, envelope, type TestApp } from '../support/app.ts';
import { call, createContactsTemplate } from '../support/flow.ts';
import { multipart } from '../support/multipart.ts';

let t: TestApp;
let acme: string;
let other: string;

beforeAll(async () => {
  t = await createTestApp();
  acme = (await t.organisation('acme')).token;
  other = (await t.organisation('other')).token;
  await createContactsTemplate(t, acme, 'contacts');
  await createContactsTemplate(t, acme, 'tiny', { max_file_size: 1000 });
});
afterAll(() => t.close());

function preview(
  token: string,
  fields: Record<string, string>,
  content?: Buffer | string,
  name = 'data.csv',
  language?: string,
) {
  const body = multipart(fields, content === undefined ? undefined : { name, content });
  return t.app.inject({
    method: 'POST',
    url: '/transformation/preview',
    headers: { ...bearer(token), ...body.headers, ...(language && { 'accept-language': language }) },
    payload: body.payload,
  });
}

async function previewOk(fields: Record<string, string>, content: Buffer | string, name?: string) {
  const res = await preview(acme, fields, content, name);
  expect(res.statusCode, res.body).toBe(200);
  return envelope(res).payload;
}

async function workbook(): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  book.addWorksheet('Notes').addRow(['Notes, not contacts']);
  const sheet = book.addWorksheet('Contacts');
  sheet.addRow(['Contacts exported on 2026-11-25']);
  sheet.addRow([]);
  sheet.addRow(['E-mail', 'Name', 'Price']);
  sheet.addRow(['ada@example.com', 'Ada', 12.5]);
  return Buffer.from(await book.xlsx.writeBuffer());
}

const CSV = [
  'Exported 2026-11-25;;',
  'E-mail;Name;Price',
  'ada@example.com;Zoé;12,50',
  'bob@example.com;Bob;3',
].join('\n');

describe('POST /transformation/preview', () => {
  it('finds the format, the encoding, the delimiter and the header under the title of a CSV, and shows its rows from the top', async () => {
    const payload = await previewOk({}, iconv.encode(CSV, 'latin1'));
    expect(payload).toEqual({
      file_format: 'csv',
      encoding: expect.any(String),
      delimiter: ';',
      sheets: [],
      sheet: null,
      header_row: 2,
      headers: ['E-mail', 'Name', 'Price'],
      rows: [
        ['Exported 2026-11-25', '', ''],
        ['E-mail', 'Name', 'Price'],
        ['ada@example.com', 'Zoé', '12,50'],
        ['bob@example.com', 'Bob', '3'],
      ],
      truncated: false,
    });
    expect(payload.encoding.toLowerCase()).not.toContain('utf');
  });

  it('takes the header row, the encoding and the delimiter it is given, as an upload does', async () => {
    const payload = await previewOk(
      { header_row: '2', encoding: 'latin1', delimiter: ';' },
      iconv.encode(CSV, 'latin1'),
    );
    expect(payload).toMatchObject({ header_row: 2, headers: ['E-mail', 'Name', 'Price'], delimiter: ';' });
    expect(payload.rows[2]).toEqual(['ada@example.com', 'Zoé', '12,50']);
  });

  it('shows the first 20 rows of a longer file and says that it goes on', async () => {
    const lines = ['a,b', ...Array.from({ length: 50 }, (_, i) => `${i},x`)];
    const payload = await previewOk({}, lines.join('\n'));
    expect(payload.rows).toHaveLength(20);
    expect(payload.rows[19]).toEqual(['18', 'x']);
    expect(payload.truncated).toBe(true);
  });

  it('reads only the start of a text file of several MiB, and leaves out the row the cut may have broken', async () => {
    const row = `${'x'.repeat(100)},${'y'.repeat(100)}\n`;
    const big = `a,b\n${row.repeat(30_000)}`; // about 6 MB
    const payload = await previewOk({}, big);
    expect(payload.rows).toHaveLength(20);
    expect(payload.truncated).toBe(true);
    expect(payload.headers).toEqual(['a', 'b']);
  });

  it('lists the sheets of a workbook and reads the one asked for, rows above the header included', async () => {
    const file = await workbook();
    const first = await previewOk({}, file, 'book.xlsx');
    expect(first).toMatchObject({
      file_format: 'xlsx',
      encoding: null,
      delimiter: null,
      sheets: ['Notes', 'Contacts'],
      sheet: 'Notes',
    });
    const second = await previewOk({ sheet: 'Contacts' }, file, 'book.xlsx');
    expect(second).toMatchObject({ sheet: 'Contacts', header_row: 3, headers: ['E-mail', 'Name', 'Price'] });
    expect(second.rows[0]).toEqual(['Contacts exported on 2026-11-25']);
    expect(second.rows[2]).toEqual(['E-mail', 'Name', 'Price']);
    const byHeader = await previewOk({ sheet: '2', header_row: '3' }, file, 'book.xlsx');
    expect(byHeader).toMatchObject({
      sheet: 'Contacts',
      header_row: 3,
      headers: ['E-mail', 'Name', 'Price'],
    });
  });

  it.each(['book.ods', 'book.xls'])(
    'lists the sheets of %s, LibreOffice’s and Excel 97–2003’s',
    async (name) => {
      const file = await readFile(new URL(`../engine/read/fixtures/${name}`, import.meta.url));
      const payload = await previewOk({ sheet: 'Commandes', header_row: '3' }, file, name);
      expect(payload).toMatchObject({
        file_format: name.endsWith('.ods') ? 'ods' : 'xls',
        sheets: ['Notes', 'Commandes'],
        sheet: 'Commandes',
        header_row: 3,
      });
      expect(payload.rows[1]).toEqual([]);
      expect(payload.rows[2]).toEqual(payload.headers.slice(0, payload.rows[2].length));
    },
  );

  it('reads the records of a JSON file', async () => {
    const payload = await previewOk(
      {},
      JSON.stringify([{ email: 'ada@example.com', name: 'Ada' }]),
      'data.json',
    );
    expect(payload).toMatchObject({ file_format: 'json', header_row: null, headers: ['email', 'name'] });
    expect(payload.rows).toEqual([['ada@example.com', 'Ada']]);
  });

  it('refuses a sheet the workbook lacks and a header row past the end with 409s naming the field', async () => {
    const sheet = await preview(acme, { sheet: 'Prices' }, await workbook(), 'book.xlsx');
    expect(sheet.statusCode, sheet.body).toBe(409);
    expect(envelope(sheet).payload.violations).toEqual([
      expect.objectContaining({
        property_path: 'sheet',
        invalid_value: 'Prices',
        message: expect.stringContaining('Notes, Contacts'),
      }),
    ]);
    const header = await preview(acme, { header_row: '40' }, 'a,b\n1,2\n');
    expect(header.statusCode, header.body).toBe(409);
    expect(envelope(header).payload.violations[0]).toMatchObject({
      property_path: 'header_row',
      invalid_value: '40',
      message: 'Row 40, chosen as the header, is past the end of the file.',
    });
  });

  it("says those refusals in the sender's language", async () => {
    const sheet = await preview(acme, { sheet: 'Prices' }, await workbook(), 'book.xlsx', 'fr');
    expect(envelope(sheet).payload.violations[0].message).toBe(
      'Le classeur n’a pas de feuille « Prices » ; ses feuilles sont : Notes, Contacts.',
    );
    const header = await preview(acme, { header_row: '40' }, 'a,b\n1,2\n', 'data.csv', 'de');
    expect(envelope(header).payload.violations[0].message).toBe(
      render(
        { code: 'exception.source.header_row', values: { at: 'no', line: '', row: 40, where: 'past_end' } },
        'de',
      ),
    );
    expect(envelope(header).payload.violations[0].message).not.toContain('chosen as the header');
  });

  it('refuses an unknown encoding, a header row that is not a number and an unknown field with 409s', async () => {
    const res = await preview(acme, { encoding: 'klingon', header_row: 'two', colour: 'red' }, 'a,b\n1,2\n');
    expect(res.statusCode, res.body).toBe(409);
    expect(
      envelope(res)
        .payload.violations.map((v: { property_path: string }) => v.property_path)
        .sort(),
    ).toEqual(['colour', 'encoding', 'header_row']);
  });

  it('refuses a file Ferry cannot read with a 400 that says what it looks like, and a missing file with a 409', async () => {
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);
    const res = await preview(acme, {}, png, 'photo.png');
    expect(res.statusCode, res.body).toBe(400);
    expect(envelope(res).payload.error.message).toContain('PNG');
    const empty = await preview(acme, {}, '');
    expect(empty.statusCode, empty.body).toBe(400);
    const none = await preview(acme, {});
    expect(none.statusCode, none.body).toBe(409);
    expect(envelope(none).payload.violations[0].property_path).toBe('file');
  });

  it('refuses a JSON file nested 100,000 levels deep with a 400 naming the bound, not a 500', async () => {
    const deep = `${'{"a":'.repeat(100_000)}1${'}'.repeat(100_000)}`;
    const res = await preview(acme, {}, deep, 'deep.json');
    expect(res.statusCode, res.body).toBe(400);
    expect(envelope(res).payload.error.message).toContain('more than 256 levels deep');
  });

  it('holds a workbook to the template’s max_file_size (413), and answers JSON bodies with a 400', async () => {
    const res = await preview(acme, { template_handle: 'tiny' }, await workbook(), 'book.xlsx');
    expect(res.statusCode, res.body).toBe(413);
    const json = await call(t, acme, 'POST', '/transformation/preview', { file: 'a,b' });
    expect(json.statusCode, json.body).toBe(400);
  });

  it('needs a token, and finds no template of another organisation (404)', async () => {
    const body = multipart({}, { name: 'a.csv', content: 'a,b\n1,2\n' });
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/transformation/preview',
      headers: body.headers,
      payload: body.payload,
    });
    expect(anonymous.statusCode).toBe(401);
    const res = await preview(other, { template_handle: 'contacts' }, 'a,b\n1,2\n');
    expect(res.statusCode, res.body).toBe(404);
  });

  it('lets a sender preview, and finds no template closed to it (404), as an upload does', async () => {
    await createContactsTemplate(t, acme, 'closed', { access_type: 'restricted' });
    const customer = envelope(
      await call(t, acme, 'POST', '/customer', {
        name: 'Shop',
        external_id: 'shop',
        template_handles: ['contacts'],
      }),
    ).payload.customer_id;
    const shop = envelope(await call(t, acme, 'POST', `/customer/${customer}/token`)).payload.access_token;
    const open = await preview(shop, { template_handle: 'contacts' }, 'a,b\n1,2\n');
    expect(open.statusCode, open.body).toBe(200);
    const closed = await preview(shop, { template_handle: 'closed' }, 'a,b\n1,2\n');
    expect(closed.statusCode, closed.body).toBe(404);
  });

  it('stores nothing: no transformation, no file', async () => {
    await previewOk({ template_handle: 'contacts' }, 'a,b\n1,2\n');
    const rows = await t.database.db.selectFrom('transformations').select('transformation_id').execute();
    expect(rows).toEqual([]);
    const files = await readdir(path.join(t.services.ctx.config.dataDir, 'files')).catch(() => []);
    expect(files).toEqual([]);
  });
});
