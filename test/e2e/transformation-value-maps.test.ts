/**
 * `GET /transformation/{id}/mapping/values/{columnId}`: a source column's distinct values over the
 * whole file with their counts, each with what the run would write for it, and the column's
 * allowed values — on a file of thousands of rows with more distinct values than are listed, the
 * proposals checked against the transformed rows, the stored value map first, and every refusal.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, envelope, type TestApp } from '../support/app.ts';
import { type Created, call, untilStep, uploadFile } from '../support/flow.ts';

let t: TestApp;
let acme: string;
let shop: string;
let otherShop: string;
let outsider: string;
let created: Created;
const ids: Record<string, string> = {};

const ROWS = 6000;
/** Spreads each status over the file rather than in blocks (7919 is prime to 6000). */
function statusOf(i: number): string {
  const k = (i * 7919) % ROWS;
  if (k < 2400) return 'open';
  if (k < 3300) return 'OUVERT';
  if (k < 3900) return 'Closed';
  if (k < 4200) return 'pending';
  if (k < 4300) return k % 2 ? '' : '  ';
  return `code-${String(k).padStart(4, '0')}`;
}
const COUNTRIES = ['France', 'germany', 'U.K.', 'Spain'];
const PAID = ['yes', 'non', 'maybe'];
const SOURCE = [
  'Ref,Status,Country,Paid,Secret,Amount',
  ...Array.from(
    { length: ROWS },
    (_, i) => `R${i + 1},${statusOf(i)},${COUNTRIES[i % 4]},${PAID[i % 3]},s${i % 2},${i}`,
  ),
].join('\n');

const valuesUrl = (column: string, query = '', id = created.transformation_id) =>
  `/transformation/${id}/mapping/values/${column}${query}`;
const get = async (token: string, column: string, query = '') => {
  const res = await call(t, token, 'GET', valuesUrl(column, query));
  expect(res.statusCode, res.body).toBe(200);
  return envelope(res).payload;
};
type Listed = { value: string; count: number; proposed: string | null; mapped: string | null };
const byValue = (payload: { values: Listed[] }) => new Map(payload.values.map((v) => [v.value, v]));

beforeAll(async () => {
  t = await createTestApp({}, { jobs: true });
  acme = (await t.organisation('acme')).token;
  outsider = (await t.organisation('globex')).token;
  const post = async (url: string, body: object) => {
    const res = await call(t, acme, 'POST', url, body);
    expect(res.statusCode, res.body).toBe(200);
    return envelope(res).payload;
  };
  await post('/template', { name: 'Orders', template_handle: 'orders' });
  const column = async (name: string, type: object, extra: object = {}) => {
    const made = await post('/template/orders/column', {
      technical_name: name.toLowerCase(),
      pretty_name: name,
      type,
      ...extra,
    });
    ids[name.toLowerCase()] = made.column_id;
  };
  await column('Ref', { type: 'TEXT' }, { importance: 'required' });
  await column('Status', {
    type: 'CHOICE',
    choice_data_type: {
      choices: [
        { value: 'open', label: 'Open', synonyms: ['ouvert'] },
        { value: 'closed', label: 'Closed' },
        { value: 'cancelled', label: null },
      ],
    },
  });
  await column('Country', {
    type: 'LIST_OF_VALUES',
    list_of_values_data_type: {
      values: [
        { value: 'FR', synonyms: ['France'] },
        { value: 'DE', synonyms: ['Germany'] },
        { value: 'GB', synonyms: ['United Kingdom', 'UK'] },
      ],
    },
  });
  await column('Paid', { type: 'BOOLEAN', boolean_data_type: { true_value: 'Y', false_value: 'N' } });
  await column(
    'Secret',
    { type: 'CHOICE', choice_data_type: { choices: [{ value: 's0' }] } },
    { hidden: true },
  );
  await column('Amount', { type: 'NUMBER' });
  const customer = async (externalId: string) => {
    const made = await post('/customer', {
      name: externalId,
      external_id: externalId,
      template_handles: ['orders'],
    });
    return envelope(await call(t, acme, 'POST', `/customer/${made.customer_id}/token`)).payload.access_token;
  };
  shop = await customer('shop');
  otherShop = await customer('other-shop');
  created = await uploadFile(t, shop, 'orders', SOURCE);
  expect(await untilStep(t, shop, created.automation_id, ['matched', 'failed'])).toMatchObject({
    step: 'matched',
  });
});
afterAll(() => t.close());

