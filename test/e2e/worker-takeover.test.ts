/**
 * Several machines, as docs/deploy.md lays them out: two `ferry serve` processes that run no jobs
 * and `ferry worker` processes, each with a FERRY_DATA_DIR of its own (empty at its start), on one
 * database and one S3 store (a real s3rver on loopback), with the default heartbeat settings. A
 * file is uploaded to the first server; the worker that owns a running step (read from the row)
 * is SIGKILLed in the middle of the transform, and then of the submit: another worker takes each
 * step over and finishes the file as an uninterrupted run of the same file and template does (same
 * counters, byte-identical target, error report and invalid rows, the target downloaded from the
 * second server), charging the line credit once and telling the receiver's webhook once.
 */
import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../../src/config.ts';
import {
  findTransformation,
  type TransformationRow,
} from '../../src/store/transformations/transformations.ts';
import { bearer, createTestApp, envelope, type TestApp } from '../support/app.ts';
import { contacts } from '../support/contacts-file.ts';
import {
  type Created,
  call,
  confirmMapping,
  createContactsTemplate,
  untilStep,
  uploadFile,
} from '../support/flow.ts';
import { s3Environment, startS3Server, type TestS3Server } from '../support/s3-server.ts';
import { type ServeProcess, ServeProcesses } from '../support/serve-processes.ts';
import { WebhookReceiver } from '../support/webhook-receiver.ts';
import { type WorkerProcess, WorkerProcesses } from '../support/worker-processes.ts';

const ROWS = 200_000;
/** Below the file's rows: the target is cut at it. */
const CREDIT = 150_000;

let t: TestApp;
let s3: TestS3Server;
let receiver: WebhookReceiver;
const tokens: Record<string, string> = {};
const workers = new WorkerProcesses(() => t);
const servers = new ServeProcesses();
/** The API servers: uploads go to the first, downloads come from the second. */
let api: ServeProcess[] = [];
/** The key every machine seals and opens secrets with (webhook secrets here). */
const SECRET_KEY = randomBytes(32);
const dataDirs: string[] = [];

/**
 * Where a process keeps its files: the S3 store, and a data folder of its own, empty, that no
 * other process reads (scratch files and copies only).
 */
function fileStore(): Record<string, string> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'ferry-machine-'));
  dataDirs.push(dataDir);
  return {
    FERRY_DATA_DIR: dataDir,
    FERRY_SECRET_KEY: SECRET_KEY.toString('hex'),
    ...s3Environment(s3.settings()),
  };
}

/** The settings every worker runs with, beyond the file store: the defaults, and loopback for webhooks. */
const WORKER_ENV = { FERRY_OUTBOUND_ALLOWLIST: '127.0.0.1', FERRY_WEBHOOK_RETRY_SECONDS: '1' };

const startWorker = (): WorkerProcess => workers.start({ ...fileStore(), ...WORKER_ENV });

type Row = TransformationRow & { step_owner: string | null };

/** The transformation's row, with the worker written on its running step. */
async function rowOf(id: string): Promise<Row> {
  const row = (await findTransformation(t.services.ctx.db, id))!;
  const { rows } = await sql<{ step_owner: string | null }>`
    SELECT step_owner FROM transformations WHERE transformation_id = ${id}
  `.execute(t.database.db);
  return { ...row, step_owner: rows[0]!.step_owner };
}

/** Polls the row itself (not the API), so that the kill lands early in the step. */
async function untilRow(
  id: string,
  what: string,
  holds: (row: Row) => boolean,
  log: () => string,
  tooLate: readonly string[] = ['failed'],
): Promise<Row> {
  let row: Row | undefined;
  const seen: string[] = [];
  for (let i = 0; i < 6000; i++) {
    row = await rowOf(id);
    const state = `${row.step}/${row.credit_granted}`;
    if (seen.at(-1) !== state) seen.push(state);
    if (holds(row)) return row;
    if (tooLate.includes(row.step)) break;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`The transformation went to ${row!.step}, not ${what} (${seen.join(' → ')}).\n${log()}`);
}

