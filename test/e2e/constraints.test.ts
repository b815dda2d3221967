/** Constraints through HTTP: the catalog, create/read/update/delete, every violation, tenancy. */
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, envelope, type TestApp } from '../support/app.ts';
import { insertTemplate } from '../support/receiver-fixtures.ts';
import { SPEC_FUNCTIONS } from '../support/spec-functions.ts';

const UNKNOWN = '00000000-0000-4000-8000-000000000000';

let t: TestApp;
let acme: string;
let globex: string;
let acmeColumns: Record<string, string>;
let otherTemplateColumn: string;
let globexColumn: string;

beforeAll(async () => {
  t = await createTestApp();
  acme = (await t.organisation('acme')).token;
  globex = (await t.organisation('globex')).token;
  acmeColumns = (await insertTemplate(t.services.ctx.db, 'acme', 'orders', ['code', 'country', 'status']))
    .columns;
  otherTemplateColumn = (await insertTemplate(t.services.ctx.db, 'acme', 'stock', ['sku'])).columns.sku!;
  globexColumn = (await insertTemplate(t.services.ctx.db, 'globex', 'orders', ['code'])).columns.code!;
});
afterAll(() => t.close());

function post(token: string, payload: unknown) {
  return t.app.inject({
    method: 'POST',
    url: '/constraint',
    headers: bearer(token),
    payload: payload as object,
  });
}
function put(token: string, id: string, payload: unknown) {
  return t.app.inject({
    method: 'PUT',
    url: `/constraint/${id}`,
    headers: bearer(token),
    payload: payload as object,
  });
}
function get(token: string, id: string) {
  return t.app.inject({ url: `/constraint/${id}`, headers: bearer(token) });
}
interface ConstraintBody {
  constraint_id: string;
  column_id: string;
  function: string;
  label: string | null;
  arguments: { name: string; value: string | null }[];
}

async function create(payload: Record<string, unknown>): Promise<ConstraintBody> {
  const res = await post(acme, { column_id: acmeColumns.code, ...payload });
  expect(res.statusCode, res.body).toBe(200);
  return envelope(res).payload;
}
function violations(res: LightMyRequestResponse): [string, string][] {
  expect(res.statusCode).toBe(409);
  const body = res.json();
  expect(body.payload.error.code).toBe('exception.violation');
  return body.payload.violations.map((v: { property_path: string; message: string }) => [
    v.property_path,
    v.message,
  ]);
}

describe('the function catalog', () => {
  it("lists exactly the specification's functions with their arguments", async () => {
    const res = await t.app.inject({ url: '/constraint-functions', headers: bearer(acme) });
    expect(res.statusCode).toBe(200);
    const catalog = envelope(res).payload as { name: string; arguments: { name: string }[] }[];
    expect(catalog.map((entry) => entry.name).sort()).toEqual([...SPEC_FUNCTIONS].sort());
    expect(catalog.find((entry) => entry.name === 'length_between')?.arguments.map((a) => a.name)).toEqual([
      'min',
      'max',
    ]);
  });
});

describe('creating and reading a constraint', () => {
  it('creates a constraint and reads it back', async () => {
    const created = await create({
      function: 'begin_by',
      label: 'Must start with @prefix',
      arguments: [{ name: 'prefix', value: 'FR' }],
    });
    expect(created).toEqual({
      constraint_id: expect.any(String),
      column_id: acmeColumns.code,
      function: 'begin_by',
      label: 'Must start with @prefix',
      arguments: [{ name: 'prefix', value: 'FR' }],
    });
    const read = await get(acme, created.constraint_id);
    expect(read.statusCode).toBe(200);
    expect(envelope(read).payload).toEqual(created);
  });

  it('accepts the function by UUID and answers its stable name', async () => {
    const catalog = envelope(await t.app.inject({ url: '/constraint-functions', headers: bearer(acme) }))
      .payload as { name: string; id: string }[];
    const id = catalog.find((entry) => entry.name === 'is_number')!.id;
    const created = await create({ function: id.toUpperCase() });
    expect(created.function).toBe('is_number');
    expect(created.label).toBeNull();
    expect(created.arguments).toEqual([]);
  });

  it('accepts a reference to another column of the same template', async () => {
    const created = await create({
      function: 'is_filled_if_other_value_in',
      arguments: [
        { name: 'other_column', value: '#(status)' },
        { name: 'values', value: 'open,closed' },
      ],
    });
    expect(created.arguments).toHaveLength(2);
  });

  it('stores an argument sent without a value as null', async () => {
    const created = await create({ function: 'no_html_tags', arguments: [{ name: 'allowed_tags' }] });
    expect(created.arguments).toEqual([{ name: 'allowed_tags', value: null }]);
  });
});

