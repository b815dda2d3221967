/**
 * `progress` on the transformation resource: written by the running stage at most twice a second
 * to the database (any API instance answers it), shown only while a step runs, cleared when it ends.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { trackProgress } from '../../src/services/transformations/step-progress.ts';
import { updateStep } from '../../src/store/transformations/transformations.ts';
import { createTestApp, envelope, type TestApp } from '../support/app.ts';
import {
  type Created,
  call,
  createContactsTemplate,
  untilStep,
  uploadAndTransform,
  uploadFile,
} from '../support/flow.ts';

let t: TestApp;
let acme: string;

beforeAll(async () => {
  t = await createTestApp({}, { jobs: true });
  acme = (await t.organisation('acme')).token;
  await createContactsTemplate(t, acme, 'contacts', { accept_errors: true });
});
afterAll(() => t.close());

const progressOf = async (created: Created) =>
  envelope(await call(t, acme, 'GET', `/transformation/${created.transformation_id}`)).payload.progress;

async function until(created: Created, wanted: unknown) {
  for (let i = 0; i < 100; i++) {
    if (JSON.stringify(await progressOf(created)) === JSON.stringify(wanted)) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  expect(await progressOf(created)).toEqual(wanted);
}

describe('progress', () => {
  it('follows what the running stage reports, within a second, and is null once it stops', async () => {
    const created = await uploadAndTransform(
      t,
      acme,
      'contacts',
      'E-mail,Name,Price\nada@example.com,Ada,1\n',
    );
    expect(await progressOf(created)).toBeNull();
    // A stage running again (as after a worker crash): its progress is the stage's own.
    await updateStep(t.services.ctx.db, created.transformation_id, { step: 'transforming' }, new Date());
    const tracker = trackProgress(t.services.ctx, created.transformation_id, 1000, 'rows');
    await until(created, { done: 0, total: 1000, unit: 'rows' });
    tracker.report(400);
    await until(created, { done: 400, total: 1000, unit: 'rows' });
    tracker.report(1000);
    await until(created, { done: 1000, total: 1000, unit: 'rows' });
    await tracker.stop();
    expect(await progressOf(created)).toBeNull();
    // Done: the organisation's share of running stages is free again for the next file.
    await updateStep(t.services.ctx.db, created.transformation_id, { step: 'transformed' }, new Date());
  });

  it('is null when no step runs, whatever was stored, and when the size is unknown', async () => {
    const created = await uploadFile(t, acme, 'contacts', 'E-mail,Name,Price\nada@example.com,Ada,1\n');
    await untilStep(t, acme, created.automation_id, ['matched']);
    await t.services.ctx.db
      .updateTable('transformations')
      .set({ progress: JSON.stringify({ done: 1, total: 2, unit: 'rows' }), step: 'failed' })
      .where('transformation_id', '=', created.transformation_id)
      .execute();
    expect(await progressOf(created)).toBeNull();
    const unknown = trackProgress(t.services.ctx, created.transformation_id, null, 'rows');
    unknown.report(5);
    await unknown.stop();
  });

  it('is cleared by the transform stage when it ends', async () => {
    const rows = Array.from({ length: 2000 }, (_, i) => `u${i}@example.com,User ${i},${i % 900}`);
    const created = await uploadAndTransform(t, acme, 'contacts', ['E-mail,Name,Price', ...rows].join('\n'));
    expect(await progressOf(created)).toBeNull();
    const stored = await t.services.ctx.db
      .selectFrom('transformations')
      .select('progress')
      .where('transformation_id', '=', created.transformation_id)
      .executeTakeFirstOrThrow();
    expect(stored.progress).toBeNull();
  });
});
