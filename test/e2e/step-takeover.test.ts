/**
 * Heartbeats of running stages, in one process on the test database: a stage beats while it runs
 * and stops when it ends; a live stage is never taken over, a stale one is, by one taker only; the
 * sweeper sends a stale stage back to its waiting step and enqueues its job once, and at once the
 * stage of a process of this machine that is gone. An organisation at its share of running stages
 * has its next stage deferred.
 */
import { spawn } from 'node:child_process';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type JobQueue, startJobQueue } from '../../src/jobs/queue.ts';
import type { StageQueue } from '../../src/services/stages/stage-queue.ts';
import { StageDeferred, StageRunner } from '../../src/services/stages/stage-runner.ts';
import { ownersHere, thisWorker } from '../../src/services/stages/step-owner.ts';
import { recoverOrphanedSteps, recoverStaleSteps } from '../../src/services/stages/step-recovery.ts';
import { findTransformation, updateStep } from '../../src/store/transformations/transformations.ts';
import { createTestApp, envelope, type TestApp } from '../support/app.ts';
import { type Created, call, confirmMapping, createContactsTemplate, uploadFile } from '../support/flow.ts';

const SOURCE = 'E-mail,Name,Price\nada@example.com,Ada,12.50\nnot-an-email,Linus,3\n';
const STALE_MS = 60_000;

let t: TestApp;
let acme: string;
let queue: JobQueue;
let steps: StageQueue;

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
const rowOf = async (id: string) => (await findTransformation(t.services.ctx.db, id))!;

/** A stage that only holds its running step for a while, so its heartbeat can be watched. */
class HoldingStage extends StageRunner {
  async hold(id: string, ms: number): Promise<boolean> {
    const row = await this.begin(id, ['to_transform', 'transforming'], 'transforming');
    if (!row) return false;
    await this.guard(row, () => sleep(ms));
    return true;
  }
}

/** Puts a transformation in `step` as a worker would have, `ago` ms before the clock's now. */
async function placeAt(created: Created, step: string, ago: number) {
  const at = new Date(t.services.ctx.now().getTime() - ago);
  await updateStep(t.services.ctx.db, created.transformation_id, { step }, at);
}

/** Transform jobs sent for a transformation, whatever their state. */
async function jobsOf(created: Created): Promise<number> {
  const { rows } = await sql<{ count: string }>`
    SELECT count(*) AS count FROM pgboss.job
    WHERE name = 'transformation-transform' AND data->>'transformationId' = ${created.transformation_id}
  `.execute(t.database.db);
  return Number(rows[0]!.count);
}

/** Marks a transformation's running step as run by `owner`. */
async function ownedBy(created: Created, owner: string) {
  await sql`UPDATE transformations SET step_owner = ${owner} WHERE transformation_id = ${created.transformation_id}`.execute(
    t.database.db,
  );
}

async function ownerOf(created: Created): Promise<string | null> {
  const { rows } = await sql<{ step_owner: string | null }>`
    SELECT step_owner FROM transformations WHERE transformation_id = ${created.transformation_id}
  `.execute(t.database.db);
  return rows[0]!.step_owner;
}

/** The pid of a process that existed and is gone. */
async function deadPid(): Promise<number> {
  const child = spawn(process.execPath, ['-e', '']);
  await new Promise((resolve) => child.once('exit', resolve));
  return child.pid!;
}

beforeAll(async () => {
  // Stages left in a running step by one test must not hold the next test's stages back.
  t = await createTestApp(
    { stepHeartbeatSeconds: 1, stepStaleSeconds: STALE_MS / 1000, orgRunningStages: 100 },
    { jobs: false },
  );
  acme = (await t.organisation('acme')).token;
  await createContactsTemplate(t, acme, 'contacts', { accept_errors: true });
  queue = await startJobQueue(t.database.url, { error: () => {} });
  steps = queue.stages;
});
afterAll(async () => {
  await queue?.stop();
  await t?.close();
});

describe('a running stage', () => {
  it('refreshes its heartbeat while it runs and stops when it ends', async () => {
    const created = await uploadFile(t, acme, 'contacts', SOURCE);
    await placeAt(created, 'to_transform', 0);
    const holding = new HoldingStage(t.services.ctx).hold(created.transformation_id, 2_600);
    await sleep(300);
    const taken = (await rowOf(created.transformation_id)).updated_at.getTime();
    expect(await holding).toBe(true);
    const last = (await rowOf(created.transformation_id)).updated_at.getTime();
    expect(last).toBeGreaterThan(taken);
    await sleep(1_500);
    expect((await rowOf(created.transformation_id)).updated_at.getTime()).toBe(last);
  });

  it('is left to its worker while its heartbeat is fresh, and taken over once it is stale', async () => {
    const created = await uploadFile(t, acme, 'contacts', SOURCE);
    await t.services.stages.normalize(created.transformation_id);
    await t.services.stages.match(created.transformation_id);
    await confirmMapping(t, acme, created);
    await placeAt(created, 'transforming', STALE_MS - 5_000);

    await t.services.stages.transform(created.transformation_id);
    const untouched = await rowOf(created.transformation_id);
    expect(untouched.step).toBe('transforming');
    expect(untouched.files.target).toBeUndefined();

    t.advance(10_000);
    await t.services.stages.transform(created.transformation_id);
    const done = await rowOf(created.transformation_id);
    expect(done.step).toBe('transformed');
    expect(done.counters).toMatchObject({ rows_in_source: 2, rows_in_error: 1 });
  });

  it('is taken over by one of two stale takers only', async () => {
    const created = await uploadFile(t, acme, 'contacts', SOURCE);
    await placeAt(created, 'transforming', STALE_MS + 1_000);
    const stage = new HoldingStage(t.services.ctx);
    const taken = await Promise.all([
      stage.hold(created.transformation_id, 0),
      stage.hold(created.transformation_id, 0),
    ]);
    expect(taken.filter(Boolean)).toHaveLength(1);
  });
});

