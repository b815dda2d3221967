/**
 * One large file split across workers (FERRY_SLICE_JOB_BYTES): its transform through one
 * `ferry worker` process running it in one piece, then through two whose `transform-slice` jobs
 * share its slices, on one `ferry serve` (FERRY_SERVE_WORKERS=0, embedded PostgreSQL, a data
 * folder of its own). As in ./workers.ts each worker is pinned to a core of its own with `taskset`
 * and runs one engine thread, so that it stands for a one-core machine. The file is uploaded,
 * normalized and matched first; the time runs from the mapping's confirmation to `transformed`.
 * The slices are an eighth of the file: small enough for two workers to share them evenly.
 * The workers' CPU seconds over the same span are reported too: the work the split adds, and a
 * figure load inflates less than wall time.
 *   npx tsx bench/slice-workers.ts [--rows 5000000] [--slices 8]
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { type Api, createTemplate, freePort, signIn, startServer, uploadFile } from './end-to-end.ts';
import { ensureDataset } from './generate-dataset.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
/** Two workers against one on one file. */
export const TARGET_SPEEDUP = 1.7;
/** Slices of the file by default (`--slices`): each a job. */
const SLICES = 8;

export interface SliceWorkersFigures {
  rows: number;
  bytes: number;
  slices: number;
  /** Seconds from the confirmation to `transformed`: one worker, the file in one piece; two, in slices. */
  oneWorker: number;
  twoWorkers: number;
  load: { oneWorker: string; twoWorkers: string };
  /**
   * CPU seconds the workers spent over the same span, one figure per worker: what load inflates
   * less than wall time, and what the split adds to the work (their sum against the one worker's).
   */
  cpu: { oneWorker: number[]; twoWorkers: number[] };
}

/** CPU seconds of a process so far, every thread included (Linux: utime and stime of /proc/PID/stat). */
function cpuSeconds(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // The fields after the command name, which may hold spaces, start after its closing parenthesis.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const ticks = Number(fields[11]) + Number(fields[12]);
  return ticks / 100;
}

function startWorker(dataDir: string, core: number, sliceBytes: number): ChildProcess {
  return spawn('taskset', ['-c', String(core), process.execPath, 'bin/ferry.js', 'worker'], {
    cwd: ROOT,
    env: {
      ...process.env,
      DATABASE_URL: '',
      FERRY_DATA_DIR: dataDir,
      FERRY_ENGINE_THREADS: '1',
      FERRY_SLICE_JOB_BYTES: String(sliceBytes),
      FERRY_WORKER_METRICS_PORT: '0',
      FERRY_SMTP_PORT: '0',
      FERRY_LOG_LEVEL: 'warn',
      FERRY_STEP_TIMEOUT_SECONDS: '3600',
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

const loadAverages = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(', ');

async function until(api: Api, id: string, step: string): Promise<void> {
  for (;;) {
    const status = await api('GET', `/transformation/automation/${id}`);
    if (status.step === 'failed') throw new Error(`${id} failed: ${status.details}`);
    if (status.step === step) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** One phase: `workers` pinned workers (slices of `sliceBytes`, 0: none), the file matched, its transform timed. */
async function phase(
  ctx: { api: Api; base: string; token: string; dataDir: string; file: string; handle: string },
  mapping: { column_id: string; source: string | null }[],
  workers: number,
  sliceBytes: number,
): Promise<{ seconds: number; load: string; cpu: number[] }> {
  const children = Array.from({ length: workers }, (_, core) => startWorker(ctx.dataDir, core, sliceBytes));
  try {
    const uploaded = await uploadFile(ctx.base, ctx.token, ctx.handle, ctx.file);
    if (uploaded.status !== 200)
      throw new Error(`upload: ${uploaded.status} ${JSON.stringify(uploaded.json)}`);
    const created = uploaded.json.payload as { automation_id: string; transformation_id: string };
    await until(ctx.api, created.automation_id, 'matched');
    const load = loadAverages();
    const cpuBefore = children.map((child) => cpuSeconds(child.pid!));
    const started = performance.now();
    await ctx.api('PUT', `/transformation/${created.transformation_id}/mapping`, { columns: mapping });
    await until(ctx.api, created.automation_id, 'transformed');
    const seconds = (performance.now() - started) / 1000;
    const cpu = children.map((child, w) => cpuSeconds(child.pid!) - cpuBefore[w]!);
    return { seconds, load, cpu };
  } finally {
    await Promise.all(children.map(stop));
  }
}

export async function runSliceWorkersBench(rows = 5_000_000, slices = SLICES): Promise<SliceWorkersFigures> {
  if (os.availableParallelism() < 2) throw new Error('two cores are needed to pin two workers');
  const { file } = await ensureDataset(rows);
  const bytes = statSync(file).size;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'ferry-slices-bench-'));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const { child, login } = await startServer(dataDir, port, { env: { FERRY_SERVE_WORKERS: '0' } });
  try {
    const { token, api } = await signIn(base, login);
    const { handle, mapping } = await createTemplate(api);
    const ctx = { api, base, token, dataDir, file, handle };
    const one = await phase(ctx, mapping, 1, 0);
    const two = await phase(ctx, mapping, 2, Math.ceil(bytes / slices));
    return {
      rows,
      bytes,
      slices,
      oneWorker: one.seconds,
      twoWorkers: two.seconds,
      load: { oneWorker: one.load, twoWorkers: two.load },
      cpu: { oneWorker: one.cpu, twoWorkers: two.cpu },
    };
  } finally {
    await stop(child);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export function formatSliceWorkers(f: SliceWorkersFigures): string {
  const speedup = f.oneWorker / f.twoWorkers;
  const rate = (seconds: number) => Math.round(f.rows / seconds).toLocaleString('en');
  const cpu = (each: number[]) =>
    `CPU ${each.reduce((a, b) => a + b, 0).toFixed(1)} s (${each.map((s) => s.toFixed(1)).join(' + ')})`;
  return [
    `One file across workers: ${f.rows.toLocaleString('en')} rows (${Math.round(f.bytes / 1e6)} MB), confirmation → transformed, each worker pinned to one core with one engine thread`,
    `  baseline, one ferry worker, the file in one piece: ${f.oneWorker.toFixed(1)} s (${rate(f.oneWorker)} rows/s; load ${f.load.oneWorker}; ${cpu(f.cpu.oneWorker)})`,
    `  two ferry workers, ${f.slices} slices as jobs: ${f.twoWorkers.toFixed(1)} s (${rate(f.twoWorkers)} rows/s; load ${f.load.twoWorkers}; ${cpu(f.cpu.twoWorkers)})`,
    `  target two workers ≥ ${TARGET_SPEEDUP}× one: ${speedup.toFixed(2)}× ${speedup >= TARGET_SPEEDUP ? 'PASS' : 'FAIL'}`,
  ].join('\n');
}

if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) {
  const { values } = parseArgs({
    options: {
      rows: { type: 'string', default: '5000000' },
      slices: { type: 'string', default: String(SLICES) },
    },
  });
  console.log(formatSliceWorkers(await runSliceWorkersBench(Number(values.rows), Number(values.slices))));
}
