/**
 * `/healthz` while two large runs go at once on one `ferry serve` (embedded PostgreSQL, fresh data
 * folder): the file uploaded twice, by two organisations (the demo one and one made with
 * `ferry org create`; each plan's line credit holds one 1M-row file), both walked to a processed
 * submission, while a worker thread asks `/healthz` every 20 ms and times each answer. The poller
 * has a thread of its own so that the uploads' streaming in this process does not delay its clock.
 *   npx tsx bench/healthz-two-runs.ts [FILE.csv] [--cpu-prof DIR] [--runs 0|1|2]
 * With --cpu-prof, the server writes a V8 CPU profile into DIR when it stops. `--runs 0` polls an
 * idle server for 30 s: the floor the machine's other work leaves; `--runs 1`, one run alone.
 */
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createReadStream, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';
import { Worker } from 'node:worker_threads';
import {
  type Api,
  apiFor,
  createTemplate,
  freePort,
  percentile,
  sendJson,
  startServer,
  uploadFile,
  walkToProcessed,
} from './end-to-end.ts';
import { ensureDataset } from './generate-dataset.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
export const HEALTHZ_EVERY_MS = 20;
const WARM_UP_ROWS = 1_000;
/** How long `--runs 0` polls an idle server. */
const IDLE_MS = 30_000;
const LINE_CREDIT = 10_000_000;

export interface HealthzUnderLoad {
  /** Both uploads' start to both submissions processed. */
  seconds: number;
  /** Each run's steps and seconds, in the order its automation status showed them. */
  runs: { steps: [string, number][]; seconds: number }[];
  /** `/healthz` answers timed meanwhile (ms), and the slowest with when they came (s since the start). */
  healthz: { count: number; failed: number; p50: number; p99: number; max: number };
  slowest: { atSeconds: number; ms: number }[];
}

/** The poller, plain JavaScript for the worker: GET /healthz every N ms until told to stop. */
const POLLER = `
const { parentPort, workerData } = require('node:worker_threads');
const http = require('node:http');
const samples = [];
let going = true;
parentPort.on('message', () => { going = false; });
const once = () => new Promise((resolve) => {
  const started = performance.now();
  const req = http.get(workerData.url, (res) => {
    res.resume();
    res.on('end', () => resolve([performance.timeOrigin + started, performance.now() - started, res.statusCode]));
  });
  req.on('error', () => resolve([performance.timeOrigin + started, performance.now() - started, 0]));
});
(async () => {
  while (going) {
    samples.push(await once());
    await new Promise((resolve) => setTimeout(resolve, workerData.every));
  }
  parentPort.postMessage(samples);
})();
`;

/** The header and about the first `rows` rows of `file`, cut where no quoted cell is open. */
async function copyHead(file: string, out: string, rows: number): Promise<void> {
  const lines = createInterface({ input: createReadStream(file), crlfDelay: Number.POSITIVE_INFINITY });
  const kept: string[] = [];
  let quotes = 0;
  for await (const line of lines) {
    kept.push(line);
    quotes += line.split('"').length - 1;
    if (kept.length > rows && quotes % 2 === 0) break;
  }
  lines.close();
  writeFileSync(out, `${kept.join('\n')}\n`);
}

async function login(base: string, email: string, password: string): Promise<Api> {
  const auth = await sendJson(
    `${base}/auth/token`,
    'POST',
    {},
    { grant_type: 'password', username: email, password },
  );
  if (auth.status !== 200) throw new Error(`login of ${email}: ${auth.status} ${JSON.stringify(auth.json)}`);
  const token = auth.json.payload.access_token as string;
  const api: Api = apiFor(base, token);
  (api as Api & { token: string }).token = token;
  return api;
}

