/**
 * A worker SIGKILLed in the middle of a stage has its stage taken over by the next worker started
 * on the same machine at once, not once its heartbeat goes stale: both workers here would wait ten
 * minutes for staleness, and the file is still transformed.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findTransformation } from '../../src/store/transformations/transformations.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import { confirmMapping, createContactsTemplate, untilStep, uploadFile } from '../support/flow.ts';
import { WorkerProcesses } from '../support/worker-processes.ts';

let t: TestApp;
let acme: string;
const workers = new WorkerProcesses(() => t);

function contacts(rows: number): string {
  const lines = ['E-mail,Name,Price'];
  for (let i = 1; i <= rows; i++) lines.push(`person${i}@example.com,Person ${i},${i % 1000}.50`);
  return `${lines.join('\n')}\n`;
}

/** `ferry worker` that would take a step over only after ten minutes without a heartbeat. */
const startWorker = () =>
  workers.start({
    FERRY_STEP_HEARTBEAT_SECONDS: '1',
    FERRY_STEP_STALE_SECONDS: '600',
    FERRY_STEP_SWEEP_SECONDS: '600',
  });

beforeAll(async () => {
  t = await createTestApp({}, { jobs: 'send' });
  acme = (await t.organisation('acme')).token;
  await createContactsTemplate(t, acme, 'contacts', { accept_errors: true });
});
afterAll(async () => {
  await workers.killAll();
  await t?.close();
});

describe('a worker killed in the middle of a stage', () => {
  it('has its stage taken over at once by the next worker on the machine', async () => {
    const created = await uploadFile(t, acme, 'contacts', contacts(100_000));
    const first = startWorker();
    expect(await untilStep(t, acme, created.automation_id, ['matched', 'failed'])).toMatchObject({
      step: 'matched',
    });
    await confirmMapping(t, acme, created);
    for (let i = 0; ; i++) {
      const row = (await findTransformation(t.services.ctx.db, created.transformation_id))!;
      if (row.step === 'transforming') break;
      if (i > 3000 || row.step === 'transformed' || row.step === 'failed') {
        throw new Error(`The transformation went to ${row.step} before transforming.\n${first.output()}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    await workers.kill(first.child);

    const second = startWorker();
    const done = await untilStep(t, acme, created.automation_id, ['transformed', 'failed']);
    expect(done, second.output()).toMatchObject({ step: 'transformed' });
    expect(second.output()).toContain(`step transforming of the stopped worker`);
    expect(second.output()).toContain(`:${first.child.pid} re-enqueued as transform`);
  }, 180_000);
});
