/**
 * A template can be built in any order (DESIGN §6): a `#(x)` in json_nodes, in a column's
 * conditions or in a constraint's arguments may name a column created later. Syntax is still
 * checked at write. Dangling references are reported by the format test and refused by
 * `POST /transformation`, one violation per reference, naming where it stands.
 */
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, envelope, type TestApp } from '../support/app.ts';
import { call } from '../support/flow.ts';
import { multipart } from '../support/multipart.ts';

let t: TestApp;
let acme: string;

const NODES = [
  { id: 'root', type: 'object' },
  { id: 'a', parent_id: 'root', type: 'column', value: '#(sku)' },
  { id: 'b', parent_id: 'root', type: 'column', key: 'cost', value: 'price' },
];
const column = (technical_name: string, extra: object = {}) => ({
  technical_name,
  pretty_name: technical_name,
  type: { type: 'TEXT' },
  ...extra,
});

beforeAll(async () => {
  t = await createTestApp();
  acme = (await t.organisation('acme')).token;
});
afterAll(() => t.close());

const post = (url: string, payload: object) => call(t, acme, 'POST', url, payload);
const read = async (url: string) => envelope(await call(t, acme, 'GET', url)).payload;
const columnId = async (handle: string, name: string) =>
  (await read(`/template/${handle}/columns`)).find(
    (c: { technical_name: string }) => c.technical_name === name,
  ).column_id as string;

function upload(handle: string, token = acme) {
  const body = multipart({ template_handle: handle }, { name: 'data.csv', content: 'sku,price\nA1,3\n' });
  return t.app.inject({
    method: 'POST',
    url: '/transformation',
    headers: { ...bearer(token), ...body.headers },
    payload: body.payload,
  });
}

async function storedTransformations(): Promise<number> {
  return (await t.services.ctx.db.selectFrom('transformations').select('transformation_id').execute()).length;
}

async function storedSourceFiles(): Promise<string[]> {
  const dir = path.join(t.services.ctx.config.dataDir, 'files');
  return (await readdir(dir, { recursive: true }).catch(() => [])).filter((f) => f.endsWith('source'));
}

