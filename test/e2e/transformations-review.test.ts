/**
 * Reviewing and fixing the transformed data before submitting: pages of rows with their
 * violations, edits revalidated at once and kept with who made them, dataset rules judged again at
 * submission, and senders confined to their own transformations. Confirming the mapping:
 * ./transformations-mapping.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listEditLog } from '../../src/store/transformations/transformation-edits.ts';
import { bearer, createTestApp, envelope, type TestApp } from '../support/app.ts';
import {
  type Created,
  call,
  createContactsTemplate,
  pathOf,
  submitAndWait,
  untilStep,
  uploadAndTransform,
  uploadFile,
} from '../support/flow.ts';
import { contactsCustomerToken, REVIEW_CONTACTS } from '../support/review-contacts.ts';

let t: TestApp;
let acme: string;
let shop: string;
let otherShop: string;

const SOURCE = REVIEW_CONTACTS;

const customerToken = (externalId: string) => contactsCustomerToken(t, acme, externalId);

beforeAll(async () => {
  t = await createTestApp({}, { jobs: true });
  acme = (await t.organisation('acme')).token;
  await createContactsTemplate(t, acme, 'contacts', { accept_errors: true });
  await createContactsTemplate(t, acme, 'strict', { accept_errors: false });
  shop = await customerToken('shop-1');
  otherShop = await customerToken('shop-2');
});
afterAll(() => t.close());

const dataUrl = (created: Created, query = '') => `/transformation/${created.transformation_id}/data${query}`;
const page = async (token: string, created: Created, query = '') =>
  envelope(await call(t, token, 'GET', dataUrl(created, query))).payload;
const rowsOf = (p: { rows: { row: number }[] }) => p.rows.map((r) => r.row);

describe('GET /transformation/{id}/data', () => {
  let created: Created;
  beforeAll(async () => {
    created = await uploadAndTransform(t, acme, 'contacts', SOURCE);
  });

  it('pages through the rows with their cells and violations', async () => {
    const first = await page(acme, created, '?page=1&per_page=4');
    expect(first).toMatchObject({ total_pages: 3, current_page: 1, total_items: 10, items_per_page: 4 });
    expect(first.rows[0]).toEqual({
      row: 1,
      data: { '#(email)': 'ada@example.com', '#(name)': 'Ada', '#(price)': '12.5' },
      violations: [],
    });
    expect(first.rows[2]).toMatchObject({ row: 3, violations: [{ column: 'email', rule: 'type' }] });
    expect(first.rows[3].violations).toEqual([
      { column: 'name', rule: 'required', message: expect.any(String) },
    ]);
    const last = await page(acme, created, '?page=3&per_page=4');
    expect(rowsOf(last)).toEqual([9, 10]);
    expect(rowsOf(await page(acme, created, '?page=4&per_page=4'))).toEqual([]);
  });

  it('lists only the rows in error when asked, dataset rules included', async () => {
    const errors = await page(acme, created, '?only_errors=true&per_page=100');
    expect(rowsOf(errors)).toEqual([3, 4, 5, 6, 7]);
    expect(errors.total_items).toBe(5);
    expect(errors.rows[2].violations[0]).toMatchObject({ column: 'email', rule: 'uniqueness' });
    expect(errors.rows[4].violations[0]).toMatchObject({ column: 'price', rule: 'is_between' });
  });

  it('refuses page numbers out of range with 409 and a wrong type with 400', async () => {
    expect((await call(t, acme, 'GET', dataUrl(created, '?page=0'))).statusCode).toBe(409);
    expect((await call(t, acme, 'GET', dataUrl(created, '?per_page=101'))).statusCode).toBe(409);
    expect((await call(t, acme, 'GET', dataUrl(created, '?page=abc'))).statusCode).toBe(400);
  });

  it('answers 409 before the data is transformed', async () => {
    const early = await uploadFile(t, acme, 'contacts', SOURCE);
    await untilStep(t, acme, early.automation_id, ['matched']);
    const res = await call(t, acme, 'GET', dataUrl(early));
    expect(res.statusCode).toBe(409);
    expect(envelope(res).payload.violations[0]).toMatchObject({
      property_path: 'step',
      invalid_value: 'matched',
    });
  });
});

describe('PUT /transformation/{id}/data', () => {
  it('revalidates edited rows at once, keeps who edited, and submits the fixed data', async () => {
    const created = await uploadAndTransform(t, acme, 'strict', SOURCE);
    const res = await call(t, acme, 'PUT', dataUrl(created), {
      total_pages: 1,
      current_page: 1,
      total_items: 10,
      items_per_page: 20,
      rows: [
        { row: 3, data: { '#(email)': 'linus@example.com' } },
        { row: 4, data: { name: 'Alan' } },
        { row: 7, data: { '#(price)': 999 } },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.body).toBe('');
    const errors = await page(acme, created, '?only_errors=true');
    expect(rowsOf(errors)).toEqual([5, 6]);
    const fixed = (await page(acme, created, '?page=1&per_page=10')).rows;
    expect(fixed[2]).toEqual({
      row: 3,
      data: { '#(email)': 'linus@example.com', '#(name)': 'Linus', '#(price)': '3' },
      violations: [],
    });
    expect(fixed[6].data['#(price)']).toBe('999');
    const log = await listEditLog(t.services.ctx.db, created.transformation_id);
    expect(log.map((e) => [e.row_number, e.technical_name, e.value])).toEqual([
      [3, 'email', 'linus@example.com'],
      [4, 'name', 'Alan'],
      [7, 'price', '999'],
    ]);
    expect(log[0]!.edited_by).toMatch(/^user:/);

    // Still a duplicate: refused. Fixing one of the pair clears both at submission.
    expect(
      (await call(t, acme, 'POST', `/transformation/${created.transformation_id}/submit`)).statusCode,
    ).toBe(409);
    expect(
      (
        await call(t, acme, 'PUT', dataUrl(created), {
          rows: [{ row: 6, data: { '#(email)': 'dup2@example.com' } }],
        })
      ).statusCode,
    ).toBe(200);
    // Fixing one row of the pair clears both at once.
    expect(rowsOf(await page(acme, created, '?only_errors=true'))).toEqual([]);
    await call(t, acme, 'PUT', dataUrl(created), {
      rows: [{ row: 5, data: { '#(email)': 'dup1@example.com' } }],
    });
    const submission = await submitAndWait(t, acme, created);
    expect(submission).toMatchObject({ failed: false, rows_in_target: 10, rows_in_error: 0 });
    const target = await t.app.inject({
      method: 'GET',
      url: pathOf(submission.download_url),
      headers: bearer(acme),
    });
    expect(target.body).toContain('linus@example.com');
    expect(target.body).toContain('999.00'.replace('.00', ''));
    expect(submission.invalid_rows_url).toBeNull();
  });

  it('refuses a row that does not exist or an unknown column with 409 and changes nothing', async () => {
    const created = await uploadAndTransform(t, acme, 'contacts', SOURCE);
    const before = await page(acme, created, '?per_page=100');
    const missing = await call(t, acme, 'PUT', dataUrl(created), {
      rows: [
        { row: 1, data: { '#(name)': 'Changed' } },
        { row: 11, data: { '#(name)': 'Nobody' } },
      ],
    });
    expect(missing.statusCode).toBe(409);
    expect(envelope(missing).payload.violations).toEqual([
      {
        property_path: 'rows[1].row',
        invalid_value: 11,
        message: 'Row 11 does not exist: the data has 10 rows.',
      },
    ]);
    const unknown = await call(t, acme, 'PUT', dataUrl(created), {
      rows: [{ row: 1, data: { '#(nope)': 'x' } }],
    });
    expect(unknown.statusCode).toBe(409);
    expect(envelope(unknown).payload.violations[0]).toMatchObject({
      property_path: 'rows[0].data',
      invalid_value: '#(nope)',
    });
    expect(await page(acme, created, '?per_page=100')).toEqual(before);
  });

  it('refuses more than 1,000 rows in one request', async () => {
    const created = await uploadAndTransform(t, acme, 'contacts', SOURCE);
    const rows = Array.from({ length: 1001 }, (_, i) => ({
      row: (i % 10) + 1,
      data: { '#(name)': `n${i}` },
    }));
    const res = await call(t, acme, 'PUT', dataUrl(created), { rows });
    expect(res.statusCode).toBe(409);
    expect(envelope(res).payload.violations).toEqual([
      { property_path: 'rows', invalid_value: 1001, message: 'At most 1000 rows can be edited at once.' },
    ]);
    expect(rowsOf(await page(acme, created, '?only_errors=true&per_page=100'))).toEqual([3, 4, 5, 6, 7]);
  });

  it('answers 400 to a body that cannot be mapped, and changes nothing', async () => {
    const created = await uploadAndTransform(t, acme, 'contacts', SOURCE);
    const before = await page(acme, created, '?per_page=100');
    for (const payload of [
      { rows: 'all' },
      { rows: [{ row: 1, data: { '#(name)': { a: 1 } } }] },
      { rows: [{ row: 'one', data: {} }] },
      { rows: [], extra: true },
    ]) {
      const res = await call(t, acme, 'PUT', dataUrl(created), payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect(await page(acme, created, '?per_page=100')).toEqual(before);
  });

  it('turns a good row bad when the edit breaks a rule', async () => {
    const created = await uploadAndTransform(t, acme, 'contacts', SOURCE);
    await call(t, acme, 'PUT', dataUrl(created), {
      rows: [{ row: 1, data: { '#(price)': 'abc', '#(email)': null } }],
    });
    const errors = await page(acme, created, '?only_errors=true&per_page=100');
    expect(rowsOf(errors)).toEqual([1, 3, 4, 5, 6, 7]);
    expect(
      errors.rows[0].violations.map((v: { column: string; rule: string }) => `${v.column}:${v.rule}`),
    ).toEqual(['email:required', 'price:type']);
  });
});

describe('files with nothing to deliver', () => {
  it('a file with only a header is transformed and submitted with no rows', async () => {
    const created = await uploadAndTransform(t, acme, 'contacts', 'E-mail,Name,Price\n');
    expect(await page(acme, created)).toMatchObject({ total_items: 0, total_pages: 0, rows: [] });
    const submission = await submitAndWait(t, acme, created);
    expect(submission).toMatchObject({
      failed: false,
      rows_in_source: 0,
      rows_in_target: 0,
      rows_in_error: 0,
    });
  });
});

describe('senders', () => {
  it('walk their own file to a submission they and the receiver can list', async () => {
    const created = await uploadAndTransform(t, shop, 'contacts', SOURCE);
    const submission = await submitAndWait(t, shop, created);
    expect(submission).toMatchObject({ customer_id: 'shop-1', customer_name: 'shop-1', rows_in_target: 10 });
    const mine = envelope(await call(t, shop, 'GET', '/sender/submissions')).payload;
    expect(mine.entries.map((s: { submission_id: string }) => s.submission_id)).toEqual([
      submission.submission_id,
    ]);
    const receiver = envelope(await call(t, acme, 'GET', '/submissions?criteria=shop-1')).payload;
    expect(receiver.entries.map((s: { submission_id: string }) => s.submission_id)).toEqual([
      submission.submission_id,
    ]);
    expect((await call(t, shop, 'GET', '/submissions')).statusCode).toBe(403);
    const download = await t.app.inject({
      method: 'GET',
      url: pathOf(submission.download_url),
      headers: bearer(shop),
    });
    expect(download.statusCode).toBe(200);
  });

  it('get 403 on another customer’s transformation and submission, which stay unchanged', async () => {
    const created = await uploadAndTransform(t, shop, 'contacts', SOURCE);
    const before = await page(shop, created, '?per_page=100');
    for (const [method, url, payload] of [
      ['GET', `/transformation/${created.transformation_id}`, undefined],
      ['GET', dataUrl(created), undefined],
      ['PUT', dataUrl(created), { rows: [{ row: 1, data: { '#(name)': 'Mallory' } }] }],
      ['GET', `/transformation/${created.transformation_id}/mapping`, undefined],
      ['POST', `/transformation/${created.transformation_id}/submit`, undefined],
      ['DELETE', `/transformation/${created.transformation_id}`, undefined],
    ] as const) {
      const res = await call(t, otherShop, method, url, payload);
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(res.body).not.toContain('ada@example.com');
    }
    expect(await page(shop, created, '?per_page=100')).toEqual(before);
    const submission = await submitAndWait(t, shop, created);
    for (const url of [`/submission/${submission.submission_id}`, pathOf(submission.download_url)]) {
      expect((await call(t, otherShop, 'GET', url)).statusCode, url).toBe(403);
    }
    expect(envelope(await call(t, otherShop, 'GET', '/sender/submissions')).payload.total_items).toBe(0);
  });
});
