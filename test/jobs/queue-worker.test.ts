/**
 * A queue worker whose database connection is lost while it completes or fails a job: the loss is
 * logged, the process goes on (no unhandled rejection), the job stays active and the worker keeps
 * working the queue once the database answers again. A worker behind a gate (a process's engine
 * threads, src/jobs/thread-slots.ts) fetches no job while the gate's slots are all taken.
 */
import pg from 'pg';
import PgBoss from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QueueWorker } from '../../src/jobs/queue-worker.ts';
import { ThreadSlots } from '../../src/jobs/thread-slots.ts';
import { createTestDatabase, type TestDatabase } from '../support/database.ts';

let database: TestDatabase;
let boss: PgBoss;
let admin: pg.Client;
const unhandled: unknown[] = [];
const onUnhandled = (reason: unknown) => unhandled.push(reason);

beforeAll(async () => {
  database = await createTestDatabase();
  // On the server's own database: a database cannot close its doors to the session altering it.
  const maintenance = new URL(database.url);
  maintenance.pathname = '/postgres';
  admin = new pg.Client({ connectionString: maintenance.toString() });
  await admin.connect();
  boss = new PgBoss({ connectionString: database.url, schema: 'pgboss', max: 2 });
  boss.on('error', () => {});
  await boss.start();
  process.on('unhandledRejection', onUnhandled);
});
afterAll(async () => {
  process.off('unhandledRejection', onUnhandled);
  await boss?.stop({ graceful: false, wait: true });
  await admin?.end();
  await database?.drop();
});

/**
 * Cuts the queue off its database: no new connection is let in, and the queue's open ones are
 * ended from the server's side. `admin` stays connected to let connections in again.
 */
async function cutQueueOff(): Promise<number> {
  await admin.query(`ALTER DATABASE "${database.name}" ALLOW_CONNECTIONS false`);
  const { rowCount } = await admin.query(
    `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
      WHERE datname = $1 AND application_name = 'pgboss'`,
    [database.name],
  );
  return rowCount ?? 0;
}

async function letQueueBackIn(): Promise<void> {
  await admin.query(`ALTER DATABASE "${database.name}" ALLOW_CONNECTIONS true`);
}

async function stateOf(queue: string, id: string): Promise<string | undefined> {
  for (let i = 0; i < 50; i++) {
    try {
      return (await boss.getJobById(queue, id))?.state;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  throw new Error('the database did not answer again');
}

describe('a queue worker', () => {
  for (const outcome of ['complete', 'fail'] as const) {
    it(`logs a connection lost while it ${outcome}s a job, and goes on`, async () => {
      const queue = `lost-${outcome}`;
      await boss.createQueue(queue);
      const logged: string[] = [];
      const handled: string[] = [];
      const worker = new QueueWorker<{ n: number }>(
        boss,
        queue,
        100,
        async (job) => {
          handled.push(job.id);
          // The connections die between the job's work and its completion.
          if (handled.length === 1) expect(await cutQueueOff()).toBeGreaterThan(0);
          if (outcome === 'fail') throw new Error('the job failed');
        },
        { error: (_obj, msg) => logged.push(msg) },
      );
      const first = (await boss.send(queue, { n: 1 }))!;
      worker.start();
      while (!logged.some((m) => m.includes(`could not ${outcome}`))) {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      await letQueueBackIn();
      // The job was worked but not settled: it is still active, to expire and be retried.
      expect(await stateOf(queue, first)).toBe('active');
      const second = (await boss.send(queue, { n: 2 }))!;
      worker.notify();
      while (!handled.includes(second)) await new Promise((resolve) => setTimeout(resolve, 50));
      await worker.stop();
      expect(await stateOf(queue, second)).toBe(outcome === 'complete' ? 'completed' : 'failed');
      expect(unhandled).toEqual([]);
    });
  }

  it('lets the job under way finish when it stops', async () => {
    await boss.createQueue('held');
    let release = () => {};
    let started = () => {};
    const running = new Promise<void>((resolve) => {
      started = resolve;
    });
    const worker = new QueueWorker(
      boss,
      'held',
      100,
      () => {
        started();
        return new Promise<void>((done) => {
          release = done;
        });
      },
      { error: () => {} },
    );
    worker.start();
    const id = (await boss.send('held', {}))!;
    await running;
    let stopped = false;
    const stopping = worker.stop().then(() => {
      stopped = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(stopped).toBe(false);
    release();
    await stopping;
    expect(await stateOf('held', id)).toBe('completed');
  });

  it('takes no job while its process has no engine thread free, and takes it once one is given back', async () => {
    await boss.createQueue('gated');
    const slots = new ThreadSlots(1);
    // A stage's own slice holds the one thread.
    const giveBack = await slots.take();
    const handled: string[] = [];
    const worker = new QueueWorker(
      boss,
      'gated',
      50,
      async (job) => {
        handled.push(job.id);
      },
      { error: () => {} },
      () => slots.take(),
    );
    worker.start();
    const id = (await boss.send('gated', {}))!;
    worker.notify();
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(handled).toEqual([]);
    expect(await stateOf('gated', id)).toBe('created');
    giveBack();
    for (let i = 0; i < 100 && handled.length === 0; i++) await new Promise((r) => setTimeout(r, 20));
    expect(handled).toEqual([id]);
    // Done, the job gives the thread back: the stage takes it again at once.
    const again = await Promise.race([
      slots.take(),
      new Promise<null>((resolve) => setTimeout(() => resolve(null), 1000)),
    ]);
    expect(again).not.toBeNull();
    again!();
    await worker.stop();
  });

  it('stops while it waits for an engine thread, and leaves the thread free', async () => {
    const slots = new ThreadSlots(1);
    const giveBack = await slots.take();
    const worker = new QueueWorker(
      boss,
      'gated',
      50,
      async () => {},
      { error: () => {} },
      () => slots.take(),
    );
    worker.start();
    await new Promise((resolve) => setTimeout(resolve, 100));
    await worker.stop();
    giveBack();
    const again = await Promise.race([
      slots.take(),
      new Promise<null>((resolve) => setTimeout(() => resolve(null), 1000)),
    ]);
    expect(again).not.toBeNull();
  });
});