describe('refusing a constraint with 409', () => {
  const cases: [string, Record<string, unknown>, [string, RegExp][]][] = [
    ['an unknown function', { function: 'is_purple' }, [['function', /is not a validation function/]]],
    ['a blank function', { function: '  ' }, [['function', /should not be blank/]]],
    ['a missing function', {}, [['function', /should not be blank/]]],
    ['a missing required argument', { function: 'begin_by' }, [['arguments', /"prefix" is required/]]],
    [
      'an unknown argument',
      { function: 'is_number', arguments: [{ name: 'digits', value: '2' }] },
      [['arguments[0].name', /has no argument "digits"/]],
    ],
    [
      'a blank argument name',
      { function: 'is_number', arguments: [{ name: ' ', value: '2' }] },
      [['arguments[0].name', /should not be blank/]],
    ],
    [
      'a duplicated argument',
      {
        function: 'begin_by',
        arguments: [
          { name: 'prefix', value: 'A' },
          { name: 'prefix', value: 'B' },
        ],
      },
      [['arguments[1].name', /given twice/]],
    ],
    [
      'a blank required value',
      { function: 'begin_by', arguments: [{ name: 'prefix', value: null }] },
      [['arguments[0].value', /should not be blank/]],
    ],
    [
      'a number that is not one',
      { function: 'greater_than', arguments: [{ name: 'limit', value: 'ten' }] },
      [['arguments[0].value', /"ten" is not a number/]],
    ],
    [
      'a regex that does not compile',
      { function: 'matches_regex', arguments: [{ name: 'regex', value: '(ab' }] },
      [['arguments[0].value', /not a valid regular expression/]],
    ],
    [
      'a column reference not written as #(name)',
      {
        function: 'is_filled_if_other_value_in',
        arguments: [
          { name: 'other_column', value: 'price' },
          { name: 'values', value: 'x' },
        ],
      },
      [['arguments[0].value', /not a column reference; write it as #\(technical_name\)/]],
    ],
    [
      'min greater than max',
      {
        function: 'length_between',
        arguments: [
          { name: 'min', value: '5' },
          { name: 'max', value: '2' },
        ],
      },
      [['arguments[1].value', /max must be greater than or equal to min/]],
    ],
  ];
  it.each(cases)('refuses %s with the property path of the problem', async (_name, payload, expected) => {
    const res = await post(acme, { column_id: acmeColumns.code, ...payload });
    const found = violations(res);
    expect(found).toEqual(expected.map(([path, message]) => [path, expect.stringMatching(message)]));
  });

  it('refuses a blank column_id and still reports an unknown function', async () => {
    const found = violations(await post(acme, { column_id: '', function: 'nope' }));
    expect(found).toEqual([
      ['column_id', 'This value should not be blank.'],
      ['function', expect.stringMatching(/"nope" is not a validation function/)],
    ]);
  });

  it('refuses a missing or malformed column_id', async () => {
    expect(violations(await post(acme, { function: 'is_number' }))).toEqual([
      ['column_id', 'This value should not be blank.'],
    ]);
    expect(violations(await post(acme, { column_id: 'abc', function: 'is_number' }))).toEqual([
      ['column_id', 'This value is not a valid UUID.'],
    ]);
  });

  it('refuses a body of the wrong shape with 400', async () => {
    expect(
      (await post(acme, { column_id: acmeColumns.code, function: 'is_number', extra: 1 })).statusCode,
    ).toBe(400);
    expect(
      (await post(acme, { column_id: acmeColumns.code, function: 'is_number', arguments: 'x' })).statusCode,
    ).toBe(400);
  });

  it('answers 404 for an unknown column', async () => {
    expect((await post(acme, { column_id: UNKNOWN, function: 'is_number' })).statusCode).toBe(404);
  });
});

describe('updating a constraint partially', () => {
  it('changes only the label and keeps function and arguments', async () => {
    const created = await create({ function: 'begin_by', arguments: [{ name: 'prefix', value: 'FR' }] });
    const res = await put(acme, created.constraint_id, { label: 'Starts with @prefix' });
    expect(res.statusCode).toBe(200);
    expect(envelope(res).payload).toEqual({ ...created, label: 'Starts with @prefix' });
  });

  it('replaces the arguments and clears the label with null', async () => {
    const created = await create({
      function: 'begin_by',
      label: 'x',
      arguments: [{ name: 'prefix', value: 'FR' }],
    });
    const res = await put(acme, created.constraint_id, {
      label: null,
      arguments: [{ name: 'prefix', value: 'DE' }],
    });
    expect(envelope(res).payload).toEqual({
      ...created,
      label: null,
      arguments: [{ name: 'prefix', value: 'DE' }],
    });
  });

  it('keeps the stored arguments when a new function accepts them', async () => {
    const created = await create({ function: 'greater_than', arguments: [{ name: 'limit', value: '10' }] });
    const res = await put(acme, created.constraint_id, { function: 'less_than' });
    expect(envelope(res).payload).toEqual({ ...created, function: 'less_than' });
  });

  it('refuses a new function that the stored arguments do not fit, and leaves the constraint unchanged', async () => {
    const created = await create({ function: 'begin_by', arguments: [{ name: 'prefix', value: 'FR' }] });
    const res = await put(acme, created.constraint_id, { function: 'length_is_maximum' });
    expect(violations(res)).toEqual([
      ['arguments[0].name', expect.stringMatching(/length_is_maximum has no argument "prefix"/)],
      ['arguments', expect.stringMatching(/"max" is required/)],
    ]);
    expect(envelope(await get(acme, created.constraint_id)).payload).toEqual(created);
  });

  it('refuses bad arguments, a blank function and an unknown function, leaving the constraint unchanged', async () => {
    const created = await create({
      function: 'length_between',
      arguments: [
        { name: 'min', value: '1' },
        { name: 'max', value: '3' },
      ],
    });
    expect(
      violations(
        await put(acme, created.constraint_id, {
          arguments: [
            { name: 'min', value: '4' },
            { name: 'max', value: '3' },
          ],
        }),
      ).map(([path]) => path),
    ).toEqual(['arguments[1].value']);
    expect(violations(await put(acme, created.constraint_id, { function: null }))).toEqual([
      ['function', 'This value should not be blank.'],
    ]);
    expect(
      violations(await put(acme, created.constraint_id, { function: 'nope' })).map(([path]) => path),
    ).toEqual(['function']);
    expect(envelope(await get(acme, created.constraint_id)).payload).toEqual(created);
  });

  it('ignores column_id on update, as a read-only field: a constraint stays on its column', async () => {
    const created = await create({ function: 'is_number' });
    const res = await put(acme, created.constraint_id, { column_id: acmeColumns.status });
    expect(res.statusCode, res.body).toBe(200);
    expect(envelope(await get(acme, created.constraint_id)).payload.column_id).toBe(acmeColumns.code);
  });
});

describe("listing a column's constraints", () => {
  it('lists them in creation order', async () => {
    const first = await post(acme, {
      column_id: acmeColumns.country,
      function: 'is_valid_postal_code',
      arguments: [{ name: 'country', value: 'FR' }],
    });
    const second = await post(acme, { column_id: acmeColumns.country, function: 'is_upper' });
    const res = await t.app.inject({
      url: `/template/orders/column/${acmeColumns.country}/constraints`,
      headers: bearer(acme),
    });
    expect(res.statusCode).toBe(200);
    expect(envelope(res).payload).toEqual([envelope(first).payload, envelope(second).payload]);
  });

  it('answers an empty array for a column without constraints', async () => {
    const res = await t.app.inject({
      url: `/template/stock/column/${otherTemplateColumn}/constraints`,
      headers: bearer(acme),
    });
    expect(envelope(res).payload).toEqual([]);
  });

  it('answers 404 for an unknown handle, an unknown column or a column of another template', async () => {
    for (const url of [
      `/template/nowhere/column/${acmeColumns.code}/constraints`,
      `/template/orders/column/${UNKNOWN}/constraints`,
      `/template/orders/column/${otherTemplateColumn}/constraints`,
    ]) {
      expect((await t.app.inject({ url, headers: bearer(acme) })).statusCode, url).toBe(404);
    }
  });
});

describe('deleting a constraint', () => {
  it('answers 204 without a body, then 404', async () => {
    const created = await create({ function: 'is_number' });
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/constraint/${created.constraint_id}`,
      headers: bearer(acme),
    });
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    expect((await get(acme, created.constraint_id)).statusCode).toBe(404);
  });

  it('answers 404 to read, update or delete an unknown constraint', async () => {
    expect((await get(acme, UNKNOWN)).statusCode).toBe(404);
    expect((await put(acme, UNKNOWN, { label: 'x' })).statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/constraint/${UNKNOWN}`, headers: bearer(acme) }))
        .statusCode,
    ).toBe(404);
  });
});

