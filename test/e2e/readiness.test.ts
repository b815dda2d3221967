/**
 * `GET /readyz`: ready when PostgreSQL and the blob store both answer; 503 naming the blob store
 * when its folder cannot be read; documented in the OpenAPI document with both answers.
 */
import { rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /readyz', () => {
  it('answers ready, without a token, when the database and the blob store answer', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ status: 'ready', database: 'ok', files: 'ok' });
  });

  it('answers 503 naming the blob store when its folder cannot be read', async () => {
    const files = path.join(t.services.ctx.config.dataDir, 'files');
    // A file where the store's folder should be: every read of the store fails.
    await rm(`${files}.away`, { recursive: true, force: true });
    await rename(files, `${files}.away`).catch(() => {});
    await writeFile(files, 'not a folder');
    try {
      const res = await t.app.inject({ method: 'GET', url: '/readyz' });
      expect(res.statusCode, res.body).toBe(503);
      expect(res.json()).toEqual({ status: 'unavailable', database: 'ok', files: 'unreachable' });
    } finally {
      await rm(files, { force: true });
      await rename(`${files}.away`, files).catch(() => {});
    }
    expect((await t.app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
  });

  it('is in the OpenAPI document with the schema of each answer', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/openapi.json' })).json();
    const operation = document.paths['/readyz'].get;
    expect(operation.security ?? []).toEqual([]);
    const ready = operation.responses['200'].content['application/json'].schema;
    expect(ready.required).toEqual(['status', 'database', 'files']);
    const down = operation.responses['503'].content['application/json'].schema;
    expect(Object.keys(down.properties)).toEqual(['status', 'database', 'files']);
  });
});