describe('a template built in any order', () => {
  let constraintId: string;

  it('accepts json_nodes, conditions and constraint arguments naming columns created later', async () => {
    const created = await post('/template', {
      name: 'Orders',
      template_handle: 'orders',
      format: { format: 'json', json: { json_nodes: NODES } },
    });
    expect(created.statusCode, created.body).toBe(200);
    const total = await post(
      '/template/orders/column',
      column('total', { conditions: '#(discount)/IS_NOT_EMPTY' }),
    );
    expect(total.statusCode, total.body).toBe(200);
    const constraint = await post('/constraint', {
      column_id: await columnId('orders', 'total'),
      function: 'is_unique_key',
      arguments: [{ name: 'columns', value: '#(sku), #(warehouse)' }],
    });
    expect(constraint.statusCode, constraint.body).toBe(200);
    constraintId = envelope(constraint).payload.constraint_id;
  });

  it('still checks the syntax of references at write, and leaves what was stored unchanged', async () => {
    const template = await read('/template/orders');
    const totalId = await columnId('orders', 'total');
    const totalBefore = await read(`/template/orders/column/${totalId}`);
    const badNode = [...NODES, { id: 'c', parent_id: 'root', type: 'column', key: 'n', value: 42 }];
    const refused = [
      await call(t, acme, 'PUT', '/template/orders', {
        format: { format: 'json', json: { json_nodes: badNode } },
      }),
      await call(t, acme, 'PUT', `/template/orders/column/${totalId}`, {
        conditions: '#(discount)/IS_SOMETHING',
      }),
      await post('/constraint', {
        column_id: totalId,
        function: 'is_unique_key',
        arguments: [{ name: 'columns', value: 'warehouse' }],
      }),
    ];
    expect(refused.map((r) => r.statusCode)).toEqual([409, 409, 409]);
    expect(envelope(refused[0]!).payload.violations[0]).toMatchObject({
      property_path: 'format.json.json_nodes[3].value',
    });
    expect(envelope(refused[2]!).payload.violations[0].message).toContain('#(technical_name)');
    expect(await read('/template/orders')).toEqual(template);
    expect(await read(`/template/orders/column/${totalId}`)).toEqual(totalBefore);
    expect(await read(`/template/orders/column/${totalId}/constraints`)).toHaveLength(1);
  });

  it('refuses a transformation with one 409 violation per dangling reference, keeping nothing', async () => {
    const res = await upload('orders');
    expect(res.statusCode, res.body).toBe(409);
    const violations = envelope(res).payload.violations;
    expect(violations).toEqual([
      {
        property_path: 'columns[total].conditions',
        invalid_value: '#(discount)/IS_NOT_EMPTY',
        message:
          'The conditions of column "total" name the column "discount", which the template does not have.',
      },
      {
        property_path: `constraints[${constraintId}].arguments[0].value`,
        invalid_value: '#(sku), #(warehouse)',
        message:
          'The is_unique_key constraint of column "total" names the column "sku", which the template does not have.',
      },
      {
        property_path: `constraints[${constraintId}].arguments[0].value`,
        invalid_value: '#(sku), #(warehouse)',
        message:
          'The is_unique_key constraint of column "total" names the column "warehouse", which the template does not have.',
      },
      {
        property_path: 'format.json.json_nodes[1].value',
        invalid_value: '#(sku)',
        message: 'This column node names the column "sku", which the template does not have.',
      },
      {
        property_path: 'format.json.json_nodes[2].value',
        invalid_value: 'price',
        message: 'This column node names the column "price", which the template does not have.',
      },
    ]);
    expect(await storedTransformations()).toBe(0);
    expect(await storedSourceFiles()).toEqual([]);
  });

  it('lists the same references as problems on the template read, on the column they concern', async () => {
    const totalId = await columnId('orders', 'total');
    const { problems } = await read('/template/orders');
    expect(problems).toEqual([
      {
        kind: 'condition_unknown_column',
        column_id: totalId,
        message:
          'The conditions of column "total" name the column "discount", which the template does not have.',
      },
      {
        kind: 'constraint_unknown_column',
        column_id: totalId,
        message:
          'The is_unique_key constraint of column "total" names the column "sku", which the template does not have.',
      },
      {
        kind: 'constraint_unknown_column',
        column_id: totalId,
        message:
          'The is_unique_key constraint of column "total" names the column "warehouse", which the template does not have.',
      },
      {
        kind: 'format_unknown_column',
        message: 'This column node names the column "sku", which the template does not have.',
      },
      {
        kind: 'format_unknown_column',
        message: 'This column node names the column "price", which the template does not have.',
      },
    ]);
    // A template read is accepted back as an update, problems and all, and changes nothing.
    const template = await read('/template/orders');
    const resent = await call(t, acme, 'PUT', '/template/orders', template);
    expect(resent.statusCode, resent.body).toBe(200);
    expect(await read('/template/orders')).toEqual(template);
  });

  it('renders the format test from sample rows keyed by technical name, reporting what dangles', async () => {
    const res = await post('/template/orders/format/test', { rows: [{ sku: 'A1', price: 3, total: 'x' }] });
    expect(res.statusCode, res.body).toBe(200);
    const sample = envelope(res).payload;
    expect(JSON.parse(sample.output)).toEqual([{ sku: 'A1', cost: '3' }]);
    expect(sample.errors).toEqual([
      'format.json.json_nodes[1].value: This column node names the column "sku", which the template does not have.',
      'format.json.json_nodes[2].value: This column node names the column "price", which the template does not have.',
    ]);
  });

  it('renders sample rows with the default format before the template has any column', async () => {
    expect((await post('/template', { name: 'Empty', template_handle: 'empty' })).statusCode).toBe(200);
    const res = await post('/template/empty/format/test', { rows: [{ code: 'A1', '#(label)': 'first' }] });
    expect(envelope(res).payload).toEqual({ output: 'code,label\nA1,first\n', errors: [], problems: [] });
  });

  it('accepts the transformation once every referenced column exists', async () => {
    for (const name of ['sku', 'price', 'discount', 'warehouse']) {
      expect((await post('/template/orders/column', column(name))).statusCode).toBe(200);
    }
    const res = await upload('orders');
    expect(res.statusCode, res.body).toBe(200);
    expect(await storedTransformations()).toBe(1);
    expect((await read('/template/orders')).problems).toEqual([]);
  });

  it('allows deleting and renaming a referenced column, and reports the references left dangling', async () => {
    const removed = await call(
      t,
      acme,
      'DELETE',
      `/template/orders/column/${await columnId('orders', 'warehouse')}`,
    );
    expect(removed.statusCode).toBe(204);
    const renamed = await call(
      t,
      acme,
      'PUT',
      `/template/orders/column/${await columnId('orders', 'price')}`,
      {
        technical_name: 'unit_price',
      },
    );
    expect(renamed.statusCode, renamed.body).toBe(200);
    const res = await upload('orders');
    expect(res.statusCode).toBe(409);
    expect(envelope(res).payload.violations.map((v: { property_path: string }) => v.property_path)).toEqual([
      `constraints[${constraintId}].arguments[0].value`,
      'format.json.json_nodes[2].value',
    ]);
    const { problems } = await read('/template/orders');
    expect(problems.map((p: { kind: string }) => p.kind)).toEqual([
      'constraint_unknown_column',
      'format_unknown_column',
    ]);
    expect(await storedTransformations()).toBe(1);
  });

  it('tells a sender the template is not ready without naming its columns', async () => {
    const customer = envelope(
      await post('/customer', { name: 'Shop', template_handles: ['orders'] }),
    ).payload;
    const token = envelope(await post(`/customer/${customer.customer_id}/token`, {})).payload.access_token;
    const res = await upload('orders', token);
    expect(res.statusCode).toBe(409);
    expect(envelope(res).payload.violations).toEqual([
      {
        property_path: 'template_handle',
        invalid_value: 'orders',
        message:
          'This template refers to columns it does not have; its owner must correct it before files can be sent.',
      },
    ]);
    expect(await storedTransformations()).toBe(1);
    const read = await t.app.inject({ url: '/template/orders', headers: bearer(token) });
    expect(envelope(read).payload.problems).toEqual([]);
  });
});