describe('the values of a CHOICE column', () => {
  it('counts every distinct value of the whole file, most frequent first, blanks left out, at most 1,000', async () => {
    const payload = await get(shop, ids.status!);
    expect(payload).toMatchObject({
      column_id: ids.status,
      technical_name: 'status',
      source: 'Status',
      distinct_values: 4 + 1700,
      cells: ROWS - 100,
      counts_exact: true,
      truncated: true,
    });
    expect(payload.values).toHaveLength(1000);
    expect(payload.values.slice(0, 5)).toEqual([
      { value: 'open', count: 2400, proposed: 'open', mapped: null, message: null },
      { value: 'OUVERT', count: 900, proposed: 'open', mapped: null, message: null },
      { value: 'Closed', count: 600, proposed: 'closed', mapped: null, message: null },
      {
        value: 'pending',
        count: 300,
        proposed: null,
        mapped: null,
        message: expect.stringContaining('"pending"'),
      },
      { value: 'code-4300', count: 1, proposed: null, mapped: null, message: expect.any(String) },
    ]);
    // Equal counts are listed by their text: the 1,000th is the 996th code.
    expect(payload.values[999]).toMatchObject({ value: 'code-5295', count: 1 });
    expect(payload.values.some((v: Listed) => v.value.trim() === '')).toBe(false);
    expect(payload.allowed).toEqual([
      { value: 'open', label: 'Open' },
      { value: 'closed', label: 'Closed' },
      { value: 'cancelled', label: null },
    ]);
  });

  it('reads another source column when asked, converted by the same column type', async () => {
    const payload = await get(shop, ids.status!, '?source=Country');
    expect(payload).toMatchObject({ source: 'Country', distinct_values: 4, cells: ROWS, truncated: false });
    expect(payload.values.map((v: Listed) => [v.value, v.count, v.proposed])).toEqual([
      ['France', 1500, null],
      ['Spain', 1500, null],
      ['U.K.', 1500, null],
      ['germany', 1500, null],
    ]);
  });

  it('lists a BOOLEAN column’s values and its two allowed values with what the target receives', async () => {
    const payload = await get(shop, ids.paid!);
    expect(payload.values.map((v: Listed) => [v.value, v.count, v.proposed])).toEqual([
      ['maybe', 2000, null],
      ['non', 2000, 'false'],
      ['yes', 2000, 'true'],
    ]);
    expect(payload.allowed).toEqual([
      { value: 'true', label: 'Y' },
      { value: 'false', label: 'N' },
    ]);
  });
});

