/**
 * One organisation's files never hold every worker: with FERRY_ORG_RUNNING_STAGES at 1, an
 * organisation that queued several large transforms runs them one at a time, and another
 * organisation's small file, queued after them, goes through while they are still waiting.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findTransformation } from '../../src/store/transformations/transformations.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import {
  type Created,
  confirmMapping,
  createContactsTemplate,
  untilStep,
  uploadFile,
} from '../support/flow.ts';

const RUNNING = ['normalizing', 'matching', 'reusing', 'transforming', 'submitting'];

let t: TestApp;
let acme: string;
let other: string;

function contacts(rows: number): string {
  const lines = ['E-mail,Name,Price'];
  for (let i = 1; i <= rows; i++) lines.push(`person${i}@example.com,Person ${i},${i % 1000}.50`);
  return `${lines.join('\n')}\n`;
}

const stepOf = async (created: Created) =>
  (await findTransformation(t.services.ctx.db, created.transformation_id))!.step;

beforeAll(async () => {
  t = await createTestApp({ orgRunningStages: 1, engineThreads: 2 }, { jobs: true });
  acme = (await t.organisation('acme')).token;
  other = (await t.organisation('other')).token;
  await createContactsTemplate(t, acme, 'contacts', { accept_errors: true });
  await createContactsTemplate(t, other, 'contacts', { accept_errors: true });
});
afterAll(() => t?.close());

describe('an organisation with several large files queued', () => {
  it('runs one stage at a time, and another organisation’s file queued later finishes before them', async () => {
    const large = contacts(60_000);
    const queued: Created[] = [];
    for (let i = 0; i < 3; i++) queued.push(await uploadFile(t, acme, 'contacts', large));
    const small = await uploadFile(t, other, 'contacts', contacts(3));
    for (const [token, created] of [...queued.map((c) => [acme, c] as const), [other, small] as const]) {
      expect(await untilStep(t, token, created.automation_id, ['matched', 'failed'])).toMatchObject({
        step: 'matched',
      });
    }

    // Watches acme's rows while the files are transformed.
    let watching = true;
    let mostRunning = 0;
    const watch = (async () => {
      while (watching) {
        const steps = await Promise.all(queued.map(stepOf));
        mostRunning = Math.max(mostRunning, steps.filter((step) => RUNNING.includes(step)).length);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    })();
    try {
      // acme's three transforms are queued first, the other organisation's right after them.
      for (const created of queued) await confirmMapping(t, acme, created);
      await confirmMapping(t, other, small);
      expect(await untilStep(t, other, small.automation_id, ['transformed', 'failed'])).toMatchObject({
        step: 'transformed',
      });
      const acmeSteps = await Promise.all(queued.map(stepOf));
      expect(acmeSteps.filter((step) => step !== 'transformed').length).toBeGreaterThan(0);

      for (const created of queued) {
        expect(await untilStep(t, acme, created.automation_id, ['transformed', 'failed'])).toMatchObject({
          step: 'transformed',
        });
      }
    } finally {
      watching = false;
      await watch;
    }
    expect(mostRunning).toBe(1);
  }, 180_000);
});
