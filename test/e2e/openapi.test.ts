/**
 * The OpenAPI document is the truth: 3.1.0, every route with schemas, linted by Redocly's CLI, and
 * good enough for a typed client (openapi-typescript) that compiles.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/app.ts';

const run = promisify(execFile);
const bin = (name: string) => path.resolve('node_modules/.bin', name);

/** Actions that take no body at all. */
const BODILESS = [
  'POST /organisation/embed-secret',
  'POST /transformation/{transformationId}/submit',
  'POST /transformation/{transformationId}/data/undo',
  'POST /webhooks/{webhookId}/deliveries/{deliveryId}/retry',
  'POST /feed/{feedId}/run',
  'POST /template/{templateHandle}/try-it',
  'POST /submission/{submissionId}/replay',
  'POST /delivery/{deliveryId}/retry',
];

let t: TestApp;
let doc: any;
let dir: string;

beforeAll(async () => {
  t = await createTestApp();
  doc = (await t.app.inject({ url: '/openapi.json' })).json();
  dir = await mkdtemp(path.join(os.tmpdir(), 'ferry-openapi-'));
  await writeFile(path.join(dir, 'openapi.json'), JSON.stringify(doc));
});
afterAll(async () => {
  await t.close();
  await rm(dir, { recursive: true, force: true });
});

describe('GET /openapi.json', () => {
  it('is OpenAPI 3.1.0, version 1.0.0, with the four tags and bearer security', () => {
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.info.version).toBe('1.0.0');
    expect(doc.tags.map((tag: { name: string }) => tag.name)).toEqual([
      'Integrations',
      'Receiver',
      'Sender',
      'Get started',
    ]);
    expect(doc.components.securitySchemes.bearerAuth).toMatchObject({ type: 'http', scheme: 'bearer' });
  });

  it('gives every operation a tag, a 2xx response schema and the error envelope', () => {
    const operations = Object.entries(doc.paths).flatMap(([route, methods]) =>
      Object.entries(methods as Record<string, any>).map(([method, op]) => ({ route, method, op })),
    );
    expect(operations.length).toBeGreaterThan(10);
    for (const { route, method, op } of operations) {
      const where = `${method.toUpperCase()} ${route}`;
      expect(op.tags?.length, where).toBeGreaterThan(0);
      const success = Object.keys(op.responses).find((s) => s.startsWith('2'));
      expect(success, where).toBeDefined();
      expect(op.responses['400'], where).toBeDefined();
      if (['post', 'put'].includes(method) && !BODILESS.includes(where))
        expect(op.requestBody, where).toBeDefined();
    }
  });

  it('passes the Redocly linter without errors', async () => {
    const { stdout, stderr } = await run(
      bin('redocly'),
      ['lint', path.join(dir, 'openapi.json'), '--format=json'],
      { maxBuffer: 20e6 },
    ).catch((err) => err);
    const report = JSON.parse(stdout);
    const errors = report.problems.filter((p: { severity: string }) => p.severity === 'error');
    expect(errors, stderr).toEqual([]);
  }, 60_000);

  it('generates a typed client that compiles', async () => {
    await run(bin('openapi-typescript'), [path.join(dir, 'openapi.json'), '-o', path.join(dir, 'api.d.ts')]);
    await writeFile(
      path.join(dir, 'client.ts'),
      `import type { paths } from './api.js';
type Hello = paths['/en/hello']['get']['responses']['200']['content']['application/json'];
const sample: Hello = { success: true, payload: { hello: 'Ada' }, product: null, debug: [] };
export const name: string = sample.payload.hello;
`,
    );
    await run(bin('tsc'), [
      '--noEmit',
      '--strict',
      '--skipLibCheck',
      '--module',
      'nodenext',
      '--moduleResolution',
      'nodenext',
      path.join(dir, 'client.ts'),
    ]);
  }, 60_000);
});
