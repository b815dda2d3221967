/** Uploading a file over the API: the transformation resource, its automation status, limits, tenancy, deletion. */
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, envelope, type TestApp } from '../support/app.ts';
import { newCustomer } from '../support/flow.ts';
import { multipart } from '../support/multipart.ts';
import { insertTemplate } from '../support/receiver-fixtures.ts';

let t: TestApp;
let acme: string;
let globex: string;
let shop: string;
let otherShop: string;

const CSV = 'code,label\nA1,first\nB2,second\n';

const customerToken = async (name: string, handles: string[]) =>
  (await newCustomer(t, acme, { name, template_handles: handles })).token;

beforeAll(async () => {
  t = await createTestApp();
  acme = (await t.organisation('acme')).token;
  globex = (await t.organisation('globex')).token;
  const db = t.services.ctx.db;
  await insertTemplate(db, 'acme', 'orders', ['code', 'label']);
  await insertTemplate(db, 'acme', 'small', ['code']);
  await insertTemplate(db, 'acme', 'vip', ['code']);
  await insertTemplate(db, 'acme', 'internal', ['code']);
  await db.updateTable('templates').set({ max_file_size: 20 }).where('handle', '=', 'small').execute();
  await db.updateTable('templates').set({ access_type: 'restricted' }).where('handle', '=', 'vip').execute();
  await db
    .updateTable('templates')
    .set({ access_type: 'private' })
    .where('handle', '=', 'internal')
    .execute();
  shop = await customerToken('Shop', ['orders']);
  otherShop = await customerToken('Other shop', ['vip']);
});
afterAll(() => t.close());

function upload(
  token: string,
  fields: Record<string, string>,
  content: string | Buffer = CSV,
  name = 'orders.csv',
) {
  const body = multipart(fields, { name, content });
  return t.app.inject({
    method: 'POST',
    url: '/transformation',
    headers: { ...bearer(token), ...body.headers },
    payload: body.payload,
  });
}

function get(token: string, url: string) {
  return t.app.inject({ method: 'GET', url, headers: bearer(token) });
}

async function storedFiles(): Promise<string[]> {
  const root = path.join(t.services.ctx.config.dataDir, 'files');
  return (await readdir(root, { recursive: true }).catch(() => [] as string[])).map(String);
}

describe('POST /transformation', () => {
  it('answers the transformation resource of an uploaded file', async () => {
    const res = await upload(acme, { template_handle: 'orders', delimiter: ',', header_row: '1' });
    expect(res.statusCode).toBe(200);
    const payload = envelope(res).payload;
    expect(payload).toMatchObject({
      template_handle: 'orders',
      customer_id: null,
      source_id: null,
      original_name: 'orders.csv',
      options: { delimiter: ',', header_row: 1 },
    });
    expect(payload.step).toMatch(/^(to_normalize|normalizing|normalized|to_match|matching|matched)$/);
    const read = await get(acme, `/transformation/${payload.transformation_id}`);
    expect(envelope(read).payload.automation_id).toBe(payload.automation_id);
  });

  it('records the sending customer and keeps the file as sent', async () => {
    const res = await upload(shop, { template_handle: 'orders' });
    expect(res.statusCode).toBe(200);
    const payload = envelope(res).payload;
    expect(payload.customer_id).toMatch(/^[0-9a-f-]{36}$/);
    const file = await get(shop, `/transformation/${payload.transformation_id}/file/original`);
    expect(file.statusCode).toBe(200);
    expect(file.body).toBe(CSV);
  });

  it('reports a missing template handle, a bad header row and an unknown encoding as violations', async () => {
    const res = await upload(acme, { header_row: '0', encoding: 'klingon' });
    expect(res.statusCode).toBe(409);
    const paths = envelope(res).payload.violations.map((v: { property_path: string }) => v.property_path);
    expect(paths.sort()).toEqual(['encoding', 'header_row', 'template_handle']);
  });

  it('keeps a JSON records path given at upload, and refuses one that is not a dotted list of keys', async () => {
    const res = await upload(acme, { template_handle: 'orders', records_path: 'result.items' });
    expect(res.statusCode).toBe(200);
    expect(envelope(res).payload.options).toEqual({ records_path: 'result.items' });
    const bad = await upload(acme, { template_handle: 'orders', records_path: 'result..items' });
    expect(bad.statusCode).toBe(409);
    expect(envelope(bad).payload.violations[0]).toMatchObject({
      property_path: 'records_path',
      message: expect.stringContaining('is not a dotted list of keys'),
    });
  });

  it('answers 404 for a template handle of another organisation', async () => {
    expect((await upload(globex, { template_handle: 'orders' })).statusCode).toBe(404);
  });

  it('refuses a file over the template’s max_file_size with 413 and keeps nothing', async () => {
    const before = await storedFiles();
    const count = async () =>
      (await t.services.ctx.db.selectFrom('transformations').select('transformation_id').execute()).length;
    const rows = await count();
    const res = await upload(acme, { template_handle: 'small' }, 'x'.repeat(5000));
    expect(res.statusCode).toBe(413);
    expect(envelope(res).payload.error.code).toBe('exception.too_large');
    expect(await storedFiles()).toEqual(before);
    expect(await count()).toBe(rows);
  });

  it('refuses a file over the server limit with 413 and keeps nothing', async () => {
    const small = await createTestApp({ maxUploadBytes: 64 });
    try {
      const { token } = await small.organisation('tiny');
      await insertTemplate(small.services.ctx.db, 'tiny', 'orders', ['code']);
      const body = multipart({ template_handle: 'orders' }, { name: 'big.csv', content: 'y'.repeat(10_000) });
      const res = await small.app.inject({
        method: 'POST',
        url: '/transformation',
        headers: { ...bearer(token), ...body.headers },
        payload: body.payload,
      });
      expect(res.statusCode).toBe(413);
      const rows = await small.services.ctx.db
        .selectFrom('transformations')
        .select('transformation_id')
        .execute();
      expect(rows).toEqual([]);
      const root = path.join(small.services.ctx.config.dataDir, 'files');
      const files = (await readdir(root, { recursive: true, withFileTypes: true }).catch(() => [])).filter(
        (e) => e.isFile(),
      );
      expect(files).toEqual([]);
    } finally {
      await small.close();
    }
  });

  it('opens public templates to every customer, restricted ones to listed customers, private ones to none', async () => {
    expect((await upload(shop, { template_handle: 'vip' })).statusCode).toBe(404);
    expect((await upload(otherShop, { template_handle: 'vip' })).statusCode).toBe(200);
    expect((await upload(otherShop, { template_handle: 'orders' })).statusCode).toBe(200);
    expect((await upload(otherShop, { template_handle: 'internal' })).statusCode).toBe(404);
    expect((await upload(acme, { template_handle: 'internal' })).statusCode).toBe(200);
  });
});