/** The worker process named by a row's `step_owner` (`host/pid-namespace:pid`). */
function ownerOf(row: Row, running: WorkerProcess[]): WorkerProcess {
  const pid = Number(row.step_owner!.slice(row.step_owner!.lastIndexOf(':') + 1));
  const owner = running.find((worker) => worker.child.pid === pid);
  if (!owner) throw new Error(`No running worker owns ${row.step_owner}.`);
  return owner;
}

/**
 * Kills the worker that owns the running step `step` once `ready` holds (before the row reaches
 * `next`), and waits for another worker to claim the step.
 */
async function killOwnerAndWaitForClaim(
  created: Created,
  step: string,
  next: string,
  ready: (row: Row) => boolean,
  running: WorkerProcess[],
): Promise<{ killed: WorkerProcess; taker: WorkerProcess; seconds: number }> {
  const log = () => running.map((worker) => worker.output()).join('\n---\n');
  const owned = await untilRow(
    created.transformation_id,
    step,
    (row) => row.step === step && ready(row),
    log,
    ['failed', next],
  );
  const killed = ownerOf(owned, running);
  await workers.kill(killed.child);
  const killedAt = Date.now();
  const claimed = await untilRow(
    created.transformation_id,
    `${step} claimed by another worker`,
    (row) => row.step_owner !== owned.step_owner,
    log,
  );
  const seconds = (Date.now() - killedAt) / 1000;
  const taker = ownerOf(claimed, running);
  expect(taker).not.toBe(killed);
  return { killed, taker, seconds };
}

/** Waits up to 10 s for `text` in a worker's output. */
async function untilOutput(worker: WorkerProcess, text: string): Promise<void> {
  for (const end = Date.now() + 10_000; Date.now() < end && !worker.output().includes(text); ) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function digest(key: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of await t.services.ports.blobs.get(key)) hash.update(chunk);
  return hash.digest('hex');
}

async function lineCredit(subdomain: string): Promise<number> {
  const { rows } = await sql<{ line_credit: string }>`
    SELECT line_credit FROM organisations WHERE subdomain = ${subdomain}
  `.execute(t.database.db);
  return Number(rows[0]!.line_credit);
}

async function submit(subdomain: string, created: Created): Promise<string> {
  const res = await call(
    t,
    tokens[subdomain]!,
    'POST',
    `/transformation/${created.transformation_id}/submit`,
  );
  expect(res.statusCode, res.body).toBe(200);
  return envelope(res).payload.submission_id;
}

/** A sender's fix of one cell: the submit stage then runs the engine over the whole file again. */
async function fixOneCell(subdomain: string, created: Created): Promise<void> {
  const res = await call(t, tokens[subdomain]!, 'PUT', `/transformation/${created.transformation_id}/data`, {
    rows: [{ row: 997, data: { '#(email)': 'fixed997@example.com' } }],
  });
  expect(res.statusCode, res.body).toBe(200);
}

async function submissionOf(subdomain: string, id: string) {
  const res = await t.app.inject({ url: `/submission/${id}`, headers: bearer(tokens[subdomain]!) });
  return envelope(res).payload;
}

