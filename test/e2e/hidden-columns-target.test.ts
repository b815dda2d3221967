/**
 * The target file of a template with a hidden column: the receiver downloads it whole, a sender
 * gets it without the hidden column in every output format; a custom format that writes the hidden
 * column is refused to the sender with a 403 that says why, in English and French.
 */
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, envelope, type TestApp } from '../support/app.ts';
import {
  type Created,
  call,
  confirmMapping,
  pathOf,
  submitAndWait,
  untilStep,
  uploadFile,
} from '../support/flow.ts';

let t: TestApp;
let acme: string;
let shop: string;

const SOURCE = [
  'E-mail,Name,Margin',
  'ada@example.com,Ada,s3cr3t-12',
  'grace@example.com,Grace,s3cr3t-7',
].join('\n');

const TREE = [
  { id: 'root', type: 'object' },
  { id: 'mail', parent_id: 'root', type: 'column', key: 'mail', value: '#(email)' },
  { id: 'more', parent_id: 'root', type: 'object', key: 'more' },
  { id: 'name', parent_id: 'more', type: 'column', key: 'name', value: '#(name)' },
  { id: 'margin', parent_id: 'more', type: 'column', key: 'cut', value: '#(margin)' },
];

const FORMATS: Record<string, object> = {
  csv: { format: 'csv', csv: { delimiter: 'semi_column', header: 'Weekly export', nb_headers: 2 } },
  xml: { format: 'xml', xml: { root: 'items', line: 'item' } },
  json: { format: 'json' },
  tree: { format: 'json', json: { json_nodes: TREE } },
  xls: { format: 'xls', xls: { sheet_name: 'Data' } },
  twig: { format: 'custom', custom: { item: '{{ email }} {{ item.name }}\n' } },
  twigsecret: { format: 'custom', custom: { item: '{{ email }} {{ margin }}\n' } },
  twigrow: { format: 'custom', custom: { item: '{% for v in item %}{{ v }} {% endfor %}\n' } },
};

async function template(handle: string, format: object) {
  const post = (url: string, body: object) => call(t, acme, 'POST', url, body);
  expect((await post('/template', { name: handle, template_handle: handle, format })).statusCode).toBe(200);
  for (const [name, hidden] of [
    ['email', false],
    ['name', false],
    ['margin', true],
  ] as const) {
    const res = await post(`/template/${handle}/column`, {
      technical_name: name,
      pretty_name: name === 'email' ? 'E-mail' : name[0]!.toUpperCase() + name.slice(1),
      type: { type: 'TEXT' },
      hidden,
    });
    expect(res.statusCode, res.body).toBe(200);
  }
}

const targets: Record<string, string> = {};
const transformations: Record<string, Created> = {};

beforeAll(async () => {
  t = await createTestApp({}, { jobs: true });
  acme = (await t.organisation('acme')).token;
  for (const [handle, format] of Object.entries(FORMATS)) await template(handle, format);
  const customer = await call(t, acme, 'POST', '/customer', {
    name: 'Shop',
    external_id: 'shop',
    template_handles: Object.keys(FORMATS),
  });
  const id = envelope(customer).payload.customer_id;
  shop = envelope(await call(t, acme, 'POST', `/customer/${id}/token`)).payload.access_token;
  for (const handle of Object.keys(FORMATS)) {
    const created = await uploadFile(t, shop, handle, SOURCE);
    await untilStep(t, shop, created.automation_id, ['matched']);
    await confirmMapping(t, acme, created);
    const done = await untilStep(t, shop, created.automation_id, ['transformed', 'failed']);
    expect(done, JSON.stringify(done)).toMatchObject({ step: 'transformed' });
    targets[handle] = `/transformation/${created.transformation_id}/file/target`;
    transformations[handle] = created;
  }
}, 120_000);
afterAll(() => t.close());

const download = (token: string, handle: string, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'GET',
    url: targets[handle]!,
    headers: { authorization: `Bearer ${token}`, ...headers },
  });