describe('refusals', () => {
  it('refuses a column without a fixed set of values, an unknown column, and a hidden one to a sender', async () => {
    const number = await call(t, shop, 'GET', valuesUrl(ids.amount!));
    expect(number.statusCode).toBe(409);
    expect(number.body).toContain('is a NUMBER column');
    const text = await call(t, shop, 'GET', valuesUrl(ids.ref!));
    expect(text.statusCode).toBe(409);
    expect((await call(t, shop, 'GET', valuesUrl(randomUUID()))).statusCode).toBe(404);
    const hidden = await call(t, shop, 'GET', valuesUrl(ids.secret!));
    expect(hidden.statusCode).toBe(404);
    expect(hidden.body).not.toContain('secret');
    // The receiver reads it (the mapping gives it the source `Secret`).
    expect((await get(acme, ids.secret!)).values.map((v: Listed) => v.proposed)).toEqual(['s0', null]);
  });

  it('refuses another organisation and another customer as the other routes do', async () => {
    expect((await call(t, outsider, 'GET', valuesUrl(ids.status!))).statusCode).toBe(403);
    expect((await call(t, otherShop, 'GET', valuesUrl(ids.status!))).statusCode).toBe(403);
    expect((await call(t, shop, 'GET', valuesUrl(ids.status!, '', randomUUID()))).statusCode).toBe(404);
  });

  it('refuses bad parameters clearly, and they change nothing', async () => {
    const mappingUrl = `/transformation/${created.transformation_id}/mapping`;
    const before = (await call(t, shop, 'GET', mappingUrl)).body;
    const unknown = await call(t, shop, 'GET', valuesUrl(ids.status!, '?source=Nope'));
    expect(unknown.statusCode).toBe(409);
    expect(unknown.body).toContain('not in the source file');
    // As everywhere (DESIGN §3): a blank or malformed value is a 409 naming it, an unknown parameter a 400.
    const blank = await call(t, shop, 'GET', valuesUrl(ids.status!, '?source='));
    expect(blank.statusCode).toBe(409);
    expect(blank.body).toContain('source');
    expect((await call(t, shop, 'GET', valuesUrl('not-a-uuid'))).statusCode).toBe(409);
    expect((await call(t, shop, 'GET', valuesUrl(ids.status!, '?limit=3'))).statusCode).toBe(400);
    expect((await call(t, shop, 'GET', mappingUrl)).body).toBe(before);
    const status = envelope(
      await call(t, shop, 'GET', `/transformation/automation/${created.automation_id}`),
    );
    expect(status.payload.step).toBe('matched');
  });

  it('asks to wait for the match stage before it', async () => {
    const early = await uploadFile(t, shop, 'orders', 'Ref,Status\nR1,open\n');
    await untilStep(t, shop, early.automation_id, ['matched']);
    // Put back as it stands before the match stage, with no job left to move it.
    await t.database.db
      .updateTable('transformations')
      .set({ step: 'to_match', mapping: null })
      .where('transformation_id', '=', early.transformation_id)
      .execute();
    const res = await call(t, shop, 'GET', valuesUrl(ids.status!, '', early.transformation_id));
    expect(res.statusCode).toBe(409);
    expect(res.body).toContain('wait for the step matched');
  });
});

describe('with a stored value map, after the run', () => {
  it('proposes the stored entry first, and each proposal is what the run wrote', async () => {
    const mappingUrl = `/transformation/${created.transformation_id}/mapping`;
    const mapping = envelope(await call(t, shop, 'GET', mappingUrl)).payload;
    const columns = mapping.columns.map((c: { column_id: string; source: string | null }) => ({
      column_id: c.column_id,
      source: c.source,
      ...(c.column_id === ids.country ? { value_map: { 'U.K.': 'GB', France: 'DE' } } : {}),
    }));
    const put = await call(t, shop, 'PUT', mappingUrl, { columns });
    expect(put.statusCode, put.body).toBe(200);
    expect(await untilStep(t, shop, created.automation_id, ['transformed', 'failed'])).toMatchObject({
      step: 'transformed',
    });

    const country = byValue(await get(shop, ids.country!));
    expect(country.get('U.K.')).toMatchObject({ count: 1500, proposed: 'GB', mapped: 'GB' });
    expect(country.get('France')).toMatchObject({ proposed: 'DE', mapped: 'DE' });
    expect(country.get('germany')).toMatchObject({ proposed: 'DE', mapped: null });
    expect(country.get('Spain')).toMatchObject({ proposed: null, mapped: null });
    const status = byValue(await get(shop, ids.status!));
    const paid = byValue(await get(shop, ids.paid!));

    const rows = envelope(
      await call(t, shop, 'GET', `/transformation/${created.transformation_id}/data?page=1&per_page=100`),
    ).payload.rows as { row: number; data: Record<string, string>; violations: { column: string }[] }[];
    expect(rows).toHaveLength(100);
    const checks: [string, Map<string, Listed>, (i: number) => string, (v: string) => string][] = [
      ['status', status, statusOf, (v) => v],
      ['country', country, (i) => COUNTRIES[i % 4]!, (v) => v],
      ['paid', paid, (i) => PAID[i % 3]!, (v) => (v === 'true' ? 'Y' : 'N')],
    ];
    let compared = 0;
    for (const { row, data, violations } of rows) {
      for (const [name, listed, raw, written] of checks) {
        const value = raw(row - 1);
        const inError = violations.some((v) => v.column === name);
        if (value.trim() === '') continue;
        const entry = listed.get(value);
        if (entry === undefined) continue; // a code past the first 1,000 values
        compared++;
        expect(inError, `${name} of row ${row}`).toBe(entry.proposed === null);
        if (entry.proposed !== null)
          expect(data[`#(${name})`], `${name} of row ${row}`).toBe(written(entry.proposed));
      }
    }
    expect(compared).toBeGreaterThan(250);
  });
});

