/**
 * web/shared/api-types.ts is generated from the OpenAPI document by openapi-typescript: this test
 * fails when a route changed and the file was not generated again. `npm run web:types` writes it.
 */
import { readFile, writeFile } from 'node:fs/promises';
import openapiTS, { astToString } from 'openapi-typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/app.ts';

const FILE = 'web/shared/api-types.ts';
const HEADER =
  '/**\n * The public API as the web apps see it, generated from /openapi.json by openapi-typescript.\n' +
  ' * Do not edit: run `npm run web:types` after changing a route.\n */\n\n';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 120_000);
afterAll(() => t.close());

describe('the web apps’ API types', () => {
  it('are generated from the current OpenAPI document', async () => {
    const document = (await t.app.inject({ url: '/openapi.json' })).json();
    const generated = HEADER + astToString(await openapiTS(document));
    if (process.env.FERRY_WRITE_WEB_TYPES === '1') await writeFile(FILE, generated);
    const committed = await readFile(FILE, 'utf8').catch(() => '');
    expect(committed === generated, `${FILE} is out of date: run npm run web:types`).toBe(true);
  });
});
