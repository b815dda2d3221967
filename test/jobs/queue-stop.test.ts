/**
 * The job queue while Ferry stops: the database ending its connections then is the stop itself
 * (the embedded PostgreSQL stops right after the pools, whose `end()` does not wait for the
 * server's goodbye), and is not logged as an error. Before the stop, such a loss is an error, in
 * one entry without the multi-kilobyte pg client.
 */
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type JobQueue, startJobQueue } from '../../src/jobs/queue.ts';
import { createTestDatabase, type TestDatabase } from '../support/database.ts';

let database: TestDatabase;
let queue: JobQueue | null = null;
const logged: { obj: object; msg: string }[] = [];
const log = { error: (obj: object, msg: string) => logged.push({ obj, msg }) };
const unhandled: unknown[] = [];
const onUnhandled = (reason: unknown) => unhandled.push(reason);

beforeAll(async () => {
  database = await createTestDatabase();
  process.on('unhandledRejection', onUnhandled);
});
afterAll(async () => {
  process.off('unhandledRejection', onUnhandled);
  await queue?.stop();
  await database?.drop();
});

/** Ends, from the server's side, the job queue's connections that wait idle in its pool. */
async function dropIdleQueueConnections(): Promise<number> {
  const admin = new pg.Client({ connectionString: database.url });
  await admin.connect();
  try {
    const { rowCount } = await admin.query(
      `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
        WHERE datname = current_database() AND application_name = 'pgboss' AND state = 'idle'`,
    );
    return rowCount ?? 0;
  } finally {
    await admin.end();
  }
}

describe('the job queue', () => {
  it('logs a connection lost while running as one error without the pg client', async () => {
    queue = await startJobQueue(database.url, log);
    await queue.boss.createQueue('held');
    await queue.boss.send('held', {});
    await queue.boss.fetch('held');
    const lost = new Promise((resolve) => queue!.boss.once('error', resolve));
    expect(await dropIdleQueueConnections()).toBeGreaterThan(0);
    await lost;
    expect(logged.map((entry) => entry.msg)).toContain('job queue error');
    for (const entry of logged) expect(JSON.stringify(entry.obj ?? {})).not.toContain('"client"');
    await queue.stop();
    queue = null;
  });

  it('says nothing of connections the database ends while it stops', async () => {
    logged.length = 0;
    const running = await startJobQueue(database.url, log);
    let release = () => {};
    let started = () => {};
    const jobStarted = new Promise<void>((resolve) => {
      started = resolve;
    });
    // Ferry's own workers (src/jobs/queue-worker.ts), which await the job's completion: pg-boss's
    // `work` does not, and its completion over a lost connection is an unhandled rejection.
    running.slices.startWorkers(async () => {
      started();
      await new Promise<void>((resolve) => {
        release = resolve;
      });
    }, 1);
    await running.slices.enqueue('a task');
    await jobStarted;
    // The stop waits for the running job: the connections are ended while it is under way.
    const stopped = running.stop();
    const lost = new Promise((resolve) => running.boss.once('error', resolve));
    expect(await dropIdleQueueConnections()).toBeGreaterThan(0);
    await lost;
    release();
    await stopped;
    expect(logged).toEqual([]);
    expect(unhandled).toEqual([]);
  });
});