/** The sender's download; the receiver's holds the hidden values (unzipped first for XLSX). */
async function both(handle: string, readable = (body: Buffer) => Promise.resolve(body.toString('latin1'))) {
  const receiver = await download(acme, handle);
  expect(receiver.statusCode, receiver.body).toBe(200);
  if (!handle.startsWith('twig')) expect(await readable(receiver.rawPayload)).toContain('s3cr3t');
  const sender = await download(shop, handle);
  expect(sender.statusCode, sender.body).toBe(200);
  return sender;
}

async function sheetRows(body: Buffer): Promise<unknown[][]> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(body as unknown as ArrayBuffer);
  const rows = book.getWorksheet('Data')!.getSheetValues().filter(Boolean) as unknown[][];
  return rows.map((row) => row.slice(1));
}

describe('a sender’s download of the target of a template with a hidden column', () => {
  it('is the CSV without the column, with the template’s delimiter and header lines', async () => {
    const sender = await both('csv');
    expect(sender.body.split(/\r?\n/)).toEqual([
      'Weekly export',
      'email;name',
      'email;name',
      'ada@example.com;Ada',
      'grace@example.com;Grace',
      '',
    ]);
  });

  it('is the XML without the column', async () => {
    const sender = await both('xml');
    expect(sender.body).toContain('<email>ada@example.com</email>');
    expect(sender.body).toContain('<name>Grace</name>');
    expect(sender.body).not.toMatch(/margin|s3cr3t/);
  });

  it('is the JSON without the column, flat or as the tree', async () => {
    expect(JSON.parse((await both('json')).body)).toEqual([
      { email: 'ada@example.com', name: 'Ada' },
      { email: 'grace@example.com', name: 'Grace' },
    ]);
    expect(JSON.parse((await both('tree')).body)).toEqual([
      { mail: 'ada@example.com', more: { name: 'Ada' } },
      { mail: 'grace@example.com', more: { name: 'Grace' } },
    ]);
  });

  it('is the XLSX without the column', async () => {
    const sender = await both('xls', async (body) => JSON.stringify(await sheetRows(body)));
    expect(await sheetRows(sender.rawPayload)).toEqual([
      ['email', 'name'],
      ['ada@example.com', 'Ada'],
      ['grace@example.com', 'Grace'],
    ]);
  });

  it('is the custom file as written when its Twig names no hidden column', async () => {
    const sender = await both('twig');
    expect(sender.body).toBe('ada@example.com Ada\ngrace@example.com Grace\n');
  });

  it('is refused with a 403 naming the column when the Twig writes it, or the whole row, in English and French', async () => {
    for (const [handle, named] of [
      ['twigsecret', 'margin'],
      ['twigrow', 'item'],
    ]) {
      expect((await download(acme, handle!)).statusCode).toBe(200);
      const en = await download(shop, handle!);
      expect(en.statusCode, en.body).toBe(403);
      expect(envelope(en).payload.error).toMatchObject({ code: 'exception.hidden_columns_named' });
      expect(envelope(en).payload.error.message).toContain(`only the receiver sees (${named})`);
      expect(en.body).not.toContain('s3cr3t');
      const fr = await download(shop, handle!, { 'accept-language': 'fr' });
      expect(envelope(fr).payload.error.message).toContain(`que seul le destinataire voit (${named})`);
    }
  });

  it('is the same from the submission: the sender’s without the column, the receiver’s whole', async () => {
    const submission = await submitAndWait(t, shop, transformations.json!);
    const url = pathOf(submission.target_file_url);
    const sender = await call(t, shop, 'GET', url);
    expect(sender.statusCode, sender.body).toBe(200);
    expect(JSON.parse(sender.body)).toEqual([
      { email: 'ada@example.com', name: 'Ada' },
      { email: 'grace@example.com', name: 'Grace' },
    ]);
    expect((await call(t, acme, 'GET', url)).body).toContain('s3cr3t');
  });
});