describe('a stage of an organisation that runs as many stages as it may', () => {
  it('is deferred, taking nothing, and taken once the running one goes stale', async () => {
    // An organisation of its own: the other tests leave acme's stages in running steps.
    const beta = (await t.organisation('beta')).token;
    await createContactsTemplate(t, beta, 'contacts', { accept_errors: true });
    const running = await uploadFile(t, beta, 'contacts', SOURCE);
    const next = await uploadFile(t, beta, 'contacts', SOURCE);
    await placeAt(running, 'transforming', STALE_MS - 5_000);
    await placeAt(next, 'to_transform', 0);
    const config = { ...t.services.ctx.config, orgRunningStages: 1 };
    const stage = new HoldingStage({ ...t.services.ctx, config });

    await expect(stage.hold(next.transformation_id, 0)).rejects.toBeInstanceOf(StageDeferred);
    expect((await rowOf(next.transformation_id)).step).toBe('to_transform');

    t.advance(10_000);
    expect(await stage.hold(next.transformation_id, 0)).toBe(true);
    const taken = await rowOf(next.transformation_id);
    expect(taken.step).toBe('transforming');
    expect(await ownerOf(next)).toBe(thisWorker());
  });
});

describe('the sweeper', () => {
  it('sends back at once the fresh stage of a process of this machine that is gone, and no other', async () => {
    const orphaned = await uploadFile(t, acme, 'contacts', SOURCE);
    const live = await uploadFile(t, acme, 'contacts', SOURCE);
    const elsewhere = await uploadFile(t, acme, 'contacts', SOURCE);
    for (const created of [orphaned, live, elsewhere]) await placeAt(created, 'transforming', 0);
    const gone = `${ownersHere()}${await deadPid()}`;
    await ownedBy(orphaned, gone);
    const sleeper = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60_000)']);
    try {
      await ownedBy(live, `${ownersHere()}${sleeper.pid}`);
      await ownedBy(elsewhere, 'another-host/4026531836:1');

      const sweeps = await Promise.all([
        recoverOrphanedSteps(t.services.ctx, steps),
        recoverOrphanedSteps(t.services.ctx, steps),
      ]);
      expect(sweeps.flat()).toEqual([
        {
          transformationId: orphaned.transformation_id,
          step: 'transforming',
          job: 'transform',
          error: null,
          owner: gone,
        },
      ]);
      expect(await jobsOf(orphaned)).toBe(1);
      expect((await rowOf(orphaned.transformation_id)).step).toBe('to_transform');
      for (const created of [live, elsewhere]) {
        expect((await rowOf(created.transformation_id)).step).toBe('transforming');
        expect(await jobsOf(created)).toBe(0);
      }
    } finally {
      sleeper.kill('SIGKILL');
    }
  });

  it('sends a stale stage back to its waiting step and enqueues its job once', async () => {
    const stale = await uploadFile(t, acme, 'contacts', SOURCE);
    const fresh = await uploadFile(t, acme, 'contacts', SOURCE);
    await placeAt(stale, 'transforming', STALE_MS + 1_000);
    await placeAt(fresh, 'transforming', STALE_MS - 5_000);

    const sweeps = await Promise.all([
      recoverStaleSteps(t.services.ctx, steps),
      recoverStaleSteps(t.services.ctx, steps),
    ]);
    const swept = sweeps.flat();
    expect(swept.filter((r) => r.transformationId === stale.transformation_id)).toEqual([
      { transformationId: stale.transformation_id, step: 'transforming', job: 'transform', error: null },
    ]);
    expect(swept.map((r) => r.transformationId)).not.toContain(fresh.transformation_id);
    expect(await jobsOf(stale)).toBe(1);
    expect(await jobsOf(fresh)).toBe(0);

    const automation = await call(t, acme, 'GET', `/transformation/automation/${stale.automation_id}`);
    expect(envelope(automation).payload.step).toBe('to_transform');
    expect((await rowOf(fresh.transformation_id)).step).toBe('transforming');
  });
});
