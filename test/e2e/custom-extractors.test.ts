/**
 * `GET /custom-extractors` on an app started with FERRY_EXTRACTORS_DIR, and a `custom` source run
 * from the API to a processed submission; an extractor that throws ends the run in `failed` with
 * its sentence. A plan without X_IMPORT_CUSTOM is told so (402); without the folder, the list is empty.
 */
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customExtractorId } from '../../src/sources/custom-extractors/extractor-id.ts';
import { extractorsDir } from '../sources/custom-extractors/modules.ts';
import { createTestApp, envelope, type TestApp } from '../support/app.ts';
import { call, createContactsTemplate } from '../support/flow.ts';
import { createSource, runUntil, startRun, submittedTarget } from './source-runs-support.ts';

let t: TestApp;
let acme: string;
let dir: string;

beforeAll(async () => {
  dir = (await extractorsDir()).dir;
  t = await createTestApp({ extractorsDir: dir }, { jobs: true });
  acme = (await t.organisation('acme')).token;
  await createContactsTemplate(t, acme, 'contacts', { accept_errors: true });
}, 60_000);
afterAll(async () => {
  await t?.close();
  await rm(path.dirname(dir), { recursive: true, force: true });
});

const customSource = (handle: string, metadata: { name: string; value: string }[] = []) => ({
  name: `Custom ${handle}`,
  data_extractor: 'custom',
  custom: { handle, metadata },
});

describe('custom extractors over the API', () => {
  it('lists the installed extractors with their ids, handles and names', async () => {
    const res = await call(t, acme, 'GET', '/custom-extractors');
    expect(res.statusCode, res.body).toBe(200);
    const list = envelope(res).payload;
    expect(list).toContainEqual({
      custom_data_extractor_id: customExtractorId('generated-csv'),
      handle: 'generated-csv',
      name: 'Generated sample contacts',
    });
    expect(list.map((e: { handle: string }) => e.handle)).not.toContain('no-name');
    // Only the id, handle and name leave the server: not the file it was loaded from.
    expect(res.body).not.toContain(dir);
  });

  it('answers 402 to a plan without X_IMPORT_CUSTOM, and [] on a server without the folder', async () => {
    const token = (await t.organisation('small')).token;
    await t.services.organisations.setPlan('small', { limits: {}, grant: [], revoke: ['X_IMPORT_CUSTOM'] });
    const refused = await call(t, token, 'GET', '/custom-extractors');
    expect(refused.statusCode).toBe(402);
    expect(envelope(refused).product).toMatchObject({ permission: { name: 'X_IMPORT_CUSTOM' } });
    const bare = await createTestApp();
    try {
      const owner = (await bare.organisation('bare')).token;
      expect(envelope(await call(bare, owner, 'GET', '/custom-extractors')).payload).toEqual([]);
    } finally {
      await bare.close();
    }
  });

  it('runs a custom source to a processed submission', async () => {
    const sourceId = await createSource(
      t,
      acme,
      customSource('generated-csv', [{ name: 'rows', value: '3' }]),
    );
    const started = await startRun(t, acme, {
      template_handle: 'contacts',
      source_id: sourceId,
      auto_submit: true,
    });
    const status = await runUntil(t, acme, started.automation_id, ['processed', 'failed']);
    expect(status.step, JSON.stringify(status)).toBe('processed');
    const target = (await submittedTarget(t, acme, started.transformation_id)).toString();
    expect(target).toContain('contact3@example.com');
  }, 60_000);

  it('ends the run in failed with the sentence of an extractor that throws', async () => {
    const sourceId = await createSource(t, acme, customSource('thrower'));
    const started = await startRun(t, acme, { template_handle: 'contacts', source_id: sourceId });
    const status = await runUntil(t, acme, started.automation_id, ['failed', 'downloaded', 'matched']);
    expect(status.step).toBe('failed');
    expect(status.details).toBe(
      'The custom extractor "Thrower" failed: The partner API answered 503 Service Unavailable.',
    );
  }, 60_000);
});
