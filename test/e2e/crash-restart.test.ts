/**
 * A worker killed in the middle of the transform step loses nothing: the stages run in a
 * `ferry worker` child process; it is SIGKILLed while a large file is `transforming`, the row stays
 * stuck while no worker runs, and a new worker's sweeper sends it through again. The result is the
 * one an uninterrupted run of the same file gives: same counters, byte-identical files.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findTransformation } from '../../src/store/transformations/transformations.ts';
import { bearer, createTestApp, type TestApp } from '../support/app.ts';
import { contacts } from '../support/contacts-file.ts';
import { confirmMapping, createContactsTemplate, untilStep, uploadFile } from '../support/flow.ts';

const ROWS = 200_000;

let t: TestApp;
let acme: string;
const workers: ChildProcess[] = [];

/** Starts `ferry worker` in its own process group, with short heartbeat, staleness and sweep. */
function startWorker(): { child: ChildProcess; output: () => string } {
  let output = '';
  const child = spawn(process.execPath, ['bin/ferry.js', 'worker'], {
    env: {
      ...process.env,
      DATABASE_URL: t.database.url,
      FERRY_DATA_DIR: t.services.ctx.config.dataDir,
      FERRY_STEP_HEARTBEAT_SECONDS: '1',
      FERRY_STEP_STALE_SECONDS: '3',
      FERRY_STEP_SWEEP_SECONDS: '1',
      FERRY_WORKER_METRICS_PORT: '0',
    },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr!.on('data', (chunk) => {
    output += chunk;
  });
  workers.push(child);
  return { child, output: () => output };
}

/** SIGKILLs a worker's whole process group and waits for it to be gone. */
async function kill(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const gone = new Promise((resolve) => child.once('exit', resolve));
  try {
    process.kill(-child.pid!, 'SIGKILL');
  } catch {
    // Already gone.
  }
  await gone;
}

const rowOf = async (id: string) => (await findTransformation(t.services.ctx.db, id))!;

/** Polls the database itself (not the API) so the kill lands early in the step. */
async function untilRowStep(id: string, step: string, worker: { output: () => string }) {
  for (let i = 0; i < 3000; i++) {
    const row = await rowOf(id);
    if (row.step === step) return row;
    if (row.step === 'failed' || row.step === 'transformed') {
      throw new Error(`The transformation went to ${row.step} before ${step}.\n${worker.output()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`The transformation never reached ${step}.\n${worker.output()}`);
}

async function digest(key: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of await t.services.ports.blobs.get(key)) hash.update(chunk);
  return hash.digest('hex');
}

async function download(id: string, kind: string): Promise<string> {
  const res = await t.app.inject({
    method: 'GET',
    url: `/transformation/${id}/file/${kind}`,
    headers: bearer(acme),
  });
  expect(res.statusCode, res.body).toBe(200);
  return createHash('sha256').update(res.rawPayload).digest('hex');
}

beforeAll(async () => {
  // The API sends stages; only the worker processes run them.
  t = await createTestApp({}, { jobs: 'send' });
  acme = (await t.organisation('acme')).token;
  await createContactsTemplate(t, acme, 'contacts', { accept_errors: true });
});
// Should the test process itself be torn down early, its workers go with it.
process.once('exit', () => {
  for (const child of workers) {
    try {
      process.kill(-child.pid!, 'SIGKILL');
    } catch {
      // Already gone.
    }
  }
});
afterAll(async () => {
  await Promise.all(workers.map(kill));
  await t?.close();
});

describe('a worker killed in the middle of the transform step', () => {
  it('leaves the transformation to the next worker, which finishes it as an uninterrupted run would', async () => {
    const source = contacts(ROWS);
    const crashed = await uploadFile(t, acme, 'contacts', source);
    const reference = await uploadFile(t, acme, 'contacts', source);
    const first = startWorker();
    for (const created of [crashed, reference]) {
      expect(await untilStep(t, acme, created.automation_id, ['matched', 'failed'])).toMatchObject({
        step: 'matched',
      });
    }
    await confirmMapping(t, acme, crashed);
    await untilRowStep(crashed.transformation_id, 'transforming', first);
    await kill(first.child);

    // No worker runs: the row stays in its running step and its heartbeat has stopped.
    const killed = await rowOf(crashed.transformation_id);
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    const stuck = await rowOf(crashed.transformation_id);
    expect(stuck.step).toBe('transforming');
    expect(stuck.updated_at).toEqual(killed.updated_at);
    expect(stuck.files.target).toBeUndefined();

    const second = startWorker();
    await confirmMapping(t, acme, reference);
    for (const created of [crashed, reference]) {
      const done = await untilStep(t, acme, created.automation_id, ['transformed', 'failed']);
      expect(done, second.output()).toMatchObject({ step: 'transformed' });
    }
    expect(second.output()).toContain(crashed.transformation_id);
    expect(second.output()).toContain('re-enqueued as transform');

    const [after, uninterrupted] = [
      await rowOf(crashed.transformation_id),
      await rowOf(reference.transformation_id),
    ];
    expect(after.counters).toEqual(uninterrupted.counters);
    expect(after.counters).toMatchObject({ rows_in_source: ROWS, rows_in_target: ROWS });
    expect(after.counters!.rows_in_error).toBeGreaterThan(0);
    expect(after.target_name).toBe(uninterrupted.target_name);
    expect(Object.keys(after.files).sort()).toEqual(Object.keys(uninterrupted.files).sort());
    expect(Object.keys(after.files)).toEqual(
      expect.arrayContaining(['target', 'error_report', 'invalid_rows']),
    );
    for (const kind of ['target', 'error_report', 'invalid_rows']) {
      expect(await download(crashed.transformation_id, kind), kind).toBe(
        await download(reference.transformation_id, kind),
      );
    }
    for (const kind of Object.keys(after.files)) {
      expect(await digest(after.files[kind]!), kind).toBe(await digest(uninterrupted.files[kind]!));
    }

    // A worker asked to stop finishes what it runs and exits cleanly.
    const exited = new Promise((resolve) => second.child.once('exit', (code) => resolve(code)));
    second.child.kill('SIGTERM');
    expect(await exited).toBe(0);
  }, 120_000);
});
