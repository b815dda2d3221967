/**
 * End to end: the benchmark file uploaded over HTTP to a `ferry serve` of its own (embedded
 * PostgreSQL, fresh data folder), walked through every step to a processed submission, while a
 * second loop reads a template every 20 ms and records how long each read took. The figure is
 * judged against the engine's own command-line time on the same file, measured in the same run.
 *   npx tsx bench/end-to-end.ts FILE.csv [--cli-seconds S]
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { createReadStream, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { type ClientRequest, request } from 'node:http';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';

const ROOT = path.resolve(import.meta.dirname, '..');

export interface EndToEnd {
  /** Upload start to `processed`. */
  seconds: number;
  /** Seconds spent in each step, in the order the automation status showed them. */
  steps: [string, number][];
  /** Template reads issued meanwhile: count and latency percentiles in ms. */
  reads: { count: number; p50: number; p99: number; max: number };
  rowsInTarget: number | null;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.once('error', reject);
  });
}

/** Starts `ferry serve` and resolves with the demo login it prints on its first start. */
export async function startServer(
  dataDir: string,
  port: number,
  options: { env?: Record<string, string>; nodeArgs?: string[] } = {},
): Promise<{ child: ChildProcess; login: { email: string; password: string } }> {
  const child = spawn(process.execPath, [...(options.nodeArgs ?? []), 'bin/ferry.js', 'serve'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      FERRY_HOST: '127.0.0.1',
      FERRY_DATA_DIR: dataDir,
      FERRY_LOG_LEVEL: 'warn',
      // The reads below come every 20 ms from one token: far over the default limit, which is not what is measured.
      FERRY_RATE_LIMIT: '1000000',
      DATABASE_URL: '',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let out = '';
  const login = await new Promise<{ email: string; password: string }>((resolve, reject) => {
    child.stdout!.on('data', (chunk) => {
      out += chunk;
      const email = /e-mail:\s+(\S+)/.exec(out)?.[1];
      const password = /password:\s+(\S+)/.exec(out)?.[1];
      if (email && password) resolve({ email, password });
    });
    child.once('exit', (code) => reject(new Error(`ferry serve stopped with code ${code}:\n${out}`)));
  });
  return { child, login };
}

/** The template of bench/template.json created through the API; returns the mapping with the new column ids. */
export async function createTemplate(
  api: Api,
): Promise<{ handle: string; mapping: { column_id: string; source: string | null }[] }> {
  const spec = JSON.parse(readFileSync(path.join(import.meta.dirname, 'template.json'), 'utf8'));
  const wanted = JSON.parse(readFileSync(path.join(import.meta.dirname, 'mapping.json'), 'utf8')).columns as {
    technical_name: string;
    source: string | null;
  }[];
  const handle = 'ferry-bench';
  await api('POST', '/template', {
    template_handle: handle,
    name: spec.name,
    item: spec.item,
    format: spec.format,
    export_empty_columns: spec.export_empty_columns,
    accept_errors: spec.accept_errors,
  });
  const ids = new Map<string, string>();
  const byName = new Map<string, string>();
  // Conditions may name columns created later: every column first, then their conditions.
  for (const column of spec.columns) {
    const { column_id, position, conditions, ...fields } = column;
    const created = await api('POST', `/template/${handle}/column`, fields);
    ids.set(column_id, created.column_id);
    byName.set(column.technical_name, created.column_id);
  }
  for (const column of spec.columns) {
    if (!column.conditions) continue;
    await api('PUT', `/template/${handle}/column/${ids.get(column.column_id)}`, {
      conditions: column.conditions,
    });
  }
  for (const constraint of spec.constraints ?? []) {
    const { constraint_id, column_id, ...fields } = constraint;
    await api('POST', '/constraint', { ...fields, column_id: ids.get(column_id) });
  }
  return {
    handle,
    mapping: wanted.flatMap((m) =>
      byName.has(m.technical_name) ? [{ column_id: byName.get(m.technical_name)!, source: m.source }] : [],
    ),
  };
}

export type Api = (method: string, url: string, body?: object) => Promise<any>;

/**
 * One request through node:http, its JSON answer parsed. Not fetch: its web streams cost the
 * client about a third more CPU, taken from the two cores the server runs on.
 */
export function send(
  url: string,
  method: string,
  headers: Record<string, string>,
  body: (req: ClientRequest) => void,
): Promise<{ status: number; json: { payload: any } }> {
  return new Promise((resolve, reject) => {
    const req = request(url, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        try {
          resolve({ status: res.statusCode ?? 0, json: JSON.parse(Buffer.concat(chunks).toString()) });
        } catch (error) {
          reject(error);
        }
      });
      res.on('error', reject);
    });
    req.on('error', reject);
    body(req);
  });
}

export function sendJson(url: string, method: string, headers: Record<string, string>, body?: object) {
  const text = body === undefined ? null : JSON.stringify(body);
  return send(
    url,
    method,
    text === null ? headers : { ...headers, 'content-type': 'application/json' },
    (req) => req.end(text ?? undefined),
  );
}

/** Signs the demo login in at `base`: its token, and calls that send it and throw on 4xx/5xx. */
export async function signIn(
  base: string,
  login: { email: string; password: string },
): Promise<{ token: string; api: Api }> {
  const auth = await sendJson(
    `${base}/auth/token`,
    'POST',
    {},
    { grant_type: 'password', username: login.email, password: login.password },
  );
  const token = auth.json.payload.access_token as string;
  return { token, api: apiFor(base, token) };
}

