/**
 * A submission whose whole-file check finds rows in error, on a template that does not accept
 * errors: the submit is refused with the rows and rules named, the transformation goes back to
 * review with those rows listed among the rows in error, the line credit is given back, and once
 * fixed the data is submitted again with every earlier edit kept.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, envelope, type TestApp } from '../support/app.ts';
import {
  type Created,
  call,
  createContactsTemplate,
  pathOf,
  submitAndWait,
  untilStep,
  uploadAndTransform,
} from '../support/flow.ts';

let t: TestApp;
let acme: string;
let globex: string;

const SOURCE = [
  'E-mail,Name,Price',
  'ada@example.com,Ada,12',
  'grace@example.com,Grace,7',
  'linus@example.com,Linus,3',
  'ken@example.com,Ken,10',
].join('\n');

beforeAll(async () => {
  t = await createTestApp({}, { jobs: true });
  acme = (await t.organisation('acme')).token;
  globex = (await t.organisation('globex')).token;
  await createContactsTemplate(t, acme, 'strict', { accept_errors: false });
});
afterAll(async () => {
  await t.close();
});

const dataUrl = (created: Created, query = '') => `/transformation/${created.transformation_id}/data${query}`;
const submitUrl = (created: Created) => `/transformation/${created.transformation_id}/submit`;

async function rowsInError(created: Created) {
  const res = await call(t, acme, 'GET', dataUrl(created, '?only_errors=true'));
  expect(res.statusCode, res.body).toBe(200);
  return envelope(res).payload.rows as { row: number; violations: { column: string; rule: string }[] }[];
}

/**
 * `POST …/submit` expected to be refused: at once when the whole-file check ends within the
 * submit's wait, else by a second submit once the data is back in review (a loaded machine).
 */
async function refusedSubmit(created: Created) {
  const res = await call(t, acme, 'POST', submitUrl(created));
  if (res.statusCode !== 200) return res;
  await untilStep(t, acme, created.automation_id, ['transformed']);
  return call(t, acme, 'POST', submitUrl(created));
}

/**
 * Turns the e-mail's uniqueness off or on. A duplicate an edit makes is marked at once, and then
 * refused before any check runs: these tests make theirs while the rule is off, so that only the
 * whole-file check at submission can find it.
 */
async function emailUnique(on: boolean): Promise<void> {
  const columns = envelope(await call(t, acme, 'GET', '/template/strict/columns')).payload as {
    column_id: string;
    technical_name: string;
  }[];
  const email = columns.find((c) => c.technical_name === 'email')!;
  const res = await call(t, acme, 'PUT', `/template/strict/column/${email.column_id}`, { uniqueness: on });
  expect(res.statusCode, res.body).toBe(200);
}

async function lineCredit(): Promise<number> {
  const org = await t.services.ctx.db
    .selectFrom('organisations')
    .select('line_credit')
    .where('subdomain', '=', 'acme')
    .executeTakeFirstOrThrow();
  return Number(org.line_credit);
}

async function setLineCredit(lines: number): Promise<void> {
  await t.services.ctx.db
    .updateTable('organisations')
    .set({ line_credit: lines })
    .where('subdomain', '=', 'acme')
    .execute();
}

async function submissionsOf(created: Created) {
  return t.services.ctx.db
    .selectFrom('submissions')
    .select(['submission_id', 'failed'])
    .where('transformation_id', '=', created.transformation_id)
    .execute();
}

