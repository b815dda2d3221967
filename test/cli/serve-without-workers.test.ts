/**
 * One API machine and one worker machine, as docs/deploy.md lays them out: `ferry serve` with
 * FERRY_SERVE_WORKERS=0 takes an upload and runs none of its stages; a `ferry worker` runs them
 * and serves their metrics and its readiness on FERRY_WORKER_METRICS_PORT.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/app.ts';
import { createContactsTemplate, untilStep } from '../support/flow.ts';
import { freePort, ServeProcesses } from '../support/serve-processes.ts';
import { WorkerProcesses } from '../support/worker-processes.ts';

let t: TestApp;
let token: string;
const servers = new ServeProcesses();
const workers = new WorkerProcesses(() => t);

beforeAll(async () => {
  t = await createTestApp({}, { jobs: 'send' });
  token = (await t.organisation('acme')).token;
  await createContactsTemplate(t, token, 'contacts');
});
afterAll(async () => {
  await workers.killAll();
  await servers.killAll();
  await t?.close();
});

describe('ferry serve with FERRY_SERVE_WORKERS=0 and a ferry worker', () => {
  it('leaves the stages to the worker, whose own /metrics shows them', async () => {
    const metricsPort = await freePort();
    const server = await servers.start({
      DATABASE_URL: t.database.url,
      FERRY_DATA_DIR: t.services.ctx.config.dataDir,
      FERRY_SERVE_WORKERS: '0',
    });
    const api = server.url;
    expect(server.output()).toContain('FERRY_SERVE_WORKERS=0: this server runs no jobs');

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
