/**
 * The review while a file is transformed, with the worker on another machine than the API server
 * the sender reads: a real `ferry worker` and a real `ferry serve` (no workers of its own), each
 * with a data folder of its own, on one database and one S3 store. The sender's pages come from
 * the server while the worker's stage still runs: the stage publishes its growing store once the
 * server asks for it, and the server reads its copy.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findLiveReview } from '../../src/store/transformations/live-reviews.ts';
import { findTransformation } from '../../src/store/transformations/transformations.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import { contacts } from '../support/contacts-file.ts';
import { confirmMapping, createContactsTemplate, untilStep, uploadFile } from '../support/flow.ts';
import { s3Environment, startS3Server, type TestS3Server } from '../support/s3-server.ts';
import { type ServeProcess, ServeProcesses } from '../support/serve-processes.ts';
import { WorkerProcesses } from '../support/worker-processes.ts';

/** Enough rows that one engine thread takes seconds over them, and the server is asked meanwhile. */
const ROWS = 500_000;

let t: TestApp;
let s3: TestS3Server;
let api: ServeProcess;
let token: string;
const workers = new WorkerProcesses(() => t);
const servers = new ServeProcesses();
const dataDirs: string[] = [];

/** A data folder of its own, and the S3 store every process shares. */
function machine(): Record<string, string> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'ferry-machine-'));
  dataDirs.push(dataDir);
  return { FERRY_DATA_DIR: dataDir, ...s3Environment(s3.settings()) };
}

interface Page {
  total_items: number;
  transforming: boolean;
  rows: { row: number; data: Record<string, string> }[];
}

async function pageFrom(server: ServeProcess, url: string): Promise<{ status: number; page: Page | null }> {
  const res = await fetch(`${server.url}${url}`, { headers: { authorization: `Bearer ${token}` } });
  const body = (await res.json()) as { payload: Page };
  return { status: res.status, page: res.status === 200 ? body.payload : null };
}

beforeAll(async () => {
  s3 = await startS3Server();
  // This process only sends stages and reads the database.
  t = await createTestApp({ filesS3: s3.settings() }, { jobs: 'send' });
  api = await servers.start({ DATABASE_URL: t.database.url, FERRY_SERVE_WORKERS: '0', ...machine() });
  token = (await t.organisation('acme')).token;
  await createContactsTemplate(t, token, 'contacts', { accept_errors: true });
}, 60_000);
afterAll(async () => {
  await workers.killAll();
  await servers.killAll();
  await t?.close();
  await s3?.stop();
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
});

describe('the review of a file a worker on another machine transforms', () => {
  it('serves the rows transformed so far from the API server, then the whole file', async () => {
    const worker = workers.start({ ...machine(), FERRY_ENGINE_THREADS: '1' });
    const created = await uploadFile(t, token, 'contacts', contacts(ROWS));
    expect(await untilStep(t, token, created.automation_id, ['matched', 'failed'])).toMatchObject({
      step: 'matched',
    });
    await confirmMapping(t, token, created);

    const url = `/transformation/${created.transformation_id}/data?page=1&per_page=20`;
    const live: Page[] = [];
    for (let i = 0; i < 3000; i++) {
      const { status, page } = await pageFrom(api, url);
      if (status === 200 && page!.transforming) live.push(page!);
      else if (status === 200) break;
      else expect(status).toBe(409);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(live.length, worker.output()).toBeGreaterThan(0);
    const first = live[0]!;
    expect(first.total_items).toBeGreaterThan(0);
    expect(first.total_items).toBeLessThan(ROWS);
    expect(first.rows.map((row) => row.row)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    expect(first.rows[0]!.data).toMatchObject({ '#(email)': 'person1@example.com', '#(name)': 'Person 1' });
    // The counts grow as the copy catches up.
    expect(live.at(-1)!.total_items).toBeGreaterThanOrEqual(first.total_items);

    const done = await untilStep(t, token, created.automation_id, ['transformed', 'failed']);
    expect(done, worker.output()).toMatchObject({ step: 'transformed' });
    const whole = await pageFrom(api, url);
    expect(whole.page).toMatchObject({ total_items: ROWS, transforming: false });
    expect(whole.page!.rows).toEqual(first.rows);
    // The stage removed what it published.
    expect(await findLiveReview(t.database.db, created.transformation_id)).toBeUndefined();
    expect((await findTransformation(t.database.db, created.transformation_id))!.step).toBe('transformed');
  }, 180_000);
});