describe('reading a transformation and its automation', () => {
  it('gives the automation status with its step in words and the original file URL', async () => {
    const created = envelope(await upload(acme, { template_handle: 'orders' })).payload;
    const res = await t.app.inject({
      method: 'GET',
      url: `/transformation/automation/${created.automation_id}`,
      headers: { ...bearer(acme), 'accept-language': 'fr' },
    });
    expect(res.statusCode).toBe(200);
    const payload = envelope(res).payload;
    expect(payload).toMatchObject({
      automation_id: created.automation_id,
      type: 'upload',
      original_file: `http://ferry.test/transformation/${created.transformation_id}/file/original`,
    });
    expect(payload.step_for_humans.code).toBe(`automation.step.${payload.step}`);
  });

  it('answers 404 for an unknown UUID', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await get(acme, `/transformation/${unknown}`)).statusCode).toBe(404);
    expect((await get(acme, `/transformation/automation/${unknown}`)).statusCode).toBe(404);
  });

  it('answers 403 to another organisation, revealing nothing, and leaves the transformation alone', async () => {
    const created = envelope(await upload(acme, { template_handle: 'orders' })).payload;
    for (const url of [
      `/transformation/${created.transformation_id}`,
      `/transformation/automation/${created.automation_id}`,
      `/transformation/${created.transformation_id}/file/original`,
    ]) {
      const res = await get(globex, url);
      expect(res.statusCode, url).toBe(403);
      expect(res.body).not.toContain('orders');
    }
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/transformation/${created.transformation_id}`,
      headers: bearer(globex),
    });
    expect(deleted.statusCode).toBe(403);
    expect((await get(acme, `/transformation/${created.transformation_id}`)).statusCode).toBe(200);
  });

  it('answers 403 to another customer of the same organisation, while the receiver sees it', async () => {
    const created = envelope(await upload(shop, { template_handle: 'orders' })).payload;
    expect((await get(otherShop, `/transformation/${created.transformation_id}`)).statusCode).toBe(403);
    expect((await get(otherShop, `/transformation/automation/${created.automation_id}`)).statusCode).toBe(
      403,
    );
    expect((await get(acme, `/transformation/${created.transformation_id}`)).statusCode).toBe(200);
  });
});

describe('DELETE /transformation/{id}', () => {
  it('answers 200 with an empty body and removes the transformation and its files', async () => {
    const created = envelope(await upload(acme, { template_handle: 'orders' })).payload;
    // Asked of the blob store, so that the test holds on S3 too (FERRY_TEST_FILES=s3).
    const { source_key: sourceKey } = await t.services.ctx.db
      .selectFrom('transformations')
      .select('source_key')
      .where('transformation_id', '=', created.transformation_id)
      .executeTakeFirstOrThrow();
    expect(await t.services.ports.blobs.stat(sourceKey)).not.toBeNull();
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/transformation/${created.transformation_id}`,
      headers: bearer(acme),
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('');
    expect((await get(acme, `/transformation/${created.transformation_id}`)).statusCode).toBe(404);
    expect(await t.services.ports.blobs.stat(sourceKey)).toBeNull();
    expect((await storedFiles()).some((f) => f.includes(created.transformation_id))).toBe(false);
  });
});
