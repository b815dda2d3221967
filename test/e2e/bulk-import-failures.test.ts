/**
 * Bulk imports that cannot be made: a URL to a private network (409 at once, or refused at connect
 * time after a redirect to a name that resolves to loopback), a connection cut half-way, an error
 * answer, a file over the size limit. A failed `replace` changes nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, envelope, type TestApp } from '../support/app.ts';
import { type FileServer, startFileServer } from '../support/file-server.ts';
import {
  importAndWait,
  importFromUrl,
  listOfValues,
  templateWith,
  valuesOf,
} from './bulk-import-fixtures.ts';

let t: TestApp;
let files: FileServer;
let token: string;
let ids: Record<string, string>;
const PATH = '/bulk-import/values/places/replace';
const LINES = Array.from({ length: 3000 }, (_, i) => `country,Country ${i},`).join('\n');

const stored = async () =>
  Number(
    (
      await t.database.db
        .selectFrom('bulk_imports')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

beforeAll(async () => {
  // Only 127.0.0.2 is allowed: 127.0.0.1, `localhost` and every other private address are refused.
  t = await createTestApp({ outboundAllowlist: ['127.0.0.2'] }, { jobs: true });
  files = await startFileServer('127.0.0.2');
  token = (await t.organisation('acme')).token;
  ids = await templateWith(t, token, 'places', { country: listOfValues([{ value: 'Kept' }]) });
});
afterAll(async () => {
  await files.close();
  await t.close();
});

describe('a URL to a private network', () => {
  it.each([
    'http://127.0.0.1:8080/values.csv',
    'http://10.0.0.1/values.csv',
    'http://169.254.169.254/latest',
    'http://localhost/x.csv',
    'http://[::ffff:0:7f00:1]/values.csv',
    'http://[64:ff9b::a00:1]/values.csv',
  ])('is a 409 violation at once, nothing stored: %s', async (url) => {
    const res = await importFromUrl(t, token, PATH, url);
    expect(res.statusCode).toBe(409);
    expect(envelope(res).payload.violations).toEqual([
      { property_path: 'url', invalid_value: url, message: 'This URL must not point to a private network.' },
    ]);
    expect(await stored()).toBe(0);
  });

  it('is refused at connect time when an allowed server redirects to a name resolving to loopback', async () => {
    const port = new URL(files.origin).port;
    const url = files.serve('/moved.csv', { redirect: `http://localhost:${port}/values.csv` });
    const view = await importAndWait(t, token, PATH, url);
    expect(view.status).toBe('failed');
    expect(view.error).toMatch(/private network|loopback|not allowed/i);
    expect(await valuesOf(t, token, 'places', ids.country!)).toEqual(['Kept:']);
  });
});

describe('a replace that fails half-way', () => {
  it('changes nothing when the server closes the connection in the middle of the file', async () => {
    const body = `column,value,synonyms\n${LINES}\n`;
    const url = files.serve('/cut.csv', { body, cutAfterBytes: Math.floor(body.length / 2) });
    const view = await importAndWait(t, token, PATH, url);
    expect(view).toMatchObject({ status: 'failed', number_of_valid_rows: 0 });
    expect(view.error).toMatch(/^The file could not be read to its end \(.+\)\. Nothing was changed\.$/);
    expect(await valuesOf(t, token, 'places', ids.country!)).toEqual(['Kept:']);
  });

  it('fails with the answer’s status when the server answers with an error', async () => {
    const view = await importAndWait(t, token, PATH, `${files.origin}/missing.csv`);
    expect(view.status).toBe('failed');
    expect(view.error).toBe(
      `The file could not be fetched: ${files.origin}/missing.csv answered with HTTP status 404.`,
    );
  });

  it('fails, naming the limit, when the file is larger than the plan allows', async () => {
    await t.services.organisations.setPlan('acme', {
      limits: { MAX_FILE_SIZE: 1000 },
      grant: [],
      revoke: [],
    });
    const url = files.serve('/large.csv', { body: `column,value,synonyms\n${LINES}\n` });
    const view = await importAndWait(t, token, PATH, url);
    await t.services.organisations.setPlan('acme', {
      limits: { MAX_FILE_SIZE: 10 ** 9 },
      grant: [],
      revoke: [],
    });
    expect(view.status).toBe('failed');
    expect(view.error).toMatch(/larger than the allowed 1000 bytes.*MAX_FILE_SIZE/);
    expect(await valuesOf(t, token, 'places', ids.country!)).toEqual(['Kept:']);
  });
});
