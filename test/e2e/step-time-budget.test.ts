/**
 * Every stage runs under a time budget: a transform that outlives it is stopped, the
 * transformation ends `failed` with a reason a sender can read, the server keeps answering, and
 * the next file goes through in a fresh engine thread.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/app.ts';
import {
  confirmMapping,
  createContactsTemplate,
  untilStep,
  uploadAndTransform,
  uploadFile,
} from '../support/flow.ts';

let t: TestApp;
let acme: string;

function contacts(rows: number): string {
  const lines = ['E-mail,Name,Price'];
  for (let i = 1; i <= rows; i++) lines.push(`person${i}@example.com,Person ${i},${i % 1000}.50`);
  return `${lines.join('\n')}\n`;
}

beforeAll(async () => {
  t = await createTestApp({}, { jobs: true });
  acme = (await t.organisation('acme')).token;
  await createContactsTemplate(t, acme, 'contacts', { accept_errors: true });
});
afterAll(() => t?.close());

describe('a stage that outlives its time budget', () => {
  it('ends failed with the budget in its details, and the next file is transformed', async () => {
    const slow = await uploadFile(t, acme, 'contacts', contacts(100_000));
    expect(await untilStep(t, acme, slow.automation_id, ['matched', 'failed'])).toMatchObject({
      step: 'matched',
    });

    // A budget no transform of 100,000 rows fits in.
    t.services.ctx.config.stepTimeoutSeconds = 0.05;
    await confirmMapping(t, acme, slow);
    const failed = await untilStep(t, acme, slow.automation_id, ['transformed', 'failed']);
    expect(failed.step).toBe('failed');
    expect(failed.details).toBe(
      'Processing stopped after 0.05 seconds, the limit for one step: the file takes too long to process with this template. Try a smaller file, or simpler rules.',
    );

    const health = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(health.statusCode).toBe(200);

    t.services.ctx.config.stepTimeoutSeconds = 600;
    await uploadAndTransform(t, acme, 'contacts', contacts(3));
  }, 120_000);
});
