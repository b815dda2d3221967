/**
 * One API machine and one worker machine, as docs/deploy.md lays them out: `ferry serve` with
 * FERRY_SERVE_WORKERS=0 takes an upload and runs none of its stages; a `ferry worker` runs them
 * and serves their metrics and its readiness on FERRY_WORKER_METRICS_PORT.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/app.ts';
import { createContactsTemplate, untilStep } from '../support/flow.ts';
import { WorkerProcesses } from '../support/worker-processes.ts';

let t: TestApp;
let token: string;
let server: ChildProcess | null = null;
let serverOutput = '';
const workers = new WorkerProcesses(() => t);

async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** Polls `url` until it answers 200 (bounded: about 60 s). */
async function until200(url: string, output: () => string): Promise<void> {
  for (let i = 0; i < 600; i++) {
    const status = await fetch(url).then(
      (res) => res.status,
      () => 0,
    );
    if (status === 200) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} never answered 200:\n${output()}`);
}

beforeAll(async () => {
  t = await createTestApp({}, { jobs: 'send' });
  token = (await t.organisation('acme')).token;
  await createContactsTemplate(t, token, 'contacts');
});
afterAll(async () => {
  await workers.killAll();
  if (server && server.exitCode === null) {
    const gone = new Promise((resolve) => server!.once('exit', resolve));
    server.kill('SIGKILL');
    await gone;
  }
  await t?.close();
});

describe('ferry serve with FERRY_SERVE_WORKERS=0 and a ferry worker', () => {
  it('leaves the stages to the worker, whose own /metrics shows them', async () => {
    const apiPort = await freePort();
    const metricsPort = await freePort();
    server = spawn(process.execPath, ['bin/ferry.js', 'serve'], {
      env: {
        ...process.env,
        DATABASE_URL: t.database.url,
        FERRY_DATA_DIR: t.services.ctx.config.dataDir,
        FERRY_HOST: '127.0.0.1',
        PORT: String(apiPort),
        FERRY_SMTP_PORT: '0',
        FERRY_SERVE_WORKERS: '0',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const collect = (chunk: Buffer) => {
      serverOutput += chunk;
    };
    server.stdout!.on('data', collect);
    server.stderr!.on('data', collect);
    const api = `http://127.0.0.1:${apiPort}`;
    await until200(`${api}/readyz`, () => serverOutput);
    expect(serverOutput).toContain('FERRY_SERVE_WORKERS=0: this server runs no jobs');

    const form = new FormData();
    form.set('template_handle', 'contacts');
    form.set(
      'file',
      new Blob(['E-mail,Name,Price\nada@example.com,Ada,1.50\nbob@example.com,Bob,2.00\n']),
      'a.csv',
    );
    const uploaded = await fetch(`${api}/transformation`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    expect(uploaded.status, await uploaded.clone().text()).toBe(200);
    const created = ((await uploaded.json()) as { payload: { automation_id: string } }).payload;

    const worker = workers.start({ FERRY_HOST: '127.0.0.1', FERRY_WORKER_METRICS_PORT: String(metricsPort) });
    const matched = await untilStep(t, token, created.automation_id, ['matched', 'failed']);
    expect(matched, worker.output()).toMatchObject({ step: 'matched' });

    const fromWorker = await (await fetch(`http://127.0.0.1:${metricsPort}/metrics`)).text();
    expect(fromWorker).toMatch(/^ferry_stage_duration_seconds_count\{stage="normalize",outcome="done"\} 1$/m);
    expect(fromWorker).toMatch(/^ferry_stage_duration_seconds_count\{stage="match",outcome="done"\} 1$/m);
    expect(fromWorker).toMatch(/^ferry_engine_rows_total\{stage="normalize"\} 2$/m);
    const ready = await fetch(`http://127.0.0.1:${metricsPort}/readyz`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: 'ready', database: 'ok', files: 'ok' });

    // The API server ran no stage: it has no sample of any.
    const fromServer = await (await fetch(`${api}/metrics`)).text();
    expect(fromServer).toContain('ferry_http_requests_total');
    expect(fromServer).not.toMatch(/^ferry_stage_duration_seconds_count/m);
    // A scrape from elsewhere is refused on the worker too.
    const forwarded = await fetch(`http://127.0.0.1:${metricsPort}/metrics`, {
      headers: { 'x-forwarded-for': '203.0.113.9' },
    });
    expect(forwarded.status).toBe(403);
  }, 180_000);
});
