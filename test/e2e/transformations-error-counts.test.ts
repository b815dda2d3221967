/**
 * The rows in error of a transformed file, as the importer's review tools ask for them: counted in
 * all and per column (dataset rules included), listed for one column, counted again after an edit;
 * a column the template does not have is refused. Find and replace and undo:
 * ./transformations-replace-undo.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, envelope, type TestApp } from '../support/app.ts';
import { type Created, call, callOk, createContactsTemplate, uploadAndTransform } from '../support/flow.ts';
import { REVIEW_CONTACTS as SOURCE } from '../support/review-contacts.ts';

let t: TestApp;
let acme: string;

beforeAll(async () => {
  t = await createTestApp({}, { jobs: true });
  acme = (await t.organisation('acme')).token;
  await createContactsTemplate(t, acme, 'contacts', { accept_errors: true });
});
afterAll(() => t.close());

const url = (created: Created, rest: string) => `/transformation/${created.transformation_id}${rest}`;
const get = (token: string, created: Created, rest: string) => callOk(t, token, 'GET', url(created, rest));

describe('GET /transformation/{id}/errors and ?error_column=', () => {
  let created: Created;
  beforeAll(async () => {
    created = await uploadAndTransform(t, acme, 'contacts', SOURCE);
  });

  it('counts the rows in error in all and per column, dataset rules included', async () => {
    expect(await get(acme, created, '/errors')).toEqual({
      rows_in_error: 5,
      columns: [
        { technical_name: 'email', rows_in_error: 3 },
        { technical_name: 'name', rows_in_error: 1 },
        { technical_name: 'price', rows_in_error: 1 },
      ],
    });
  });

  it('pages through the rows in error on one column, by technical name or reference', async () => {
    const page = await get(acme, created, '/data?error_column=email&per_page=2');
    expect(page).toMatchObject({ total_items: 3, total_pages: 2, current_page: 1 });
    expect(page.rows.map((r: { row: number }) => r.row)).toEqual([3, 5]);
    const second = await get(
      acme,
      created,
      `/data?error_column=${encodeURIComponent('#(email)')}&per_page=2&page=2`,
    );
    expect(second.rows.map((r: { row: number }) => r.row)).toEqual([6]);
    const price = await get(acme, created, '/data?error_column=price');
    expect(price.rows.map((r: { row: number }) => r.row)).toEqual([7]);
  });

  it('counts an edited row as its revalidation found it', async () => {
    const edited = await uploadAndTransform(t, acme, 'contacts', SOURCE);
    const res = await call(t, acme, 'PUT', url(edited, '/data'), {
      rows: [
        { row: 3, data: { '#(email)': 'linus@example.com' } },
        { row: 1, data: { '#(price)': '5000' } },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    const counts = await get(acme, edited, '/errors');
    expect(counts.rows_in_error).toBe(5);
    expect(counts.columns).toEqual([
      { technical_name: 'email', rows_in_error: 2 },
      { technical_name: 'name', rows_in_error: 1 },
      { technical_name: 'price', rows_in_error: 2 },
    ]);
    const price = await get(acme, edited, '/data?error_column=price');
    expect(price.rows.map((r: { row: number }) => r.row)).toEqual([1, 7]);
  });

  it('refuses a column the template does not have with 409', async () => {
    const res = await call(t, acme, 'GET', url(created, '/data?error_column=nope'));
    expect(res.statusCode, res.body).toBe(409);
    expect(envelope(res).payload.violations[0]).toMatchObject({
      property_path: 'error_column',
      invalid_value: 'nope',
    });
  });
});