/** Uploads `content` to an API server over HTTP, as a sender's browser would. */
async function uploadTo(server: ServeProcess, token: string, content: string): Promise<Created> {
  const form = new FormData();
  form.set('template_handle', 'contacts');
  form.set('file', new Blob([content]), 'contacts.csv');
  const res = await fetch(`${server.url}/transformation`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  expect(res.status, await res.clone().text()).toBe(200);
  return ((await res.json()) as { payload: Created }).payload;
}

/** The SHA-256 of a file downloaded from an API server. */
async function downloaded(server: ServeProcess, token: string, url: string): Promise<string> {
  const res = await fetch(`${server.url}${url}`, { headers: { authorization: `Bearer ${token}` } });
  expect(res.status, url).toBe(200);
  return createHash('sha256')
    .update(Buffer.from(await res.arrayBuffer()))
    .digest('hex');
}

beforeAll(async () => {
  s3 = await startS3Server();
  // This process (the test's own app) only sends stages and reads the database; the API servers
  // and the workers are processes of their own.
  t = await createTestApp(
    { outboundAllowlist: ['127.0.0.1'], filesS3: s3.settings(), secretKey: SECRET_KEY },
    { jobs: 'send' },
  );
  api = await Promise.all(
    [1, 2].map(() =>
      servers.start({ DATABASE_URL: t.database.url, FERRY_SERVE_WORKERS: '0', ...fileStore() }),
    ),
  );
  receiver = await WebhookReceiver.start();
  // Two organisations with the same template and credit: one run is interrupted, one is not.
  for (const subdomain of ['acme', 'globex']) {
    tokens[subdomain] = (await t.organisation(subdomain)).token;
    await createContactsTemplate(t, tokens[subdomain]!, 'contacts', { accept_errors: true });
    await sql`UPDATE organisations SET line_credit = ${CREDIT} WHERE subdomain = ${subdomain}`.execute(
      t.database.db,
    );
    const hook = await call(t, tokens[subdomain]!, 'POST', '/webhooks', {
      url: receiver.url(`/${subdomain}`),
      events: ['READY_FOR_DOWNLOAD'],
    });
    expect(hook.statusCode, hook.body).toBe(200);
  }
});
afterAll(async () => {
  await workers.killAll();
  await servers.killAll();
  await receiver?.close();
  await t?.close();
  await s3?.stop();
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
});

describe('two API servers and workers on one S3 store, a worker killed in the middle of a step', () => {
  it('the other takes the step over and finishes it as an uninterrupted run would', async () => {
    // The protocol's bound, from the settings the workers run with: a killed worker's last beat is
    // at most `stale` seconds old when its step turns stale, and a sweep comes within `sweep`.
    const settings = readConfig({ ...WORKER_ENV });
    expect(settings.stepStaleSeconds + settings.stepSweepSeconds).toBeLessThanOrEqual(15);
    expect(settings.stepHeartbeatSeconds).toBeLessThan(settings.stepStaleSeconds);

    const source = contacts(ROWS);
    const crashed = await uploadTo(api[0]!, tokens.acme!, source);
    const reference = await uploadFile(t, tokens.globex!, 'contacts', source);
    const running = [startWorker(), startWorker()];
    for (const [subdomain, created] of [
      ['acme', crashed],
      ['globex', reference],
    ] as const) {
      const matched = await untilStep(t, tokens[subdomain]!, created.automation_id, ['matched', 'failed']);
      expect(matched).toMatchObject({ step: 'matched' });
    }

    // The transform: killed as soon as a worker owns it.
    await confirmMapping(t, tokens.acme!, crashed);
    const transform = await killOwnerAndWaitForClaim(
      crashed,
      'transforming',
      'transformed',
      () => true,
      running,
    );
    // The claim is seen in the database before the taker's log line may have reached its pipe.
    await untilOutput(transform.taker, crashed.transformation_id);
    expect(transform.taker.output()).toContain(crashed.transformation_id);
    const transformed = await untilStep(t, tokens.acme!, crashed.automation_id, ['transformed', 'failed']);
    expect(transformed, transform.taker.output()).toMatchObject({ step: 'transformed' });

    // The submit: killed once its line credit is granted, while it runs the edited file again.
    running.push(startWorker());
    await fixOneCell('acme', crashed);
    // The route waits a little for the stage: the row is watched meanwhile.
    const submitted = submit('acme', crashed);
    const submitting = await killOwnerAndWaitForClaim(
      crashed,
      'submitting',
      'processed',
      (row) => row.credit_granted !== null,
      running,
    );
    const crashedSubmission = await submitted;
    const processed = await untilStep(t, tokens.acme!, crashed.automation_id, ['processed', 'failed']);
    expect(processed, submitting.taker.output()).toMatchObject({ step: 'processed' });

    // The same file and template, uninterrupted.
    await confirmMapping(t, tokens.globex!, reference);
    await untilStep(t, tokens.globex!, reference.automation_id, ['transformed', 'failed']);
    await fixOneCell('globex', reference);
    const referenceSubmission = await submit('globex', reference);
    expect(
      await untilStep(t, tokens.globex!, reference.automation_id, ['processed', 'failed']),
    ).toMatchObject({
      step: 'processed',
    });

    const [after, uninterrupted] = [
      await rowOf(crashed.transformation_id),
      await rowOf(reference.transformation_id),
    ];
    expect(after.counters).toEqual(uninterrupted.counters);
    expect(after.counters).toMatchObject({ rows_in_source: ROWS, rows_in_target: CREDIT });
    expect(after.counters!.rows_in_error).toBeGreaterThan(0);
    expect(after.counters!.rows_ignored_from_target).toBeGreaterThan(0);
    const [ours, theirs] = [
      await submissionOf('acme', crashedSubmission),
      await submissionOf('globex', referenceSubmission),
    ];
    for (const counter of ['rows_in_source', 'rows_in_target', 'rows_in_error', 'rows_ignored_from_target']) {
      expect(ours[counter], counter).toBe(theirs[counter]);
    }
    const files = async (id: string) => {
      const { rows } = await sql<{ files: Record<string, string> }>`
        SELECT files FROM submissions WHERE submission_id = ${id}
      `.execute(t.database.db);
      return rows[0]!.files;
    };
    const [ourFiles, theirFiles] = [await files(crashedSubmission), await files(referenceSubmission)];
    for (const kind of ['target', 'error_report', 'invalid_rows']) {
      expect(ourFiles[kind], kind).toBeDefined();
      expect(await digest(ourFiles[kind]!), kind).toBe(await digest(theirFiles[kind]!));
      expect(await digest(after.files[kind]!), kind).toBe(await digest(uninterrupted.files[kind]!));
    }
    // Downloaded from the other API server, which neither received the file nor ran a step of it.
    expect(await downloaded(api[1]!, tokens.acme!, `/submission/${crashedSubmission}/download`)).toBe(
      await digest(theirFiles.target!),
    );
    expect(
      await downloaded(api[1]!, tokens.acme!, `/submission/${crashedSubmission}/file/error_report`),
    ).toBe(await digest(theirFiles.error_report!));

    // The line credit charged once: the balance went down by the one grant, as the reference's did.
    expect(Number(after.credit_granted)).toBe(CREDIT);
    expect(await lineCredit('acme')).toBe(CREDIT - Number(after.credit_granted));
    expect(await lineCredit('acme')).toBe(await lineCredit('globex'));

    // The receiver was told once: one message, whatever the retries.
    for (let i = 0; i < 600 && receiver.received('/acme').length === 0; i++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const { rows: deliveries } = await sql<{ count: string }>`
      SELECT count(*) AS count FROM webhook_deliveries d JOIN organisations o USING (organisation_id)
      WHERE o.subdomain = 'acme' AND d.type = 'READY_FOR_DOWNLOAD'
    `.execute(t.database.db);
    expect(Number(deliveries[0]!.count)).toBe(1);
    const messages = new Set(receiver.received('/acme').map((r) => r.headers['webhook-id']));
    expect(messages.size).toBe(1);

    console.info(
      `takeover after SIGKILL: transform ${transform.seconds.toFixed(1)} s, submit ${submitting.seconds.toFixed(1)} s`,
    );
  }, 240_000);
});
