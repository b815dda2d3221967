/**
 * What a second worker buys: 8 files through one `ferry worker` process, then through two, on one
 * `ferry serve` (FERRY_SERVE_WORKERS=0, embedded PostgreSQL, a fresh data folder of its own). Each
 * worker is pinned to a core of its own with `taskset` and runs one engine thread
 * (FERRY_ENGINE_THREADS=1), so that it stands for a one-core machine: without the pin, one worker
 * process already runs a stage on each core of this machine and a second has no core to add.
 * The 8 files are uploaded, normalized and matched first; the time runs from the 8 mapping
 * confirmations (which enqueue the 8 transform stages) to the last file `transformed`.
 * FERRY_ORG_RUNNING_STAGES is 8: the files are one organisation's, whose default share (1) would
 * let it run one stage at a time however many workers there are.
 *   npx tsx bench/workers.ts [--rows 250000] [--files 8]
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { type Api, createTemplate, freePort, signIn, startServer, uploadFile } from './end-to-end.ts';
import { ensureDataset } from './generate-dataset.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
/** Two workers against one: the share of a second machine's core that the queue turns into throughput. */
export const TARGET_SPEEDUP = 1.7;

export interface WorkersFigures {
  rows: number;
  files: number;
  /** Seconds from the confirmations to the last `transformed`, with one worker and with two. */
  oneWorker: number;
  twoWorkers: number;
  /** `uptime`'s load averages just before each timed phase. */
  load: { oneWorker: string; twoWorkers: string };
}

function startWorker(dataDir: string, core: number): ChildProcess {
  return spawn('taskset', ['-c', String(core), process.execPath, 'bin/ferry.js', 'worker'], {
    cwd: ROOT,
    env: {
      ...process.env,
      DATABASE_URL: '',
      FERRY_DATA_DIR: dataDir,
      FERRY_ENGINE_THREADS: '1',
      FERRY_ORG_RUNNING_STAGES: '8',
      FERRY_WORKER_METRICS_PORT: '0',
      FERRY_SMTP_PORT: '0',
      FERRY_LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const gone = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await gone;
}

function loadAverages(): string {
  return os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(', ');
}

/** Polls each transformation until it reaches `step`; throws on `failed`. */
async function allAt(api: Api, ids: string[], step: string): Promise<void> {
  const waiting = new Set(ids);
  while (waiting.size) {
    for (const id of [...waiting]) {
      const status = await api('GET', `/transformation/automation/${id}`);
      if (status.step === 'failed') throw new Error(`${id} failed: ${status.details}`);
      if (status.step === step) waiting.delete(id);
    }
    if (waiting.size) await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** One phase: `workers` pinned workers, `files` uploads matched, then their transforms timed. */
async function phase(
  ctx: { api: Api; base: string; token: string; dataDir: string; file: string; handle: string },
  mapping: { column_id: string; source: string | null }[],
  workers: number,
  files: number,
): Promise<{ seconds: number; load: string }> {
  const children = Array.from({ length: workers }, (_, core) => startWorker(ctx.dataDir, core));
  try {
    const created: { automation_id: string; transformation_id: string }[] = [];
    for (let i = 0; i < files; i++) {
      const uploaded = await uploadFile(ctx.base, ctx.token, ctx.handle, ctx.file);
      if (uploaded.status !== 200)
        throw new Error(`upload: ${uploaded.status} ${JSON.stringify(uploaded.json)}`);
      created.push(uploaded.json.payload);
    }
    await allAt(
      ctx.api,
      created.map((c) => c.automation_id),
      'matched',
    );
    const load = loadAverages();
    const started = performance.now();
    await Promise.all(
      created.map((c) =>
        ctx.api('PUT', `/transformation/${c.transformation_id}/mapping`, { columns: mapping }),
      ),
    );
    await allAt(
      ctx.api,
      created.map((c) => c.automation_id),
      'transformed',
    );
    return { seconds: (performance.now() - started) / 1000, load };
  } finally {
    await Promise.all(children.map(stop));
  }
}

export async function runWorkersBench(rows = 250_000, files = 8): Promise<WorkersFigures> {
  if (os.availableParallelism() < 2) throw new Error('two cores are needed to pin two workers');
  const { file } = await ensureDataset(rows);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'ferry-workers-bench-'));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const { child, login } = await startServer(dataDir, port, { env: { FERRY_SERVE_WORKERS: '0' } });
  try {
    const { token, api } = await signIn(base, login);
    const { handle, mapping } = await createTemplate(api);
    const ctx = { api, base, token, dataDir, file, handle };
    const one = await phase(ctx, mapping, 1, files);
    const two = await phase(ctx, mapping, 2, files);
    return {
      rows,
      files,
      oneWorker: one.seconds,
      twoWorkers: two.seconds,
      load: { oneWorker: one.load, twoWorkers: two.load },
    };
  } finally {
    await stop(child);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export function formatWorkers(f: WorkersFigures): string {
  const speedup = f.oneWorker / f.twoWorkers;
  const rate = (seconds: number) => Math.round((f.rows * f.files) / seconds).toLocaleString('en');
  return [
    `Workers: ${f.files} files of ${f.rows.toLocaleString('en')} rows, confirmations → all transformed, each worker pinned to one core with one engine thread`,
    `  baseline, one ferry worker: ${f.oneWorker.toFixed(1)} s (${rate(f.oneWorker)} rows/s; load ${f.load.oneWorker})`,
    `  two ferry workers: ${f.twoWorkers.toFixed(1)} s (${rate(f.twoWorkers)} rows/s; load ${f.load.twoWorkers})`,
    `  target two workers ≥ ${TARGET_SPEEDUP}× one: ${speedup.toFixed(2)}× ${speedup >= TARGET_SPEEDUP ? 'PASS' : 'FAIL'}`,
  ].join('\n');
}

if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) {
  const { values } = parseArgs({
    options: { rows: { type: 'string', default: '250000' }, files: { type: 'string', default: '8' } },
  });
  console.log(formatWorkers(await runWorkersBench(Number(values.rows), Number(values.files))));
}
