/**
 * LISTEN/NOTIFY between processes' connections: a signal sent on one reaches the other; a
 * listening connection the database ends is opened again and hears the next signals; the slice
 * queue's wait for a task ends at its settling's signal, long before its poll, and at an abort.
 */
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PgSignals } from '../../src/jobs/pg-signals.ts';
import { type JobQueue, startJobQueue } from '../../src/jobs/queue.ts';
import { SLICE_SETTLED_CHANNEL } from '../../src/store/transformations/slice-tasks.ts';
import { createTestDatabase, type TestDatabase } from '../support/database.ts';

let database: TestDatabase;
const opened: PgSignals[] = [];
let queue: JobQueue | null = null;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  for (const signals of opened) await signals.close();
  await queue?.stop();
  await database?.drop();
});

async function open(): Promise<PgSignals> {
  const signals = await PgSignals.open(database.url, ['ferry_test']);
  opened.push(signals);
  return signals;
}

function next(signals: PgSignals): Promise<string> {
  return new Promise((resolve) => {
    const stop = signals.on('ferry_test', (payload) => {
      stop();
      resolve(payload);
    });
  });
}

/** Ends, from the server's side, every listening connection of the signals. */
async function dropListeners(): Promise<number> {
  const admin = new pg.Client({ connectionString: database.url });
  await admin.connect();
  try {
    const { rowCount } = await admin.query(
      `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
        WHERE datname = current_database() AND application_name = 'ferry-signals'`,
    );
    return rowCount ?? 0;
  } finally {
    await admin.end();
  }
}

describe('signals through PostgreSQL', () => {
  it('reach the other connection, and again once a lost one is opened anew', async () => {
    const [sender, listener] = [await open(), await open()];
    const heard = next(listener);
    await sender.send('ferry_test', 'first');
    expect(await heard).toBe('first');

    expect(await dropListeners()).toBeGreaterThanOrEqual(2);
    // Both connections come back within about a second; until then a signal is a lost hint.
    let again: string | null = null;
    for (let i = 0; i < 50 && again === null; i++) {
      const listening = next(listener);
      await sender.send('ferry_test', 'again');
      again = await Promise.race([listening, new Promise<null>((r) => setTimeout(() => r(null), 100))]);
    }
    expect(again).toBe('again');
  });

  it('refuses a channel that is not a plain name, and one it does not listen on', async () => {
    await expect(PgSignals.open(database.url, ['bad; DROP TABLE x'])).rejects.toThrow(/Invalid channel/);
    const signals = await open();
    expect(() => signals.on('other', () => {})).toThrow(/Not listening on other/);
  });

  it('ends the wait for a slice task at its settling, and at an abort', async () => {
    queue = await startJobQueue(database.url, { error: () => {} });
    // A bound past the test's own timeout: only the signal can end the wait in time.
    const woken = queue.slices.waitForTask('task-1', 600_000, new AbortController().signal);
    await new Promise((resolve) => setTimeout(resolve, 50));
    const admin = new pg.Client({ connectionString: database.url });
    await admin.connect();
    await admin.query('SELECT pg_notify($1, $2)', [SLICE_SETTLED_CHANNEL, 'task-2']);
    await admin.query('SELECT pg_notify($1, $2)', [SLICE_SETTLED_CHANNEL, 'task-1']);
    await admin.end();
    await woken;

    const abort = new AbortController();
    const aborted = queue.slices.waitForTask('task-3', 600_000, abort.signal);
    abort.abort(new Error('The transform ended.'));
    await expect(aborted).rejects.toThrow('The transform ended.');
  });
});
