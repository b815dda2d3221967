/**
 * Duplicates seen while editing: an edit, a replace or an undo that makes or ends a duplicate of
 * a `uniqueness` column or an `is_unique_key` rule updates both rows' errors at once, the other
 * row included, as the row rules do for the edited row; the counts follow.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, envelope, type TestApp } from '../support/app.ts';
import { type Created, call, createContactsTemplate, uploadAndTransform } from '../support/flow.ts';

let t: TestApp;
let acme: string;
let other: string;

const SOURCE = [
  'E-mail,Name,Price',
  'ada@example.com,Ada,1',
  'grace@example.com,Grace,2',
  'dup@example.com,Dup One,3',
  'dup@example.com,Dup Two,4',
  'ken@example.com,Ken,5',
  'dennis@example.com,Dennis,6',
].join('\n');

beforeAll(async () => {
  t = await createTestApp({}, { jobs: true });
  acme = (await t.organisation('acme')).token;
  other = (await t.organisation('other')).token;
  await createContactsTemplate(t, acme, 'contacts', { accept_errors: true });
  // Name and price together must be unique too.
  const columns = envelope(await call(t, acme, 'GET', '/template/contacts/columns')).payload as {
    column_id: string;
    technical_name: string;
  }[];
  const name = columns.find((c) => c.technical_name === 'name')!;
  const res = await call(t, acme, 'POST', '/constraint', {
    column_id: name.column_id,
    function: 'is_unique_key',
    arguments: [{ name: 'columns', value: '#(price)' }],
  });
  expect(res.statusCode, res.body).toBe(200);
});
afterAll(() => t.close());

const url = (created: Created, rest: string) => `/transformation/${created.transformation_id}${rest}`;

/** Each row's rules broken, by row number: `email:uniqueness`. */
async function broken(created: Created): Promise<Record<number, string[]>> {
  const res = await call(t, acme, 'GET', url(created, '/data?per_page=100'));
  expect(res.statusCode, res.body).toBe(200);
  const rows = envelope(res).payload.rows as {
    row: number;
    violations: { column: string; rule: string }[];
  }[];
  return Object.fromEntries(
    rows
      .filter((r) => r.violations.length)
      .map((r) => [r.row, r.violations.map((v) => `${v.column}:${v.rule}`)]),
  );
}
const edit = (created: Created, rows: object[]) => call(t, acme, 'PUT', url(created, '/data'), { rows });
const undo = (created: Created) => call(t, acme, 'POST', url(created, '/data/undo'));
const errors = async (created: Created) =>
  envelope(await call(t, acme, 'GET', url(created, '/errors'))).payload;

describe('duplicates while editing', () => {
  it('an edit that ends a duplicate clears both rows, one that makes one marks both, and undo follows', async () => {
    const created = await uploadAndTransform(t, acme, 'contacts', SOURCE);
    expect(await broken(created)).toEqual({ 3: ['email:uniqueness'], 4: ['email:uniqueness'] });

    expect((await edit(created, [{ row: 4, data: { '#(email)': 'dup2@example.com' } }])).statusCode).toBe(
      200,
    );
    expect(await broken(created)).toEqual({});
    expect((await errors(created)).rows_in_error).toBe(0);

    expect((await edit(created, [{ row: 6, data: { '#(email)': 'ken@example.com' } }])).statusCode).toBe(200);
    expect(await broken(created)).toEqual({ 5: ['email:uniqueness'], 6: ['email:uniqueness'] });
    expect(await errors(created)).toMatchObject({ rows_in_error: 2 });

    // A key of two columns: the second row's price edited to the first's, with the same name.
    await edit(created, [{ row: 2, data: { '#(name)': 'Ada', '#(price)': '1' } }]);
    expect(await broken(created)).toEqual({
      1: ['name:is_unique_key'],
      2: ['name:is_unique_key'],
      5: ['email:uniqueness'],
      6: ['email:uniqueness'],
    });

    expect((await undo(created)).statusCode).toBe(200);
    expect((await undo(created)).statusCode).toBe(200);
    expect(await broken(created)).toEqual({});
    expect((await undo(created)).statusCode).toBe(200);
    expect(await broken(created)).toEqual({ 3: ['email:uniqueness'], 4: ['email:uniqueness'] });
    expect((await errors(created)).rows_in_error).toBe(2);
  });

  it('a replace that makes duplicates marks every row holding them, and its undo clears them', async () => {
    const created = await uploadAndTransform(t, acme, 'contacts', SOURCE);
    const res = await call(t, acme, 'POST', url(created, '/data/replace'), {
      find: 'ken@',
      replace: 'dennis@',
    });
    expect(envelope(res).payload).toEqual({ cells_replaced: 1, rows_changed: 1 });
    expect(await broken(created)).toEqual({
      3: ['email:uniqueness'],
      4: ['email:uniqueness'],
      5: ['email:uniqueness'],
      6: ['email:uniqueness'],
    });
    // A replace that ends the first duplicate by changing one row of it.
    await call(t, acme, 'POST', url(created, '/data/replace'), {
      find: 'Dup Two',
      replace: 'x',
      whole_cell: true,
    });
    await edit(created, [{ row: 3, data: { '#(email)': 'one@example.com' } }]);
    expect(await broken(created)).toEqual({ 5: ['email:uniqueness'], 6: ['email:uniqueness'] });
    expect((await undo(created)).statusCode).toBe(200);
    expect((await undo(created)).statusCode).toBe(200);
    expect((await undo(created)).statusCode).toBe(200);
    expect(await broken(created)).toEqual({ 3: ['email:uniqueness'], 4: ['email:uniqueness'] });
  });

  it('tells another organisation nothing of the rows', async () => {
    const created = await uploadAndTransform(t, acme, 'contacts', SOURCE);
    const res = await call(t, other, 'PUT', url(created, '/data'), {
      rows: [{ row: 4, data: { '#(email)': 'dup2@example.com' } }],
    });
    expect(res.statusCode).toBe(403);
    expect(await broken(created)).toEqual({ 3: ['email:uniqueness'], 4: ['email:uniqueness'] });
  });
});