describe('a submit whose whole-file check finds rows in error', () => {
  it('is refused naming the rows, goes back to review, and the fixed data is submitted again', async () => {
    const created = await uploadAndTransform(t, acme, 'strict', SOURCE);
    const credit = await lineCredit();
    // Row 2 becomes a duplicate of row 1; row 3 gets an unrelated fix that must survive.
    await emailUnique(false);
    const edit = await call(t, acme, 'PUT', dataUrl(created), {
      rows: [
        { row: 2, data: { '#(email)': 'ada@example.com' } },
        { row: 3, data: { '#(name)': 'Linus Torvalds' } },
      ],
    });
    expect(edit.statusCode, edit.body).toBe(200);
    await emailUnique(true);

    const refused = await refusedSubmit(created);
    expect(refused.statusCode, refused.body).toBe(409);
    const [violation] = envelope(refused).payload.violations;
    expect(violation).toMatchObject({ property_path: 'rows_in_error', invalid_value: 2 });
    expect(violation.message).toMatch(/row 1 \(email: uniqueness\)/);
    expect(violation.message).toMatch(/row 2 \(email: uniqueness\)/);

    const read = envelope(await call(t, acme, 'GET', `/transformation/${created.transformation_id}`)).payload;
    expect(read.step).toBe('transformed');
    expect(await submissionsOf(created)).toEqual([]);
    expect(await lineCredit()).toBe(credit);

    const errors = await rowsInError(created);
    expect(errors.map((r) => r.row)).toEqual([1, 2]);
    for (const row of errors) {
      expect(row.violations).toEqual([expect.objectContaining({ column: 'email', rule: 'uniqueness' })]);
    }
    const all = envelope(await call(t, acme, 'GET', dataUrl(created, '?per_page=10'))).payload.rows;
    expect(all[1].data['#(email)']).toBe('ada@example.com');
    expect(all[2]).toMatchObject({ data: { '#(name)': 'Linus Torvalds' }, violations: [] });

    // Submitted again unchanged, it is refused at once, the rows named from the check's review store.
    const again = await call(t, acme, 'POST', submitUrl(created));
    expect(again.statusCode, again.body).toBe(409);
    expect(envelope(again).payload.violations[0]).toMatchObject({
      property_path: 'rows_in_error',
      invalid_value: 2,
      message: expect.stringContaining('row 1 (email: uniqueness), row 2 (email: uniqueness)'),
    });

    // Fixing one row of the pair is enough: the next submit judges the whole file again.
    const fix = await call(t, acme, 'PUT', dataUrl(created), {
      rows: [{ row: 2, data: { '#(email)': 'grace.hopper@example.com' } }],
    });
    expect(fix.statusCode, fix.body).toBe(200);
    const submission = await submitAndWait(t, acme, created);
    expect(submission).toMatchObject({
      failed: false,
      rows_in_source: 4,
      rows_in_target: 4,
      rows_in_error: 0,
    });
    const target = await t.app.inject({
      method: 'GET',
      url: pathOf(submission.download_url),
      headers: bearer(acme),
    });
    expect(target.body).toContain('grace.hopper@example.com');
    expect(target.body).toContain('Linus Torvalds');
    expect(await lineCredit()).toBe(credit - 4);
    expect(await submissionsOf(created)).toEqual([
      { submission_id: submission.submission_id, failed: false },
    ]);
  });

  it('sends every row back to review when the line credit cut the check short', async () => {
    const created = await uploadAndTransform(t, acme, 'strict', SOURCE);
    const credit = await lineCredit();
    await setLineCredit(3);
    try {
      // Row 4, past the credit of 3 rows, duplicates row 1.
      await emailUnique(false);
      await call(t, acme, 'PUT', dataUrl(created), {
        rows: [{ row: 4, data: { '#(email)': 'ada@example.com' } }],
      });
      await emailUnique(true);
      const refused = await refusedSubmit(created);
      expect(refused.statusCode, refused.body).toBe(409);
      expect(envelope(refused).payload.violations[0]).toMatchObject({ invalid_value: 2 });
      expect((await rowsInError(created)).map((r) => r.row)).toEqual([1, 4]);
      expect(await lineCredit()).toBe(3);

      // A row edited since the refusal and in error by a row rule is refused at once, by name.
      await call(t, acme, 'PUT', dataUrl(created), { rows: [{ row: 3, data: { '#(name)': '' } }] });
      const named = await call(t, acme, 'POST', submitUrl(created));
      expect(named.statusCode, named.body).toBe(409);
      expect(envelope(named).payload.violations[0]).toMatchObject({
        property_path: 'rows_in_error',
        invalid_value: 1,
        message: expect.stringContaining('(row 3)'),
      });
    } finally {
      await setLineCredit(credit);
    }
  });

  it('tells another organisation nothing about the transformation or its rows in error', async () => {
    const created = await uploadAndTransform(t, acme, 'strict', SOURCE);
    await call(t, acme, 'PUT', dataUrl(created), {
      rows: [{ row: 2, data: { '#(email)': 'ada@example.com' } }],
    });
    expect((await refusedSubmit(created)).statusCode).toBe(409);
    for (const [method, url, payload] of [
      ['GET', dataUrl(created, '?only_errors=true'), undefined],
      ['PUT', dataUrl(created), { rows: [{ row: 2, data: { '#(email)': 'mallory@example.com' } }] }],
      ['POST', submitUrl(created), undefined],
    ] as const) {
      const res = await call(t, globex, method, url, payload);
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(res.body).not.toContain('ada@example.com');
      expect(res.body).not.toContain('uniqueness');
    }
    expect((await rowsInError(created)).map((r) => r.row)).toEqual([1, 2]);
    expect(await submissionsOf(created)).toEqual([]);
  });
});