describe("another organisation's constraints and columns", () => {
  it('answers 403 to read, update or delete, reveals nothing and changes nothing', async () => {
    const created = await create({
      function: 'begin_by',
      label: 'secret-label',
      arguments: [{ name: 'prefix', value: 'SECRET' }],
    });
    const id = created.constraint_id;
    const answers = [
      await get(globex, id),
      await put(globex, id, { label: 'hijacked' }),
      await t.app.inject({ method: 'DELETE', url: `/constraint/${id}`, headers: bearer(globex) }),
    ];
    for (const res of answers) {
      expect(res.statusCode).toBe(403);
      expect(res.body).not.toMatch(/SECRET|secret-label|begin_by/);
    }
    expect(envelope(await get(acme, id)).payload).toEqual(created);
  });

  it("answers 403 to a constraint on another organisation's column and creates nothing", async () => {
    const res = await post(acme, { column_id: globexColumn, function: 'is_number' });
    expect(res.statusCode).toBe(403);
    const list = await t.app.inject({
      url: `/template/orders/column/${globexColumn}/constraints`,
      headers: bearer(globex),
    });
    expect(envelope(list).payload).toEqual([]);
  });

  it("answers 403 to list the constraints of another organisation's column through one's own handle", async () => {
    const res = await t.app.inject({
      url: `/template/orders/column/${globexColumn}/constraints`,
      headers: bearer(acme),
    });
    expect(res.statusCode).toBe(403);
  });
});