/** A client of the API at `base` for one token; throws on any error answer. */
export function apiFor(base: string, token: string): Api {
  return async (method, url, body) => {
    const { status, json } = await sendJson(
      `${base}${url}`,
      method,
      { authorization: `Bearer ${token}` },
      body,
    );
    if (status >= 400) throw new Error(`${method} ${url}: ${status} ${JSON.stringify(json.payload)}`);
    return json.payload;
  };
}

export function percentile(sorted: number[], p: number): number {
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))]! : 0;
}

/** POST /transformation: the file streamed as multipart with the template's handle. */
export function uploadFile(base: string, token: string, handle: string, file: string) {
  const boundary = `ferrybench${Date.now()}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="template_handle"\r\n\r\n${handle}\r\n--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${path.basename(file)}"\r\nContent-Type: text/csv\r\n\r\n`;
  const tail = `\r\n--${boundary}--\r\n`;
  return send(
    `${base}/transformation`,
    'POST',
    {
      authorization: `Bearer ${token}`,
      'content-type': `multipart/form-data; boundary=${boundary}`,
      'content-length': String(Buffer.byteLength(head) + statSync(file).size + Buffer.byteLength(tail)),
    },
    (req) => {
      req.write(head);
      pipeline(createReadStream(file), req, { end: false }).then(
        () => req.end(tail),
        (error) => req.destroy(error),
      );
    },
  );
}

/**
 * Follows an uploaded file through its steps to `processed`: the mapping confirmed at `matched`,
 * the submission sent at `transformed`. Each step seen is pushed on `steps` with its seconds.
 */
export async function walkToProcessed(
  api: Api,
  created: { automation_id: string; transformation_id: string },
  mapping: { column_id: string; source: string | null }[],
  steps: [string, number][],
): Promise<{ submission_id: string }> {
  let stepStarted = performance.now();
  const first = steps.length;
  const until = async (wanted: string) => {
    for (;;) {
      const status = await api('GET', `/transformation/automation/${created.automation_id}`);
      if (steps.at(-1)?.[0] !== status.step) {
        const now = performance.now();
        if (steps.length > first) steps[steps.length - 1]![1] = (now - stepStarted) / 1000;
        steps.push([status.step, 0]);
        stepStarted = now;
      }
      if (status.step === 'failed') throw new Error(`failed: ${status.details}`);
      if (status.step === wanted) return;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };
  await until('matched');
  await api('PUT', `/transformation/${created.transformation_id}/mapping`, { columns: mapping });
  await until('transformed');
  const submission = await api('POST', `/transformation/${created.transformation_id}/submit`);
  await until('processed');
  return submission;
}

export async function runEndToEnd(file: string): Promise<EndToEnd> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'ferry-e2e-bench-'));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const { child, login } = await startServer(dataDir, port);
  try {
    const { token, api } = await signIn(base, login);
    const { handle, mapping } = await createTemplate(api);

    // Template reads every 20 ms while the file goes through, each timed on its own.
    const latencies: number[] = [];
    let reading = true;
    const reader = (async () => {
      while (reading && latencies.length < 100_000) {
        const started = performance.now();
        await api('GET', `/template/${handle}`);
        latencies.push(performance.now() - started);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    })();

    const started = performance.now();
    const uploaded = await uploadFile(base, token, handle, file);
    const created = uploaded.json.payload;
    if (uploaded.status !== 200) throw new Error(`upload: ${uploaded.status} ${JSON.stringify(created)}`);
    // The upload is the first step: from its first byte to the transformation's answer.
    const steps: [string, number][] = [['upload', (performance.now() - started) / 1000]];
    const submission = await walkToProcessed(api, created, mapping, steps);
    const seconds = (performance.now() - started) / 1000;
    reading = false;
    await reader;
    const done = await api('GET', `/submission/${submission.submission_id}`);
    const sorted = [...latencies].sort((a, b) => a - b);
    return {
      seconds,
      steps,
      reads: {
        count: sorted.length,
        p50: percentile(sorted, 50),
        p99: percentile(sorted, 99),
        max: sorted.at(-1) ?? 0,
      },
      rowsInTarget: done.rows_in_target,
    };
  } finally {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The printed figure, judged against the command line's wall time on the same file. */
export function formatEndToEnd(result: EndToEnd, cliSeconds: number | null): string {
  const ratio = cliSeconds ? result.seconds / cliSeconds : null;
  const lines = [
    `End to end over HTTP: ${result.seconds.toFixed(1)} s to a processed submission (${result.rowsInTarget} rows in the target)`,
    `  steps: ${result.steps.map(([step, s]) => `${step} ${s.toFixed(1)} s`).join(', ')}`,
    `  template reads meanwhile: ${result.reads.count}, p50 ${result.reads.p50.toFixed(1)} ms, p99 ${result.reads.p99.toFixed(1)} ms, max ${result.reads.max.toFixed(1)} ms`,
    `  target end to end ≤ 1.5 × ferry transform (${cliSeconds?.toFixed(1) ?? '?'} s): ${ratio === null ? 'n/a' : `${ratio.toFixed(2)}× ${ratio <= 1.5 ? 'PASS' : 'FAIL'}`}`,
    `  target template read p99 < 50 ms: ${result.reads.p99 < 50 ? 'PASS' : 'FAIL'}`,
  ];
  return lines.join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const file = process.argv[2];
  if (!file) {
    console.error('usage: npx tsx bench/end-to-end.ts FILE.csv [--cli-seconds S]');
    process.exit(2);
  }
  const at = process.argv.indexOf('--cli-seconds');
  const cli = at > 0 ? Number(process.argv[at + 1]) : null;
  console.log(formatEndToEnd(await runEndToEnd(file), cli));
}
