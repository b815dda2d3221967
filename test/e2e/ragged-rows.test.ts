/**
 * A row with more values than the header names (a decimal comma left unquoted) reaches the sender
 * as a violation of that row: in the error report, in the rows to review, in the count of rows in
 * error; an edit of the row clears it, and the submission agrees.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, envelope, type TestApp } from '../support/app.ts';
import { call, createContactsTemplate, pathOf, submitAndWait, uploadAndTransform } from '../support/flow.ts';

let t: TestApp;
let acme: string;

const SOURCE = ['E-mail,Name,Price', 'ada@example.com,Ada,7,25', 'grace@example.com,Grace,3', ''].join('\n');
const MESSAGE =
  'Row 1 has 4 values where the header names 3 columns: "25" has no column (a decimal comma in an unquoted field?).';

beforeAll(async () => {
  t = await createTestApp({}, { jobs: true });
  acme = (await t.organisation('acme')).token;
  await createContactsTemplate(t, acme, 'contacts', { accept_errors: false });
});
afterAll(() => t.close());

describe('a row with more values than the header names', () => {
  it('is reported on its row, shown for review, and cleared by an edit of the row', async () => {
    const created = await uploadAndTransform(t, acme, 'contacts', SOURCE);
    const id = created.transformation_id;
    const transformation = envelope(await call(t, acme, 'GET', `/transformation/${id}`)).payload;
    expect(transformation.counters).toMatchObject({ rows_in_source: 2, rows_in_error: 1 });
    const automation = envelope(
      await call(t, acme, 'GET', `/transformation/automation/${created.automation_id}`),
    ).payload;
    const report = await t.app.inject({
      method: 'GET',
      url: pathOf(automation.error_report_file),
      headers: bearer(acme),
    });
    expect(report.statusCode).toBe(200);
    expect(report.body.trimEnd().split('\n')).toEqual([
      'row,column,value,rule,message,line',
      `1,,25,extra_cells,"${MESSAGE.replaceAll('"', '""')}",2`,
    ]);

    const errors = envelope(
      await call(t, acme, 'GET', `/transformation/${id}/data?only_errors=true`),
    ).payload;
    expect(errors.rows).toEqual([
      {
        row: 1,
        data: { '#(email)': 'ada@example.com', '#(name)': 'Ada', '#(price)': '7' },
        violations: [{ column: '', rule: 'extra_cells', message: MESSAGE }],
      },
    ]);
    // The template refuses errors: the row must be fixed before the data can be submitted.
    expect((await call(t, acme, 'POST', `/transformation/${id}/submit`)).statusCode).toBe(409);

    const edit = await call(t, acme, 'PUT', `/transformation/${id}/data`, {
      rows: [{ row: 1, data: { '#(price)': '7.25' } }],
    });
    expect(edit.statusCode, edit.body).toBe(200);
    const page = envelope(await call(t, acme, 'GET', `/transformation/${id}/data`)).payload;
    expect(page.rows[0]).toEqual({
      row: 1,
      data: { '#(email)': 'ada@example.com', '#(name)': 'Ada', '#(price)': '7.25' },
      violations: [],
    });
    const submission = await submitAndWait(t, acme, created);
    expect(submission).toMatchObject({ failed: false, rows_in_target: 2, rows_in_error: 0 });
  });
});
