/** Templates through HTTP: create, read, partial update, list filters and pages, delete, tenancy. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, envelope, type TestApp, type TestOrganisation } from '../support/app.ts';

let t: TestApp;
let acme: TestOrganisation;
let globex: TestOrganisation;

beforeAll(async () => {
  t = await createTestApp();
  acme = await t.organisation('acme');
  globex = await t.organisation('globex');
});
afterAll(() => t.close());

const post = (token: string, payload: object) =>
  t.app.inject({ method: 'POST', url: '/template', headers: bearer(token), payload });
const put = (token: string, handle: string, payload: object) =>
  t.app.inject({ method: 'PUT', url: `/template/${handle}`, headers: bearer(token), payload });
const get = (token: string, url: string) => t.app.inject({ url, headers: bearer(token) });
const paths = (res: Awaited<ReturnType<typeof get>>) =>
  envelope(res).payload.violations.map((v: { property_path: string }) => v.property_path);

describe('POST /template', () => {
  it('creates a template with defaults and a handle generated from the name', async () => {
    const res = await post(acme.token, { name: 'Commandes été 2024!' });
    expect(res.statusCode).toBe(200);
    expect(envelope(res).payload).toEqual({
      template_handle: 'commandes-ete-2024',
      is_enabled: true,
      name: 'Commandes été 2024!',
      description: null,
      picture_url: null,
      user_metadata: [],
      item: null,
      access_type: 'public',
      accept_errors: false,
      max_file_size: null,
      file_name: null,
      extension: null,
      export_empty_columns: true,
      format: null,
      push: null,
      problems: [],
    });
  });

  it('dedupes a generated handle with -2, -3', async () => {
    const second = envelope(await post(acme.token, { name: 'Commandes ete 2024' })).payload;
    const third = envelope(await post(acme.token, { name: 'commandes  ÉTÉ 2024' })).payload;
    expect([second.template_handle, third.template_handle]).toEqual([
      'commandes-ete-2024-2',
      'commandes-ete-2024-3',
    ]);
  });

  it('keeps every field it is given, file_name tags unresolved', async () => {
    const body = {
      template_handle: 'products',
      name: 'Products',
      description: 'Catalogue',
      picture_url: 'https://cdn.example/p.png',
      user_metadata: [{ name: 'team', value: 'sales' }],
      item: 'product',
      access_type: 'restricted',
      accept_errors: true,
      max_file_size: 1000,
      file_name: 'products-{YYYY}{MM}{DD}',
      extension: 'csv',
      export_empty_columns: false,
      format: { format: 'csv', csv: { delimiter: 'semi_column', encoding: 'LATIN1' } },
    };
    const res = await post(acme.token, body);
    expect(res.statusCode).toBe(200);
    const { template_handle, ...rest } = body;
    expect(envelope(res).payload).toMatchObject({ template_handle, ...rest });
    expect(envelope(await get(acme.token, '/template/products')).payload.file_name).toBe(
      'products-{YYYY}{MM}{DD}',
    );
  });

  it('refuses a handle already used in the organisation, but not one used elsewhere', async () => {
    expect(paths(await post(acme.token, { name: 'x', template_handle: 'products' }))).toEqual([
      'template_handle',
    ]);
    expect((await post(globex.token, { name: 'Theirs', template_handle: 'products' })).statusCode).toBe(200);
  });

  it.each([
    [{ template_handle: 'Bad Handle', name: 'x' }, 'template_handle'],
    [{ template_handle: '-dash', name: 'x' }, 'template_handle'],
    [{ template_handle: 'a'.repeat(64), name: 'x' }, 'template_handle'],
    [{}, 'name'],
    [{ name: '  ' }, 'name'],
    [{ name: 'x', picture_url: 'not a url' }, 'picture_url'],
    [{ name: 'x', access_type: 'secret' }, 'access_type'],
    [{ name: 'x', max_file_size: 0 }, 'max_file_size'],
    [{ name: 'x', file_name: 'a/b' }, 'file_name'],
    [{ name: 'x', file_name: 'orders-{YEAR}' }, 'file_name'],
    [{ name: 'x', extension: 'c.sv' }, 'extension'],
    [{ name: 'x', user_metadata: [{ name: '', value: 'a' }] }, 'user_metadata[0].name'],
    [
      {
        name: 'x',
        user_metadata: [
          { name: 'a', value: '1' },
          { name: 'a', value: '2' },
        ],
      },
      'user_metadata[1].name',
    ],
    [{ name: 'x', format: { format: 'pdf' } }, 'format.format'],
    [{ name: 'x', format: { csv: { bom: 'utf7' } } }, 'format.csv.bom'],
    [{ name: 'x', format: { csv: { delimiter: 'space' } } }, 'format.csv.delimiter'],
    [{ name: 'x', format: { csv: { enclosure: 'backticks' } } }, 'format.csv.enclosure'],
    [{ name: 'x', format: { csv: { escape: 'none' } } }, 'format.csv.escape'],
    [{ name: 'x', format: { csv: { newline: 'nl' } } }, 'format.csv.newline'],
    [{ name: 'x', format: { csv: { encoding: 'EBCDIC' } } }, 'format.csv.encoding'],
    [{ name: 'x', format: { csv: { nb_headers: 11 } } }, 'format.csv.nb_headers'],
    [{ name: 'x', format: { csv: { bom: 'utf16_le', encoding: 'UTF-8' } } }, 'format.csv.bom'],
    [{ name: 'x', format: { custom: { prettify: 'yaml' } } }, 'format.custom.prettify'],
    [{ name: 'x', format: { custom: { encoding: 'ASCII' } } }, 'format.custom.encoding'],
    [{ name: 'x', format: { xls: { sheet_name: 'a/b' } } }, 'format.xls.sheet_name'],
    [{ name: 'x', format: { xls: { sheet_name: 'x'.repeat(32) } } }, 'format.xls.sheet_name'],
    [{ name: 'x', format: { xml: { root: '1root' } } }, 'format.xml.root'],
    [{ name: 'x', format: { format: 'custom', custom: { item: '{{ name ' } } }, 'format.custom.item'],
    [{ name: 'x', format: { format: 'custom', custom: { item: '' } } }, 'format.custom.item'],
  ])('refuses %j with a violation on %s', async (body, path) => {
    const res = await post(acme.token, body);
    expect(res.statusCode).toBe(409);
    expect(envelope(res).payload.error.code).toBe('exception.violation');
    expect(paths(res)).toContain(path);
  });

  it('refuses json_nodes that form a cycle', async () => {
    const json_nodes = [
      { id: 'a', parent_id: 'b', type: 'object', key: 'a' },
      { id: 'b', parent_id: 'a', type: 'object', key: 'b' },
    ];
    const res = await post(acme.token, { name: 'x', format: { format: 'json', json: { json_nodes } } });
    expect(res.statusCode).toBe(409);
    expect(
      envelope(res).payload.violations.some(
        (v: { property_path: string; message: string }) =>
          v.property_path.startsWith('format.json.json_nodes') && /ancestor/.test(v.message),
      ),
    ).toBe(true);
  });

  it('refuses a property of the wrong JSON type or an unknown one with 400', async () => {
    expect((await post(acme.token, { name: 42 })).statusCode).toBe(400);
    expect((await post(acme.token, { name: 'x', colour: 'red' })).statusCode).toBe(400);
  });

  it('asks for a plan with more templates beyond the TEMPLATES limitation', async () => {
    const org = await t.organisation('initech');
    await t.services.organisations.setPlan('initech', { limits: { TEMPLATES: 1 }, grant: [], revoke: [] });
    expect((await post(org.token, { name: 'One' })).statusCode).toBe(200);
    const res = await post(org.token, { name: 'Two' });
    expect(res.statusCode).toBe(402);
    expect(envelope(res).product).toMatchObject({
      requirement: 'limitation',
      limitation_type: 'TEMPLATES',
      limitation_current_value: 1,
      limitation_needed_value: 2,
    });
  });

  it('asks for a plan with a larger MAX_FILE_SIZE, and for X_CUSTOM_FORMAT before a custom format', async () => {
    const org = await t.organisation('hooli');
    await t.services.organisations.setPlan('hooli', {
      limits: { MAX_FILE_SIZE: 100 },
      grant: [],
      revoke: ['X_CUSTOM_FORMAT'],
    });
    const big = await post(org.token, { name: 'Big', max_file_size: 101 });
    expect(big.statusCode).toBe(402);
    expect(envelope(big).product).toMatchObject({
      limitation_type: 'MAX_FILE_SIZE',
      limitation_needed_value: 101,
    });
    const custom = await post(org.token, {
      name: 'Twig',
      format: { format: 'custom', custom: { item: '{{ a }}' } },
    });
    expect(custom.statusCode).toBe(402);
    expect(envelope(custom).product).toMatchObject({
      requirement: 'permission',
      permission: { name: 'X_CUSTOM_FORMAT' },
    });
  });
});

describe('GET and PUT /template/{handle}', () => {
  it('changes only the properties sent', async () => {
    await post(acme.token, {
      name: 'Partial',
      template_handle: 'partial',
      description: 'keep me',
      item: 'row',
    });
    const res = await put(acme.token, 'partial', { item: 'order', accept_errors: true });
    expect(res.statusCode).toBe(200);
    expect(envelope(res).payload).toMatchObject({
      name: 'Partial',
      description: 'keep me',
      item: 'order',
      accept_errors: true,
    });
  });

  it('renames the handle; the old one is then not found', async () => {
    await post(acme.token, { name: 'Old', template_handle: 'old-name' });
    const res = await put(acme.token, 'old-name', { template_handle: 'new-name' });
    expect(envelope(res).payload.template_handle).toBe('new-name');
    expect((await get(acme.token, '/template/old-name')).statusCode).toBe(404);
    expect((await get(acme.token, '/template/new-name')).statusCode).toBe(200);
  });

  it('leaves the stored template unchanged when an update is refused', async () => {
    await post(acme.token, { name: 'Stable', template_handle: 'stable', item: 'line' });
    const before = envelope(await get(acme.token, '/template/stable')).payload;
    for (const body of [
      { item: 'changed', format: { csv: { delimiter: 'space' } } },
      { item: 'changed', template_handle: 'products' },
      { item: 'changed', name: '' },
      { item: 'changed', user_metadata: [{ name: 'a' }, { name: 'a' }] },
    ]) {
      expect((await put(acme.token, 'stable', body)).statusCode).toBe(409);
    }
    expect(envelope(await get(acme.token, '/template/stable')).payload).toEqual(before);
  });

  it('answers 404 for an unknown handle and for another organisation’s handle, which stays unchanged', async () => {
    expect((await get(acme.token, '/template/nope')).statusCode).toBe(404);
    const before = envelope(await get(acme.token, '/template/stable')).payload;
    expect((await get(globex.token, '/template/stable')).statusCode).toBe(404);
    expect((await put(globex.token, 'stable', { item: 'stolen' })).statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: 'DELETE', url: '/template/stable', headers: bearer(globex.token) }))
        .statusCode,
    ).toBe(404);
    expect(envelope(await get(acme.token, '/template/stable')).payload).toEqual(before);
  });
});

describe('DELETE /template/{handle}', () => {
  it('answers 204 without a body, and the template and its columns are gone', async () => {
    await post(acme.token, { name: 'Doomed', template_handle: 'doomed' });
    await t.app.inject({
      method: 'POST',
      url: '/template/doomed/column',
      headers: bearer(acme.token),
      payload: { technical_name: 'a', pretty_name: 'A', type: { type: 'TEXT' } },
    });
    const res = await t.app.inject({
      method: 'DELETE',
      url: '/template/doomed',
      headers: bearer(acme.token),
    });
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    expect((await get(acme.token, '/template/doomed')).statusCode).toBe(404);
    const left = await t.database.db
      .selectFrom('template_columns')
      .select('column_id')
      .where('technical_name', '=', 'a')
      .execute();
    expect(left).toEqual([]);
  });
});
