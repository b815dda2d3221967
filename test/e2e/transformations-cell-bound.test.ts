/**
 * How long a sender can make a cell: a replace or an edit that would leave a cell longer than
 * FERRY_MAX_CELL_LENGTH (32,768 by default) is refused with 409 naming the cell and the bound, in
 * English and French, and stores nothing; the server answers others while a replace runs.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, envelope, type TestApp } from '../support/app.ts';
import {
  type Created,
  call,
  confirmMapping,
  createContactsTemplate,
  newCustomer,
  untilStep,
  uploadFile,
} from '../support/flow.ts';

let t: TestApp;
let acme: string;
let shop: string;
let otherShop: string;

/** Ten rows, one Q in each name. */
const SOURCE = [
  'E-mail,Name,Price',
  ...Array.from({ length: 10 }, (_, i) => `p${i}@example.com,Q${i},${i + 1}`),
].join('\n');

const customerToken = async (externalId: string) =>
  (await newCustomer(t, acme, { name: externalId, external_id: externalId, template_handles: ['contacts'] }))
    .token;

beforeAll(async () => {
  t = await createTestApp({}, { jobs: true });
  acme = (await t.organisation('acme')).token;
  await createContactsTemplate(t, acme, 'contacts', { accept_errors: true });
  shop = await customerToken('shop-1');
  otherShop = await customerToken('shop-2');
});
afterAll(() => t.close());

async function transformed(): Promise<Created> {
  const created = await uploadFile(t, shop, 'contacts', SOURCE);
  await untilStep(t, shop, created.automation_id, ['matched']);
  await confirmMapping(t, shop, created);
  await untilStep(t, shop, created.automation_id, ['transformed']);
  return created;
}

const url = (created: Created, rest: string) => `/transformation/${created.transformation_id}${rest}`;
const rowsOf = async (created: Created) =>
  envelope(await call(t, shop, 'GET', url(created, '/data?per_page=10'))).payload.rows as {
    data: Record<string, string>;
    violations: unknown[];
  }[];
const growQ = { find: 'Q', replace: 'Q'.repeat(1000), columns: ['name'] };

describe('the longest cell a sender can make', () => {
  it('refuses a replace that would pass it, stores nothing, and leaves the server free meanwhile', async () => {
    const created = await transformed();
    const first = await call(t, shop, 'POST', url(created, '/data/replace'), growQ);
    expect(first.statusCode, first.body).toBe(200);
    expect(envelope(first).payload).toEqual({ cells_replaced: 10, rows_changed: 10 });
    const grown = await rowsOf(created);
    expect(grown[0]!.data['#(name)']).toHaveLength(1001);

    // /healthz is sent after the replace and must be answered first: the replace works in a thread.
    const answered: string[] = [];
    const replacing = call(t, shop, 'POST', url(created, '/data/replace'), growQ).then((res) => {
      answered.push('replace');
      return res;
    });
    const health = t.app.inject({ method: 'GET', url: '/healthz' }).then((res) => {
      answered.push('healthz');
      return res;
    });
    const [refused, healthz] = await Promise.all([replacing, health]);
    expect(healthz.statusCode).toBe(200);
    expect(answered).toEqual(['healthz', 'replace']);

    expect(refused.statusCode, refused.body.slice(0, 500)).toBe(409);
    const payload = envelope(refused).payload;
    expect(payload.error.code).toBe('exception.cell_too_long');
    expect(payload.error.message).toBe(
      'Row 1, column name: a cell holds at most 32768 characters; this would make it 1000001. Nothing was changed.',
    );
    expect(payload.violations).toEqual([
      {
        property_path: 'replace',
        invalid_value: `${'Q'.repeat(40)}…`,
        message: 'Row 1, column name: a cell holds at most 32,768 characters; this would make it 1,000,001.',
      },
    ]);
    expect(refused.body.length).toBeLessThan(2000);
    expect(await rowsOf(created)).toEqual(grown);

    const french = await t.app.inject({
      method: 'POST',
      url: url(created, '/data/replace'),
      headers: { ...bearer(shop), 'accept-language': 'fr' },
      payload: growQ,
    });
    expect(french.statusCode).toBe(409);
    expect(envelope(french).payload.error.message).toBe(
      'Ligne 1, colonne name : une cellule contient au plus 32768 caractères ; cette modification lui en donnerait 1000001. Rien n’a été modifié.',
    );
    // The refused replaces left no step: one undo takes the file back to its source.
    const undone = await call(t, shop, 'POST', url(created, '/data/undo'));
    expect(envelope(undone).payload).toEqual({ cells_restored: 10, rows_changed: 10 });
    expect((await rowsOf(created))[0]!.data['#(name)']).toBe('Q0');
    expect((await call(t, shop, 'POST', url(created, '/data/undo'))).statusCode).toBe(409);
  });

  it('refuses an edit of a cell longer than it, whoever asks, and keeps the rows as they were', async () => {
    const created = await transformed();
    const before = await rowsOf(created);
    const long = 'x'.repeat(1_000_000);
    const res = await call(t, shop, 'PUT', url(created, '/data'), {
      rows: [
        { row: 2, data: { '#(price)': '5' } },
        { row: 3, data: { '#(name)': long } },
      ],
    });
    expect(res.statusCode).toBe(409);
    expect(envelope(res).payload.error.code).toBe('exception.cell_too_long');
    expect(envelope(res).payload.violations[0]).toMatchObject({
      property_path: 'rows[1].data.#(name)',
      message: 'Row 3, column name: a cell holds at most 32,768 characters; this would make it 1,000,000.',
    });
    expect(await rowsOf(created)).toEqual(before);
    expect((await call(t, shop, 'POST', url(created, '/data/undo'))).statusCode).toBe(409);

    // Another customer is refused before anything is read.
    const foreign = await call(t, otherShop, 'PUT', url(created, '/data'), {
      rows: [{ row: 3, data: { '#(name)': long } }],
    });
    expect(foreign.statusCode).toBe(403);

    const atBound = await call(t, shop, 'PUT', url(created, '/data'), {
      rows: [{ row: 3, data: { '#(name)': 'x'.repeat(32_768) } }],
    });
    expect(atBound.statusCode, atBound.body.slice(0, 500)).toBe(200);
  });
});