describe('a CHOICE column of several choices per cell', () => {
  it('lists and maps each value of a cell, not the whole cell', async () => {
    const post = async (url: string, body: object) => {
      const res = await call(t, acme, 'POST', url, body);
      expect(res.statusCode, res.body).toBe(200);
      return envelope(res).payload;
    };
    await post('/template', { name: 'Tagged', template_handle: 'tagged' });
    await post('/template/tagged/column', {
      technical_name: 'ref',
      pretty_name: 'Ref',
      type: { type: 'TEXT' },
    });
    const tags = await post('/template/tagged/column', {
      technical_name: 'tags',
      pretty_name: 'Tags',
      type: {
        type: 'CHOICE',
        choice_data_type: {
          multiple: true,
          separator: '|',
          choices: [{ value: 'red' }, { value: 'blue' }, { value: 'green' }],
        },
      },
    });
    const file = 'Ref,Tags\nR1,red|blue\nR2,blue\nR3,rouge| green\nR4,red|rouge\nR5,\n';
    const upload = await uploadFile(t, acme, 'tagged', file);
    await untilStep(t, acme, upload.automation_id, ['matched']);
    const url = `/transformation/${upload.transformation_id}/mapping`;
    const listed = await call(t, acme, 'GET', `${url}/values/${tags.column_id}`);
    expect(listed.statusCode, listed.body).toBe(200);
    const payload = envelope(listed).payload;
    expect(payload.values.map((v: Listed) => [v.value, v.count, v.proposed])).toEqual([
      ['blue', 2, 'blue'],
      ['red', 2, 'red'],
      ['rouge', 2, null],
      ['green', 1, 'green'],
    ]);
    expect(payload).toMatchObject({ distinct_values: 4, cells: 4 });

    const mapping = envelope(await call(t, acme, 'GET', url)).payload;
    const columns = mapping.columns.map((c: { column_id: string; source: string | null }) => ({
      column_id: c.column_id,
      source: c.source,
      ...(c.column_id === tags.column_id ? { value_map: { rouge: 'red' } } : {}),
    }));
    const put = await call(t, acme, 'PUT', url, { columns });
    expect(put.statusCode, put.body).toBe(200);
    await untilStep(t, acme, upload.automation_id, ['transformed']);
    const rows = envelope(
      await call(t, acme, 'GET', `/transformation/${upload.transformation_id}/data?page=1&per_page=10`),
    ).payload.rows as { data: Record<string, string>; violations: unknown[] }[];
    expect(rows.map((r) => [r.data['#(tags)'], r.violations.length])).toEqual([
      ['red|blue', 0],
      ['blue', 0],
      ['red|green', 0],
      ['red', 0],
      ['', 0],
    ]);
  });
});
