/**
 * The `bulk-import` job run more than once: two runs at once (a job taken over while the first still
 * runs) apply and tell once; a run after a crash left the import `processing` finishes it; a run
 * of a finished import does nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JobDeferred } from '../../src/services/background-jobs.ts';
import { bearer, createTestApp, envelope, type TestApp } from '../support/app.ts';
import { importUpload, listOfValues, readImport, templateWith, valuesOf } from './bulk-import-fixtures.ts';

let t: TestApp;
let token: string;
let ids: Record<string, string>;

// No job queue: the test runs the job itself, as a worker would.
beforeAll(async () => {
  t = await createTestApp({ outboundAllowlist: ['127.0.0.1'] });
  token = (await t.organisation('acme')).token;
  ids = await templateWith(t, token, 'places', { country: listOfValues() });
  await t.app.inject({
    method: 'POST',
    url: '/webhooks',
    headers: bearer(token),
    payload: { url: 'http://127.0.0.1:9/events', events: ['BULK_IMPORT_FINISHED'] },
  });
});
afterAll(() => t.close());

const told = async (importId: string) =>
  (await t.database.db.selectFrom('webhook_deliveries').select('body').execute()).filter((d) =>
    d.body.includes(importId),
  ).length;

async function pending(content: string): Promise<string> {
  const res = await importUpload(t, token, '/bulk-import/values/places/merge', content);
  return envelope(res).payload.import_id;
}

describe('the bulk-import job', () => {
  it('run twice at once, applies once and is told once', async () => {
    const id = await pending('column,value\ncountry,France\ncountry,Spain\n');
    await Promise.all([
      t.services.bulkImports.run({ importId: id }),
      t.services.bulkImports.run({ importId: id }),
    ]);
    expect(await readImport(t, token, id)).toMatchObject({ status: 'completed', number_of_valid_rows: 2 });
    expect(await valuesOf(t, token, 'places', ids.country!)).toEqual(['France:', 'Spain:']);
    expect(await told(id)).toBe(1);
  });

  it('finishes an import a crashed worker left processing, and leaves a finished one alone', async () => {
    const id = await pending('column,value\ncountry,Italy\n');
    await t.database.db
      .updateTable('bulk_imports')
      .set({ status: 'processing', progress: 40 })
      .where('import_id', '=', id)
      .execute();
    await t.services.bulkImports.run({ importId: id });
    expect(await readImport(t, token, id)).toMatchObject({
      status: 'completed',
      progress: 100,
      number_of_valid_rows: 1,
    });
    await t.services.bulkImports.run({ importId: id });
    expect(await told(id)).toBe(1);
    expect(await valuesOf(t, token, 'places', ids.country!)).toEqual(['France:', 'Spain:', 'Italy:']);
  });

  it('runs one import of an organisation at a time, while another organisation’s runs', async () => {
    const other = (await t.organisation('globex')).token;
    await templateWith(t, other, 'places', { country: listOfValues() });
    const running = await pending('column,value\ncountry,Peru\n');
    const waiting = await pending('column,value\ncountry,Chile\n');
    const theirs = envelope(
      await importUpload(t, other, '/bulk-import/values/places/merge', 'column,value\ncountry,Japan\n'),
    ).payload.import_id;
    // As a worker running it would have left it: processing, its heartbeat fresh.
    const beat = async (at: Date) =>
      t.database.db
        .updateTable('bulk_imports')
        .set({ status: 'processing', heartbeat_at: at })
        .where('import_id', '=', running)
        .execute();
    await beat(t.services.ctx.now());
    await expect(t.services.bulkImports.run({ importId: waiting })).rejects.toBeInstanceOf(JobDeferred);
    expect(await readImport(t, token, waiting)).toMatchObject({ status: 'pending' });
    await t.services.bulkImports.run({ importId: theirs });
    expect(await readImport(t, other, theirs)).toMatchObject({ status: 'completed' });
    // A worker that died stops holding the turn once its beat is stale.
    const stale = t.services.ctx.config.stepStaleSeconds * 1000 + 1000;
    await beat(new Date(t.services.ctx.now().getTime() - stale));
    await t.services.bulkImports.run({ importId: waiting });
    expect(await readImport(t, token, waiting)).toMatchObject({ status: 'completed' });
    await t.services.bulkImports.run({ importId: running });
    expect(await valuesOf(t, token, 'places', ids.country!)).toEqual([
      'France:',
      'Spain:',
      'Italy:',
      'Chile:',
      'Peru:',
    ]);
  });
});
