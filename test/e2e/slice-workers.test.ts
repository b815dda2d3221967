/**
 * One file split across `ferry worker` processes (FERRY_SLICE_JOB_BYTES): its slices run as
 * `transform-slice` jobs, and the transform's files are byte for byte those of a run of the same
 * file and template in one piece, uniqueness included with repeats in other slices than their
 * first value's. With two workers each runs slices (read from the slice tasks' rows); with one, the
 * stage waiting for its slices does not keep them from running; a worker killed while it runs a
 * slice has it taken over once its heartbeat is stale.
 */
import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sliceWorkers } from '../../src/store/transformations/slice-tasks.ts';
import {
  findTransformation,
  type TransformationRow,
} from '../../src/store/transformations/transformations.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import { contacts } from '../support/contacts-file.ts';
import {
  type Created,
  confirmMapping,
  createContactsTemplate,
  untilStep,
  uploadFile,
} from '../support/flow.ts';
import { type WorkerProcess, WorkerProcesses } from '../support/worker-processes.ts';

const ROWS = 30_000;
/** About 2,000 rows a slice: the repeats of row 1's e-mail (every 4,001st row) fall in later slices. */
const SLICE_BYTES = 64 * 1024;

let t: TestApp;
const tokens: Record<string, string> = {};
const workers = new WorkerProcesses(() => t);
const ORGS = ['reference', 'two', 'one', 'killed'] as const;
/** The reference run's row, and its files' digests. */
let reference: TransformationRow;
let expected: Record<string, string>;
const created: Record<string, Created> = {};

const startWorker = (sliced: boolean, core?: number): WorkerProcess =>
  workers.start(
    {
      FERRY_ENGINE_THREADS: '1',
      ...(sliced && { FERRY_SLICE_JOB_BYTES: String(SLICE_BYTES) }),
    },
    core === undefined ? {} : { core },
  );

async function digest(key: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of await t.services.ports.blobs.get(key)) hash.update(chunk);
  return hash.digest('hex');
}

/** Confirms the mapping and waits for the transform; the row once transformed. */
async function transform(org: string, created: Created, running: WorkerProcess[], confirm = true) {
  if (confirm) await confirmMapping(t, tokens[org]!, created);
  const done = await untilStep(t, tokens[org]!, created.automation_id, ['transformed', 'failed']);
  expect(done, running.map((w) => w.output()).join('\n---\n')).toMatchObject({ step: 'transformed' });
  return (await findTransformation(t.services.ctx.db, created.transformation_id))!;
}

/** The files of a transform by kind, as digests. */
async function digests(files: Record<string, string>): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const [kind, key] of Object.entries(files)) out[kind] = await digest(key);
  return out;
}

beforeAll(async () => {
  // The API only sends stages; the worker processes run them.
  t = await createTestApp({}, { jobs: 'send' });
  for (const org of ORGS) {
    tokens[org] = (await t.organisation(org)).token;
    await createContactsTemplate(t, tokens[org]!, 'contacts', { accept_errors: true });
  }
});
afterAll(async () => {
  await workers.killAll();
  await t?.close();
});

describe('one file split across workers', () => {
  it('gives the files of a run in one piece, with two workers each running slices and with one', async () => {
    const source = contacts(ROWS);
    expect(Buffer.byteLength(source)).toBeGreaterThan(10 * SLICE_BYTES);
    for (const org of ORGS) created[org] = await uploadFile(t, tokens[org]!, 'contacts', source);

    // The reference: a worker that splits nothing (the file is below the engine's own split size).
    const plain = startWorker(false);
    for (const org of ORGS) {
      const matched = await untilStep(t, tokens[org]!, created[org]!.automation_id, ['matched', 'failed']);
      expect(matched, plain.output()).toMatchObject({ step: 'matched' });
    }
    reference = await transform('reference', created.reference!, [plain]);
    await workers.stop(plain.child);
    expect(reference.counters).toMatchObject({ rows_in_source: ROWS });
    expect(reference.counters!.rows_in_error).toBeGreaterThan(0);
    expected = await digests(reference.files);
    expect(Object.keys(expected)).toEqual(expect.arrayContaining(['target', 'error_report', 'normalized']));

    for (const [org, count] of [
      ['two', 2],
      ['one', 1],
    ] as const) {
      // One worker alone is pinned to one core: a stage's thread waiting for its slices must not
      // keep them from the one thread such a process has.
      const running = Array.from({ length: count }, () => startWorker(true, count === 1 ? 0 : undefined));
      const row = await transform(org, created[org]!, running);
      expect(row.counters).toEqual(reference.counters);
      expect(await digests(row.files)).toEqual(expected);

      const tasks = await sliceWorkers(t.services.ctx.db, created[org]!.transformation_id);
      const slices = new Set(tasks.map((task) => task.slice));
      expect(slices.size).toBeGreaterThan(8);
      expect(tasks.every((task) => task.state === 'done')).toBe(true);
      expect(tasks.filter((task) => task.pass === 'observe')).toHaveLength(slices.size);
      expect(tasks.filter((task) => task.pass === 'judge')).toHaveLength(slices.size);
      const pids = new Set(
        tasks.map((task) => Number(task.worker!.slice(task.worker!.lastIndexOf(':') + 1))),
      );
      expect([...pids].sort()).toEqual(running.map((w) => w.child.pid).sort());
      await Promise.all(running.map((w) => workers.stop(w.child)));
    }
  }, 240_000);

  it('takes a slice over from a worker killed while it runs it', async () => {
    const running = [startWorker(true), startWorker(true)];
    const id = created.killed!.transformation_id;
    await confirmMapping(t, tokens.killed!, created.killed!);
    // A task running on a worker other than the stage's own: its worker is killed.
    let victim: WorkerProcess | undefined;
    for (let i = 0; i < 6000 && !victim; i++) {
      const owner = (await findTransformation(t.services.ctx.db, id))!;
      const tasks = await sliceWorkers(t.services.ctx.db, id);
      const stageOwner = await stepOwner(id);
      const taken = tasks.find((task) => task.state === 'running' && task.worker !== stageOwner);
      if (taken && owner.step === 'transforming')
        victim = running.find((w) => taskPid(taken.worker!) === w.child.pid);
      else await new Promise((resolve) => setTimeout(resolve, 10));
    }
    expect(victim, running.map((w) => w.output()).join('\n---\n')).toBeDefined();
    await workers.kill(victim!.child);
    const survivor = running.find((w) => w !== victim)!;
    const row = await transform('killed', created.killed!, [survivor], false);
    expect(row.counters).toEqual(reference.counters);
    expect(await digests(row.files)).toEqual(expected);
    const tasks = await sliceWorkers(t.services.ctx.db, id);
    expect(tasks.every((task) => task.state === 'done' && taskPid(task.worker!) === survivor.child.pid)).toBe(
      true,
    );
    await workers.stop(survivor.child);
  }, 240_000);
});

const taskPid = (worker: string) => Number(worker.slice(worker.lastIndexOf(':') + 1));

async function stepOwner(id: string): Promise<string | null> {
  const { rows } = await sql<{ step_owner: string | null }>`
    SELECT step_owner FROM transformations WHERE transformation_id = ${id}
  `.execute(t.database.db);
  return rows[0]?.step_owner ?? null;
}
