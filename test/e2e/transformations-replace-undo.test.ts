/**
 * Reviewing with the importer's tools: find and replace over the whole file (revalidated at once,
 * one undo step) and undo of the caller's own steps, which gives back the exact rows and target
 * file. Senders are confined to their own transformations and never meet a hidden column. The
 * rows in error per column: ./transformations-error-counts.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, envelope, type TestApp } from '../support/app.ts';
import {
  type Created,
  call,
  confirmMapping,
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
let other: string;
let shop: string;
let otherShop: string;

const SOURCE = REVIEW_CONTACTS;

const customerToken = (externalId: string) => contactsCustomerToken(t, acme, externalId);

beforeAll(async () => {
  t = await createTestApp({}, { jobs: true });
  acme = (await t.organisation('acme')).token;
  other = (await t.organisation('other')).token;
  await createContactsTemplate(t, acme, 'contacts', { accept_errors: true });
  shop = await customerToken('shop-1');
  otherShop = await customerToken('shop-2');
});
afterAll(() => t.close());

const url = (created: Created, rest: string) => `/transformation/${created.transformation_id}${rest}`;
const get = async (token: string, created: Created, rest: string) => {
  const res = await call(t, token, 'GET', url(created, rest));
  expect(res.statusCode, res.body).toBe(200);
  return envelope(res).payload;
};
const allRows = async (token: string, created: Created) =>
  (await get(token, created, '/data?per_page=100')).rows;
const replace = (token: string, created: Created, body: object) =>
  call(t, token, 'POST', url(created, '/data/replace'), body);
const undo = (token: string, created: Created) => call(t, token, 'POST', url(created, '/data/undo'));

describe('POST /transformation/{id}/data/replace and …/undo', () => {
  it('replaces over the whole file, revalidates at once, and undo gives back the exact rows', async () => {
    const created = await uploadAndTransform(t, acme, 'contacts', SOURCE);
    const before = await allRows(acme, created);
    const beforeErrors = await get(acme, created, '/errors');
    const res = await replace(acme, created, { find: 'EXAMPLE.com', replace: 'example.org' });
    expect(res.statusCode, res.body).toBe(200);
    expect(envelope(res).payload).toEqual({ cells_replaced: 9, rows_changed: 9 });
    const after = await allRows(acme, created);
    expect(after[0].data['#(email)']).toBe('ada@example.org');
    expect(after[2]).toEqual(before[2]);
    // Revalidated at once: the duplicated pair is still one after the replace, both rows marked.
    expect((await get(acme, created, '/errors')).rows_in_error).toBe(5);

    const undone = await undo(acme, created);
    expect(undone.statusCode, undone.body).toBe(200);
    expect(envelope(undone).payload).toEqual({ cells_restored: 9, rows_changed: 9 });
    expect(await allRows(acme, created)).toEqual(before);
    expect(await get(acme, created, '/errors')).toEqual(beforeErrors);
    const nothing = await undo(acme, created);
    expect(nothing.statusCode, nothing.body).toBe(409);
  });

  it('follows match_case, whole_cell and columns', async () => {
    const created = await uploadAndTransform(t, acme, 'contacts', SOURCE);
    const count = async (body: object) => envelope(await replace(acme, created, body)).payload;
    expect(await count({ find: 'ADA', replace: 'Eve', match_case: true })).toEqual({
      cells_replaced: 0,
      rows_changed: 0,
    });
    expect(await count({ find: 'ada', replace: 'Eve', whole_cell: true })).toEqual({
      cells_replaced: 1,
      rows_changed: 1,
    });
    expect(await count({ find: 'e', replace: 'E', columns: ['#(name)', 'price'] })).toEqual({
      cells_replaced: 6,
      rows_changed: 6,
    });
    const rows = await allRows(acme, created);
    expect(rows[0].data).toEqual({ '#(email)': 'ada@example.com', '#(name)': 'EvE', '#(price)': '12.5' });
    expect(rows[8].data['#(email)']).toBe('ken@example.com');
    // A `$` in the replacement is a dollar sign.
    expect(await count({ find: 'Ken', replace: '$&$1', whole_cell: true })).toEqual({
      cells_replaced: 1,
      rows_changed: 1,
    });
    expect((await allRows(acme, created))[8].data['#(name)']).toBe('$&$1');
  });

  it('undoes the caller’s steps one at a time, newest first, and gives back the exact target file', async () => {
    const edit = { rows: [{ row: 3, data: { '#(email)': 'linus@example.com' } }] };
    const a = await uploadAndTransform(t, acme, 'contacts', SOURCE);
    expect((await call(t, acme, 'PUT', url(a, '/data'), edit)).statusCode).toBe(200);
    const afterEdit = await allRows(acme, a);
    expect((await replace(acme, a, { find: 'example', replace: 'sample' })).statusCode).toBe(200);
    expect(envelope(await undo(acme, a)).payload).toEqual({ cells_restored: 10, rows_changed: 10 });
    expect(await allRows(acme, a)).toEqual(afterEdit);

    const b = await uploadAndTransform(t, acme, 'contacts', SOURCE);
    expect((await call(t, acme, 'PUT', url(b, '/data'), edit)).statusCode).toBe(200);
    const download = async (created: Created) => {
      const submission = await submitAndWait(t, acme, created);
      const res = await t.app.inject({
        method: 'GET',
        url: pathOf(submission.download_url),
        headers: bearer(acme),
      });
      expect(res.statusCode).toBe(200);
      return { body: res.body, counters: [submission.rows_in_target, submission.rows_in_error] };
    };
    const [targetA, targetB] = [await download(a), await download(b)];
    expect(targetA).toEqual(targetB);
    expect(targetA.body).toContain('linus@example.com');

    const c = await uploadAndTransform(t, acme, 'contacts', SOURCE);
    const original = await allRows(acme, c);
    await call(t, acme, 'PUT', url(c, '/data'), edit);
    await replace(acme, c, { find: 'example', replace: 'sample' });
    expect((await undo(acme, c)).statusCode).toBe(200);
    expect(envelope(await undo(acme, c)).payload).toEqual({ cells_restored: 1, rows_changed: 1 });
    expect(await allRows(acme, c)).toEqual(original);
    expect((await undo(acme, c)).statusCode).toBe(409);
  });

  it('keeps a later edit by someone else when a step is undone', async () => {
    const created = await uploadFile(t, shop, 'contacts', SOURCE);
    await untilStep(t, shop, created.automation_id, ['matched']);
    await confirmMapping(t, shop, created);
    await untilStep(t, shop, created.automation_id, ['transformed']);
    expect((await replace(shop, created, { find: 'Ada', replace: 'Ann', whole_cell: true })).statusCode).toBe(
      200,
    );
    // The receiver fixes the same row afterwards; the sender's undo sets back only its own cell.
    await call(t, acme, 'PUT', url(created, '/data'), { rows: [{ row: 1, data: { '#(price)': '13' } }] });
    const undone = await undo(shop, created);
    expect(envelope(undone).payload).toEqual({ cells_restored: 1, rows_changed: 1 });
    const first = (await allRows(acme, created))[0];
    expect(first.data).toEqual({ '#(email)': 'ada@example.com', '#(name)': 'Ada', '#(price)': '13' });
    // The sender has nothing left; the receiver still has its own step.
    expect((await undo(shop, created)).statusCode).toBe(409);
    expect((await undo(acme, created)).statusCode).toBe(200);
  });

  it('refuses bad bodies with 400 or 409 and a clear message, changing nothing', async () => {
    const created = await uploadAndTransform(t, acme, 'contacts', SOURCE);
    const before = await allRows(acme, created);
    const cases: [object, number, string][] = [
      [{ find: '', replace: 'x' }, 409, 'find'],
      [{ replace: 'x' }, 409, 'find'],
      [{ find: 'a', replace: 'b', columns: ['nope'] }, 409, 'columns[0]'],
      [{ find: 'a', replace: 'b', columns: [] }, 409, 'columns'],
      [{ find: 'a', replace: 'b'.repeat(1001) }, 409, 'replace'],
    ];
    for (const [body, status, property] of cases) {
      const res = await replace(acme, created, body);
      expect(res.statusCode, res.body).toBe(status);
      expect(envelope(res).payload.violations[0].property_path).toBe(property);
      expect(envelope(res).payload.violations[0].message).toEqual(expect.any(String));
    }
    for (const body of [
      { find: 'a', replace: 'b', colour: 'red' },
      { find: 5, replace: 'b' },
      { find: 'a', replace: 'b', match_case: 'yes' },
    ]) {
      const res = await replace(acme, created, body);
      expect(res.statusCode, res.body).toBe(400);
    }
    expect(await allRows(acme, created)).toEqual(before);
    expect((await undo(acme, created)).statusCode).toBe(409);
  });

  it('answers 409 before the data is transformed', async () => {
    const early = await uploadFile(t, acme, 'contacts', SOURCE);
    await untilStep(t, acme, early.automation_id, ['matched']);
    for (const res of [
      await call(t, acme, 'GET', url(early, '/errors')),
      await call(t, acme, 'GET', url(early, '/data?error_column=email')),
      await replace(acme, early, { find: 'a', replace: 'b' }),
      await undo(acme, early),
    ]) {
      expect(res.statusCode, res.body).toBe(409);
      expect(envelope(res).payload.violations[0]).toMatchObject({
        property_path: 'step',
        invalid_value: 'matched',
      });
    }
  });

  it('refuses edits once submitted, as PUT …/data does', async () => {
    const created = await uploadAndTransform(t, acme, 'contacts', SOURCE);
    await replace(acme, created, { find: 'Ada', replace: 'Ann' });
    await submitAndWait(t, acme, created);
    for (const res of [
      await replace(acme, created, { find: 'Ann', replace: 'Ada' }),
      await undo(acme, created),
    ]) {
      expect(res.statusCode, res.body).toBe(409);
      expect(envelope(res).payload.violations[0]).toMatchObject({ property_path: 'step' });
    }
  });

  it('answers another organisation and another customer 403, telling them nothing', async () => {
    const created = await uploadFile(t, shop, 'contacts', SOURCE);
    await untilStep(t, shop, created.automation_id, ['matched']);
    await confirmMapping(t, shop, created);
    await untilStep(t, shop, created.automation_id, ['transformed']);
    const before = await allRows(shop, created);
    for (const token of [other, otherShop]) {
      for (const res of [
        await call(t, token, 'GET', url(created, '/errors')),
        await call(t, token, 'GET', url(created, '/data?error_column=email')),
        await replace(token, created, { find: 'a', replace: 'b' }),
        await undo(token, created),
      ]) {
        expect(res.statusCode, res.body).toBe(403);
        expect(res.body).not.toContain('example.com');
        expect(res.body).not.toContain('email');
      }
    }
    const unknown = await replace(
      acme,
      { transformation_id: crypto.randomUUID(), automation_id: '' },
      { find: 'a', replace: 'b' },
    );
    expect(unknown.statusCode).toBe(404);
    expect(await allRows(shop, created)).toEqual(before);
  });
});

describe('hidden columns', () => {
  let created: Created;
  beforeAll(async () => {
    await call(t, acme, 'POST', '/template/contacts/column', {
      technical_name: 'margin',
      pretty_name: 'Margin',
      type: { type: 'NUMBER' },
      hidden: true,
    });
    created = await uploadFile(
      t,
      shop,
      'contacts',
      ['E-mail,Name,Price,Margin', 'ada@example.com,Ada,1,x7', 'bob@example.com,Bob,2,7'].join('\n'),
    );
    await untilStep(t, shop, created.automation_id, ['matched']);
    await confirmMapping(t, shop, created);
    await untilStep(t, shop, created.automation_id, ['transformed']);
  });

  it('are never searched nor named by a sender, nor counted for one', async () => {
    const named = await replace(shop, created, { find: '7', replace: '8', columns: ['margin'] });
    expect(named.statusCode, named.body).toBe(409);
    expect(envelope(await replace(shop, created, { find: '7', replace: '8' })).payload).toEqual({
      cells_replaced: 0,
      rows_changed: 0,
    });
    const counts = await get(shop, created, '/errors');
    expect(counts).toEqual({
      rows_in_error: 0,
      columns: [
        { technical_name: 'email', rows_in_error: 0 },
        { technical_name: 'name', rows_in_error: 0 },
        { technical_name: 'price', rows_in_error: 0 },
      ],
    });
    expect((await call(t, shop, 'GET', url(created, '/data?error_column=margin'))).statusCode).toBe(409);
    const receiver = await get(acme, created, '/errors');
    expect(receiver.rows_in_error).toBe(1);
    expect(receiver.columns).toContainEqual({ technical_name: 'margin', rows_in_error: 1 });
    expect((await allRows(acme, created))[1].data['#(margin)']).toBe('7');
  });
});
