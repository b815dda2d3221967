/** Value-list imports through HTTP, the files served by a real loopback server and run by the job queue. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, envelope, type TestApp } from '../support/app.ts';
import { type FileServer, startFileServer } from '../support/file-server.ts';
import {
  finished,
  importAndWait,
  importUpload,
  listOfValues,
  readImport,
  reportOf,
  templateWith,
  valuesOf,
} from './bulk-import-fixtures.ts';

let t: TestApp;
let files: FileServer;
let token: string;
let ids: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp({ outboundAllowlist: ['127.0.0.1'] }, { jobs: true });
  files = await startFileServer();
  token = (await t.organisation('acme')).token;
  ids = await templateWith(t, token, 'places', {
    country: listOfValues([{ value: 'Germany', synonyms: ['DE'] }]),
    colour: listOfValues([{ value: 'Red' }]),
    city: { type: 'TEXT' },
    size: { type: 'CHOICE', choice_data_type: { choices: [{ value: 'S' }] } },
  });
});
afterAll(async () => {
  await files.close();
  await t.close();
});

const PATH = '/bulk-import/values/places';

describe('value lists from a URL', () => {
  it('replace sets every list of the template: the file’s values, the lists it does not name emptied', async () => {
    const url = files.serve('/replace.csv', {
      body: '\ufeffcolumn,value,synonyms\ncountry,France,FR|Frankreich\ncountry,Spain,\r\ncountry,"Italy, Republic of",IT\n',
    });
    const view = await importAndWait(t, token, `${PATH}/replace`, url);
    expect(view).toMatchObject({
      type: 'value_list',
      method: 'replace',
      status: 'completed',
      progress: 100,
      source_url: url,
      number_of_valid_rows: 3,
      number_of_violations: 0,
      error: null,
      template_handle: 'places',
    });
    expect(await valuesOf(t, token, 'places', ids.country!)).toEqual([
      'France:FR|Frankreich',
      'Spain:',
      'Italy, Republic of:IT',
    ]);
    expect(await valuesOf(t, token, 'places', ids.colour!)).toEqual([]);
    expect(await reportOf(t, token, view)).toEqual([]);
  });

  it('merge updates a value already listed (ignoring case) and appends the others, leaving other lists alone', async () => {
    const url = files.serve('/merge.csv', {
      body: 'value;column;synonyms\nfrance;country;FRA\nPortugal;country;PT\nBlue;colour;\n',
    });
    const view = await importAndWait(t, token, `${PATH}/merge`, url);
    expect(view).toMatchObject({ status: 'completed', number_of_valid_rows: 3, number_of_violations: 0 });
    expect(await valuesOf(t, token, 'places', ids.country!)).toEqual([
      'france:FRA',
      'Spain:',
      'Italy, Republic of:IT',
      'Portugal:PT',
    ]);
    expect(await valuesOf(t, token, 'places', ids.colour!)).toEqual(['Blue:']);
  });

  it('reports each refused line with its number and applies the others', async () => {
    const url = files.serve('/bad-lines.csv', {
      body: [
        'column,value,synonyms,notes',
        'country,Greece,GR,',
        'nowhere,X,,',
        'city,Paris,,',
        'size,M,,',
        'country,,,',
        'country,GREECE,,',
        'country,Austria,FRA,',
        'country,Malta,MT,extra,cells',
        'country,"Cyprus",CY,',
      ].join('\n'),
    });
    const view = await importAndWait(t, token, `${PATH}/merge`, url);
    expect(view).toMatchObject({ status: 'completed', number_of_valid_rows: 2, number_of_violations: 8 });
    const report = await reportOf(t, token, view);
    expect(report.map((r) => [r.line, r.field, r.value])).toEqual([
      ['1', 'notes', 'notes'],
      ['3', 'column', 'nowhere'],
      ['4', 'column', 'city'],
      ['5', 'column', 'size'],
      ['6', 'value', ''],
      ['7', 'value', 'GREECE'],
      ['8', 'synonyms', 'FRA'],
      ['9', '', ''],
    ]);
    expect(report[3]!.message).toBe(
      '"size" is a CHOICE column: value lists fill LIST_OF_VALUES columns only.',
    );
    expect(report[5]!.message).toBe('This value is already on line 2 for the column "country".');
    expect(report[6]!.message).toBe('"FRA" already designates the value "france".');
    expect(report[7]!.message).toMatch(/5 cells, the header 4/);
    const values = await valuesOf(t, token, 'places', ids.country!);
    expect(values.slice(-2)).toEqual(['Greece:GR', 'Cyprus:CY']);
    expect(values).not.toContain('Austria:FRA');
  });

  it('fails, changing nothing, when a quote is left open: the rest of the file cannot be read', async () => {
    const before = await valuesOf(t, token, 'places', ids.country!);
    const url = files.serve('/open-quote.csv', {
      body: 'column,value,synonyms\ncountry,Norway,\ncountry,"Sweden,SE\ncountry,Finland,\n',
    });
    const view = await importAndWait(t, token, `${PATH}/replace`, url);
    expect(view).toMatchObject({ status: 'failed', number_of_valid_rows: 0 });
    expect(view.error).toMatch(/^Line 3: A quoted cell .* never closed/);
    expect((await reportOf(t, token, view)).map((r) => r.line)).toEqual(['3']);
    expect(await valuesOf(t, token, 'places', ids.country!)).toEqual(before);
  });

  it('fails with a clear error when the header lacks a required field', async () => {
    const url = files.serve('/no-value.csv', { body: 'column,synonyms\ncountry,x\n' });
    const view = await importAndWait(t, token, `${PATH}/merge`, url);
    expect(view.status).toBe('failed');
    expect(view.error).toBe('The first line must name the fields (column,value,synonyms); it lacks value.');
  });

  it('fails a replace whose every line is refused, rather than empty every list', async () => {
    const before = await valuesOf(t, token, 'places', ids.country!);
    const url = files.serve('/all-bad.csv', { body: 'column,value\ncuntry,Norway\ncuntry,Sweden\n' });
    const view = await importAndWait(t, token, `${PATH}/replace`, url);
    expect(view).toMatchObject({ status: 'failed', number_of_violations: 2 });
    expect(view.error).toMatch(/^Every line of the file was refused/);
    expect(await valuesOf(t, token, 'places', ids.country!)).toEqual(before);
  });

  it('empties every list with a replace of the header alone', async () => {
    const url = files.serve('/header-only.csv', { body: 'column,value,synonyms\n' });
    const view = await importAndWait(t, token, `${PATH}/replace`, url);
    expect(view).toMatchObject({ status: 'completed', number_of_valid_rows: 0 });
    expect(await valuesOf(t, token, 'places', ids.country!)).toEqual([]);
  });

  it('shows intermediate progress while a large file arrives slowly', async () => {
    const lines = Array.from({ length: 4000 }, (_, i) => `country,Value ${i},`);
    const body = `column,value,synonyms\n${lines.join('\n')}\n`;
    const url = files.serve('/slow.csv', { body, chunkBytes: Math.ceil(body.length / 40), pauseMs: 60 });
    const started = envelope(
      await t.app.inject({
        method: 'POST',
        url: `${PATH}/replace/url`,
        headers: { authorization: `Bearer ${token}` },
        payload: { url, filename: 'slow.csv' },
      }),
    ).payload;
    expect(started).toMatchObject({ status: 'pending', progress: 0, filename: 'slow.csv', report_url: null });
    const seen = new Set<number>();
    for (let i = 0; i < 400; i++) {
      const view = await readImport(t, token, started.import_id);
      seen.add(view.progress);
      if (view.status === 'completed') break;
      await new Promise((r) => setTimeout(r, 20));
    }
    expect([...seen].some((p) => p > 0 && p < 100)).toBe(true);
    const view = await finished(t, token, started.import_id);
    expect(view).toMatchObject({ status: 'completed', progress: 100, number_of_valid_rows: 4000 });
  });
});

describe('value lists from an uploaded file', () => {
  it('imports the multipart field `file` and serves it back at source_url', async () => {
    const content = 'column,value,synonyms\ncolour,Green,vert|grün\n';
    const res = await importUpload(t, token, `${PATH}/replace`, content, { filename: 'colours.csv' });
    expect(res.statusCode).toBe(200);
    const started = envelope(res).payload;
    expect(started.source_url).toBe(`http://ferry.test/bulk-import/${started.import_id}/source`);
    const view = await finished(t, token, started.import_id);
    expect(view).toMatchObject({ status: 'completed', number_of_valid_rows: 1, filename: 'colours.csv' });
    expect(await valuesOf(t, token, 'places', ids.colour!)).toEqual(['Green:vert|grün']);
    const source = await t.app.inject({
      url: `/bulk-import/${view.import_id}/source`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(source.body).toBe(content);
  });
});
