/** Column and customer imports through HTTP, run by the job queue, checked through the resources' own routes. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, envelope, type TestApp } from '../support/app.ts';
import { type FileServer, startFileServer } from '../support/file-server.ts';
import { importAndWait, reportOf, templateWith } from './bulk-import-fixtures.ts';

let t: TestApp;
let files: FileServer;
let token: string;

const columns = async (handle: string) =>
  envelope(await t.app.inject({ url: `/template/${handle}/columns`, headers: bearer(token) })).payload.map(
    (c: { position: number; technical_name: string; pretty_name: string; type: { type: string } }) =>
      `${c.position}:${c.technical_name}:${c.pretty_name}:${c.type.type}`,
  );
const customers = async () =>
  envelope(await t.app.inject({ url: '/customers?per_page=100', headers: bearer(token) }))
    .payload.entries.map(
      (c: { email: string | null; name: string | null; templates: { template_handle: string }[] }) =>
        `${c.email}:${c.name}:${c.templates
          .map((x) => x.template_handle)
          .sort()
          .join('|')}`,
    )
    .sort();

beforeAll(async () => {
  t = await createTestApp({ outboundAllowlist: ['127.0.0.1'] }, { jobs: true });
  files = await startFileServer();
  token = (await t.organisation('acme')).token;
  await templateWith(t, token, 'people', { a: { type: 'TEXT' }, b: { type: 'TEXT' } });
  await templateWith(t, token, 'orders', {});
});
afterAll(async () => {
  await files.close();
  await t.close();
});

describe('columns', () => {
  it('replace keeps the named columns, creates the new, deletes the others, in the file’s order', async () => {
    const url = files.serve('/columns.csv', {
      body: 'technical_name,pretty_name,type,importance\nc,Amount,"{""type"":""NUMBER"",""number_data_type"":{""decimals"":2}}",required\nb,Bee,,\n',
    });
    const view = await importAndWait(t, token, '/bulk-import/columns/people/replace', url);
    expect(view).toMatchObject({
      type: 'column',
      status: 'completed',
      number_of_valid_rows: 2,
      number_of_violations: 0,
    });
    expect(await columns('people')).toEqual(['1:c:Amount:NUMBER', '2:b:Bee:TEXT']);
  });

  it('merge creates and updates through the column rules, each refused line in the report', async () => {
    const url = files.serve('/more-columns.csv', {
      body: 'technical_name,pretty_name,type,hidden\nd,Dee,TEXT,yes\nc,Cost,,\ne,,TEXT,\nf,Eff,NOPE,\ng,Gee,TEXT,maybe\n',
    });
    const view = await importAndWait(t, token, '/bulk-import/columns/people/merge', url);
    expect(view).toMatchObject({ status: 'completed', number_of_valid_rows: 2, number_of_violations: 3 });
    expect((await reportOf(t, token, view)).map((r) => [r.line, r.field, r.value])).toEqual([
      ['4', 'pretty_name', ''],
      ['5', 'type', 'NOPE'],
      ['6', 'hidden', 'maybe'],
    ]);
    expect(await columns('people')).toEqual(['1:c:Cost:NUMBER', '2:b:Bee:TEXT', '3:d:Dee:TEXT']);
  });

  it('a replace past the plan’s columns per template fails with the limit named, and changes nothing', async () => {
    await t.services.organisations.setPlan('acme', {
      limits: { COLUMNS_PER_TEMPLATE: 2 },
      grant: [],
      revoke: [],
    });
    const url = files.serve('/too-many.csv', {
      body: 'technical_name,pretty_name,type\nx,X,TEXT\ny,Y,TEXT\nz,Z,TEXT\n',
    });
    const view = await importAndWait(t, token, '/bulk-import/columns/people/replace', url);
    await t.services.organisations.setPlan('acme', {
      limits: { COLUMNS_PER_TEMPLATE: 200 },
      grant: [],
      revoke: [],
    });
    expect(view.status).toBe('failed');
    expect(view.error).toBe('Columns per template: your plan allows 2, this needs 3. (COLUMNS_PER_TEMPLATE)');
    expect(await columns('people')).toEqual(['1:c:Cost:NUMBER', '2:b:Bee:TEXT', '3:d:Dee:TEXT']);
  });
});

describe('customers', () => {
  it('merge creates customers and updates the one an e-mail names, each refused line in the report', async () => {
    await t.app.inject({
      method: 'POST',
      url: '/customer',
      headers: bearer(token),
      payload: { email: 'ann@shop.example', name: 'Ann', template_handles: ['people'] },
    });
    const url = files.serve('/customers.csv', {
      body: [
        'email,name,template_handles,language',
        'ann@shop.example,Ann B.,people|orders,fr',
        'bob@shop.example,Bob,orders,',
        'not-an-email,Carl,orders,',
        'dan@shop.example,Dan,nowhere,',
        'eve@shop.example,Eve,orders,it',
      ].join('\n'),
    });
    const view = await importAndWait(t, token, '/bulk-import/customers/merge', url);
    expect(view).toMatchObject({
      type: 'customer',
      template_handle: null,
      status: 'completed',
      number_of_valid_rows: 2,
    });
    expect((await reportOf(t, token, view)).map((r) => [r.line, r.field, r.value])).toEqual([
      ['4', 'email', 'not-an-email'],
      ['5', 'template_handles', 'nowhere'],
      ['6', 'language', 'it'],
    ]);
    expect(await customers()).toEqual([
      'ann@shop.example:Ann B.:orders|people',
      'bob@shop.example:Bob:orders',
    ]);
  });

  it('replace leaves exactly the file’s customers', async () => {
    const url = files.serve('/only-bob.csv', { body: 'email,name\nbob@shop.example,Robert\n' });
    const view = await importAndWait(t, token, '/bulk-import/customers/replace', url);
    expect(view).toMatchObject({ status: 'completed', number_of_valid_rows: 1, number_of_violations: 0 });
    expect(await customers()).toEqual(['bob@shop.example:Robert:orders']);
  });

  it('puts a quote before a formula in the report, as the error report does, and leaves plain numbers', async () => {
    const url = files.serve('/hostile.csv', {
      body: 'email,name,template_handles\n=nope,Carl,orders\nfay@shop.example,Fay,-2+3\ngus@shop.example,Gus,-5\n',
    });
    const view = await importAndWait(t, token, '/bulk-import/customers/merge', url);
    const report = await t.app.inject({ url: new URL(view.report_url!).pathname, headers: bearer(token) });
    expect(report.headers['content-type']).toContain('text/csv');
    expect(report.body).toMatch(/^2,email,'=nope,/m);
    expect(report.body).toMatch(/^3,template_handles,'-2\+3,/m);
    expect(report.body).toMatch(/^4,template_handles,-5,/m);
  });
});