export async function runHealthzUnderLoad(
  file: string,
  options: { cpuProfDir?: string; runs?: 0 | 1 | 2 } = {},
): Promise<HealthzUnderLoad> {
  const { cpuProfDir, runs: runCount = 2 } = options;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'ferry-healthz-bench-'));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const nodeArgs = cpuProfDir ? ['--cpu-prof', `--cpu-prof-dir=${cpuProfDir}`] : [];
  const { child, login: demo } = await startServer(dataDir, port, { nodeArgs }).catch((error) => {
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  });
  try {
    // A second organisation in the same database: the running server's embedded PostgreSQL is
    // reused. Both plans get room for the warm-up's lines as well as the file's.
    const second = { email: 'bench-second@example.test', password: randomBytes(18).toString('base64url') };
    const ferry = (...args: string[]) =>
      execFileSync(process.execPath, ['bin/ferry.js', ...args], {
        cwd: ROOT,
        env: { ...process.env, FERRY_DATA_DIR: dataDir, DATABASE_URL: '', FERRY_LOG_LEVEL: 'warn' },
        stdio: 'pipe',
      });
    ferry(
      'org',
      'create',
      '--subdomain',
      'bench-second',
      '--email',
      second.email,
      '--password',
      second.password,
    );
    for (const subdomain of ['demo', 'bench-second'])
      ferry('plan', 'set', '--subdomain', subdomain, '--limit', `LINE_CREDIT=${LINE_CREDIT}`);
    const apis = [
      await login(base, demo.email, demo.password),
      await login(base, second.email, second.password),
    ];
    const templates = [await createTemplate(apis[0]!), await createTemplate(apis[1]!)];
    // A server that has served before: each route's response serializer is compiled on its first
    // answer (src/api/lazy-serializers.ts), once per process, which is not what is measured here.
    const warmUp = path.join(dataDir, 'warm-up.csv');
    await copyHead(file, warmUp, WARM_UP_ROWS);
    const token0 = (apis[0] as Api & { token: string }).token;
    const small = await uploadFile(base, token0, templates[0]!.handle, warmUp);
    await walkToProcessed(apis[0]!, small.json.payload, templates[0]!.mapping, []);

    const poller = new Worker(POLLER, {
      eval: true,
      workerData: { url: `${base}/healthz`, every: HEALTHZ_EVERY_MS },
    });
    const samples = new Promise<[number, number, number][]>((resolve, reject) => {
      poller.once('message', resolve);
      poller.once('error', reject);
    });
    const started = performance.now();
    const startedAt = performance.timeOrigin + started;
    let runs: HealthzUnderLoad['runs'];
    try {
      // With no run, the poller alone for a while: the floor the machine's other work leaves.
      if (runCount === 0) await new Promise((resolve) => setTimeout(resolve, IDLE_MS));
      runs = await Promise.all(
        apis.slice(0, runCount).map(async (api, i) => {
          const { handle, mapping } = templates[i]!;
          const uploaded = await uploadFile(base, (api as Api & { token: string }).token, handle, file);
          if (uploaded.status !== 200)
            throw new Error(`upload ${i + 1}: ${uploaded.status} ${JSON.stringify(uploaded.json.payload)}`);
          const steps: [string, number][] = [['upload', (performance.now() - started) / 1000]];
          await walkToProcessed(api, uploaded.json.payload, mapping, steps);
          return { steps, seconds: (performance.now() - started) / 1000 };
        }),
      );
    } finally {
      poller.postMessage('stop');
    }
    const seconds = (performance.now() - started) / 1000;
    const all = await samples;
    await poller.terminate();
    const answered = all.filter(([, , status]) => status === 200);
    const sorted = answered.map(([, ms]) => ms).sort((a, b) => a - b);
    const slowest = [...answered]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 5)
      .map(([at, ms]) => ({ atSeconds: (at - startedAt) / 1000, ms }));
    return {
      seconds,
      runs,
      healthz: {
        count: all.length,
        failed: all.length - answered.length,
        p50: percentile(sorted, 50),
        p99: percentile(sorted, 99),
        max: sorted.at(-1) ?? 0,
      },
      slowest,
    };
  } finally {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export function formatHealthzUnderLoad(r: HealthzUnderLoad, rows: number): string {
  const h = r.healthz;
  return [
    r.runs.length === 0
      ? `/healthz on an idle ferry serve for ${IDLE_MS / 1000} s`
      : `/healthz while ${r.runs.length === 2 ? 'two' : 'one'} ${rows.toLocaleString('en')}-row run${r.runs.length === 2 ? 's go at once (two organisations, one ferry serve)' : ' goes'}: processed in ${r.seconds.toFixed(1)} s`,
    ...r.runs.map(
      (run, i) =>
        `  run ${i + 1} (${run.seconds.toFixed(1)} s): ${run.steps.map(([step, s]) => `${step} ${s.toFixed(1)} s`).join(', ')}`,
    ),
    `  /healthz every ${HEALTHZ_EVERY_MS} ms: ${h.count} asked${h.failed ? `, ${h.failed} failed` : ''}, p50 ${h.p50.toFixed(1)} ms, p99 ${h.p99.toFixed(1)} ms, max ${h.max.toFixed(1)} ms`,
    `  slowest: ${r.slowest.map((s) => `${s.ms.toFixed(0)} ms at ${s.atSeconds.toFixed(1)} s`).join(', ')}`,
  ].join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { 'cpu-prof': { type: 'string' }, runs: { type: 'string', default: '2' } },
  });
  const file = positionals[0] ?? (await ensureDataset(1_000_000)).file;
  const rows = Number(/(\d+)\.csv$/.exec(file)?.[1] ?? 0);
  console.log(
    formatHealthzUnderLoad(
      await runHealthzUnderLoad(file, {
        cpuProfDir: values['cpu-prof'],
        runs: Number(values.runs) as 0 | 1 | 2,
      }),
      rows,
    ),
  );
}
