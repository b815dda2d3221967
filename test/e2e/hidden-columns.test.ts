/**
 * A column marked `hidden` is the receiver's alone: a sender (customer token) finds it nowhere it
 * reads a transformation — not in the mapping, not in the data or its violations — and cannot
 * write to it, while the receiver still sees and edits it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, envelope, type TestApp } from '../support/app.ts';
import { type Created, call, confirmMapping, untilStep, uploadFile } from '../support/flow.ts';

let t: TestApp;
let acme: string;
let shop: string;
let secretId: string;
let created: Created;

const SOURCE = [
  'E-mail,Name,Margin',
  'ada@example.com,Ada,s3cr3t-12',
  'grace@example.com,Grace,s3cr3t-7',
].join('\n');

beforeAll(async () => {
  t = await createTestApp({}, { jobs: true });
  acme = (await t.organisation('acme')).token;
  expect(
    (await call(t, acme, 'POST', '/template', { name: 'Contacts', template_handle: 'contacts' })).statusCode,
  ).toBe(200);
  const column = async (body: object) =>
    envelope(await call(t, acme, 'POST', '/template/contacts/column', { type: { type: 'TEXT' }, ...body }))
      .payload;
  await column({ technical_name: 'email', pretty_name: 'E-mail', importance: 'required' });
  await column({ technical_name: 'name', pretty_name: 'Name' });
  const secret = await column({ technical_name: 'margin', pretty_name: 'Margin', hidden: true });
  secretId = secret.column_id;
  // Every row breaks a rule of the hidden column, so its violations would show if they leaked.
  await call(t, acme, 'POST', '/constraint', {
    column_id: secretId,
    function: 'begin_by',
    arguments: [{ name: 'prefix', value: 'PUBLIC' }],
  });
  const customer = await call(t, acme, 'POST', '/customer', {
    name: 'Shop',
    external_id: 'shop',
    template_handles: ['contacts'],
  });
  const id = envelope(customer).payload.customer_id;
  shop = envelope(await call(t, acme, 'POST', `/customer/${id}/token`)).payload.access_token;
  created = await uploadFile(t, shop, 'contacts', SOURCE);
  await untilStep(t, shop, created.automation_id, ['matched']);
});
afterAll(() => t.close());

const mappingUrl = () => `/transformation/${created.transformation_id}/mapping`;
const dataUrl = (query = '') => `/transformation/${created.transformation_id}/data${query}`;

function expectNoSecret(body: string) {
  expect(body).not.toContain('margin');
  expect(body).not.toContain(secretId);
  expect(body).not.toContain('s3cr3t');
}

describe('the mapping with a customer token', () => {
  it('lists the visible columns only; the receiver sees the hidden one too', async () => {
    const res = await call(t, shop, 'GET', mappingUrl());
    expect(res.statusCode, res.body).toBe(200);
    expect(envelope(res).payload.columns.map((c: { technical_name: string }) => c.technical_name)).toEqual([
      'email',
      'name',
    ]);
    expect(res.body).not.toContain(secretId);
    const receiver = envelope(await call(t, acme, 'GET', mappingUrl())).payload;
    expect(receiver.columns.map((c: { technical_name: string }) => c.technical_name)).toContain('margin');
  });

  it('refuses the hidden column as one not in the template, and keeps its proposed source when confirming', async () => {
    const refused = await call(t, shop, 'PUT', mappingUrl(), {
      columns: [{ column_id: secretId, source: 'Name' }],
    });
    expect(refused.statusCode).toBe(409);
    expect(envelope(refused).payload.violations).toEqual(
      expect.arrayContaining([expect.objectContaining({ message: 'This column is not in the template.' })]),
    );
    const confirmed = await confirmMapping(t, shop, created);
    expect(JSON.stringify(confirmed)).not.toContain(secretId);
    const receiver = envelope(await call(t, acme, 'GET', mappingUrl())).payload;
    expect(
      receiver.columns.find((c: { technical_name: string }) => c.technical_name === 'margin').source,
    ).toBe('Margin');
    await untilStep(t, shop, created.automation_id, ['transformed']);
  });
});

describe('the data with a customer token', () => {
  it('has no cell and no violation of the hidden column; the receiver sees both', async () => {
    const res = await call(t, shop, 'GET', dataUrl());
    expect(res.statusCode, res.body).toBe(200);
    expectNoSecret(res.body);
    expect(envelope(res).payload.rows[0].data).toEqual({ '#(email)': 'ada@example.com', '#(name)': 'Ada' });
    const errors = await call(t, shop, 'GET', dataUrl('?only_errors=true'));
    expectNoSecret(errors.body);
    const receiver = envelope(await call(t, acme, 'GET', dataUrl())).payload;
    expect(receiver.rows[0].data['#(margin)']).toBe('s3cr3t-12');
    expect(receiver.rows[0].violations).toEqual([expect.objectContaining({ column: 'margin' })]);
  });

  it('refuses an edit of the hidden column as an unknown column, by reference or bare name', async () => {
    for (const key of ['#(margin)', 'margin']) {
      const res = await call(t, shop, 'PUT', dataUrl(), { rows: [{ row: 1, data: { [key]: 'PUBLIC' } }] });
      expect(res.statusCode, res.body).toBe(409);
      expect(envelope(res).payload.violations[0].message).toBe(`${key} is not a column of the template.`);
    }
    const receiver = await call(t, acme, 'PUT', dataUrl(), {
      rows: [{ row: 1, data: { '#(margin)': 'PUBLIC-1' } }],
    });
    expect(receiver.statusCode, receiver.body).toBe(200);
  });

  it('keeps the hidden cell out of an edited row read back by the customer', async () => {
    const edit = await call(t, shop, 'PUT', dataUrl(), {
      rows: [{ row: 2, data: { '#(name)': 'Grace H.' } }],
    });
    expect(edit.statusCode, edit.body).toBe(200);
    const res = await call(t, shop, 'GET', dataUrl());
    expectNoSecret(res.body);
    expect(envelope(res).payload.rows[1].data).toEqual({
      '#(email)': 'grace@example.com',
      '#(name)': 'Grace H.',
    });
  });
});

describe('another organisation', () => {
  it('gets 403 on the mapping, data and files of the transformation, and learns nothing of them', async () => {
    const globex = (await t.organisation('globex')).token;
    for (const [method, url, payload] of [
      ['GET', mappingUrl(), undefined],
      ['PUT', mappingUrl(), { columns: [] }],
      ['GET', dataUrl(), undefined],
      ['PUT', dataUrl(), { rows: [{ row: 1, data: { '#(name)': 'x' } }] }],
      ['GET', `/transformation/${created.transformation_id}/file/error_report`, undefined],
    ] as const) {
      const res = await call(t, globex, method, url, payload);
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expectNoSecret(res.body);
      expect(res.body).not.toContain('ada@example.com');
    }
  });
});

describe('the files of the transformation with a customer token', () => {
  const fileUrl = (kind: string) => `/transformation/${created.transformation_id}/file/${kind}`;

  it('gives an error report without the hidden column’s lines; the receiver’s has them', async () => {
    const receiver = await call(t, acme, 'GET', fileUrl('error_report'));
    expect(receiver.statusCode).toBe(200);
    expect(receiver.body).toContain('margin');
    const res = await call(t, shop, 'GET', fileUrl('error_report'));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.body.split(/\r?\n/)[0]).toBe('row,column,value,rule,message,line');
    expectNoSecret(res.body);
  });

  it('gives the target file without the hidden column to the customer; the receiver’s has it', async () => {
    expect((await call(t, acme, 'GET', fileUrl('target'))).body).toContain('s3cr3t');
    const res = await call(t, shop, 'GET', fileUrl('target'));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.body).toContain('ada@example.com');
    expectNoSecret(res.body);
  });
});
