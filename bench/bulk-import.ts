/**
 * A value-list bulk import of 100,000 lines end to end: a `ferry serve` of its own (embedded
 * PostgreSQL, fresh data folder) fetches the file from a loopback HTTP server through the
 * private-network guard (FERRY_OUTBOUND_ALLOWLIST=127.0.0.1), and the time runs from the POST to
 * the import `completed`, polled every 50 ms. The baseline, measured in the same run: csv-parse
 * alone reading the same file from disk. Target: under 10 s.
 * While the import runs, `GET /healthz` is asked again and again: its slowest answer is how long the
 * import held the API's event loop at worst (the server runs the job in the same process), against
 * the slowest of as many answers asked once it is over.
 *   npx tsx bench/bulk-import.ts [--lines 100000]
 */
import { createReadStream, createWriteStream, mkdirSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { parseArgs } from 'node:util';
import { parse } from 'csv-parse';
import { freePort, sendJson, startServer } from './end-to-end.ts';
import { DATA_DIR } from './generate-dataset.ts';

export const TARGET_SECONDS = 10;

export interface BulkImportFigures {
  lines: number;
  bytes: number;
  /** POST to `completed`. */
  seconds: number;
  /** csv-parse alone over the same file. */
  baselineSeconds: number;
  validRows: number | null;
  /** The slowest `GET /healthz` answer while the import ran, in ms. */
  slowestHealthzMs: number;
  /** The slowest of as many `GET /healthz` answers once the import is over, in ms. */
  restingHealthzMs: number;
}

/** Asks `url` until `running()` turns false (at least `atLeast` times), one at a time; the slowest answer in ms. */
async function slowestAnswer(
  url: string,
  running: () => boolean,
  atLeast = 0,
): Promise<{ slowest: number; asked: number }> {
  let slowest = 0;
  let asked = 0;
  while (running() || asked < atLeast) {
    const started = performance.now();
    const res = await fetch(url);
    await res.arrayBuffer();
    slowest = Math.max(slowest, performance.now() - started);
    asked++;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return { slowest, asked };
}

/** `column,value,synonyms`: distinct values of one column, each with two synonyms. */
async function valueListFile(lines: number): Promise<string> {
  mkdirSync(DATA_DIR, { recursive: true });
  const file = path.join(DATA_DIR, `bulk-values-${lines}.csv`);
  const out = createWriteStream(file);
  out.write('column,value,synonyms\n');
  for (let i = 0; i < lines; i++) {
    const n = String(i).padStart(6, '0');
    if (!out.write(`product,Product ${n},P${n}|ref-${n}\n`))
      await new Promise<void>((r) => out.once('drain', () => r()));
  }
  await new Promise<void>((resolve, reject) =>
    out.end((error?: Error | null) => (error ? reject(error) : resolve())),
  );
  return file;
}

async function csvParseAlone(file: string): Promise<number> {
  const started = performance.now();
  let records = 0;
  const parser = parse({ bom: true, relax_quotes: true, relax_column_count: true, skip_empty_lines: true });
  parser.on('data', () => records++);
  await pipeline(createReadStream(file), parser);
  return (performance.now() - started) / 1000;
}

export async function runBulkImportBench(lines = 100_000): Promise<BulkImportFigures> {
  const file = await valueListFile(lines);
  const baselineSeconds = await csvParseAlone(file);
  const files = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/csv', 'content-length': String(statSync(file).size) });
    createReadStream(file).pipe(res);
  });
  await new Promise<void>((resolve) => files.listen(0, '127.0.0.1', resolve));
  const fileUrl = `http://127.0.0.1:${(files.address() as AddressInfo).port}/values.csv`;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'ferry-bulk-bench-'));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  process.env.FERRY_OUTBOUND_ALLOWLIST = '127.0.0.1'; // startServer passes the environment on
  const { child, login } = await startServer(dataDir, port);
  try {
    const auth = await sendJson(
      `${base}/auth/token`,
      'POST',
      {},
      { grant_type: 'password', username: login.email, password: login.password },
    );
    const headers = { authorization: `Bearer ${auth.json.payload.access_token}` };
    const api = async (method: string, url: string, body?: object) => {
      const { status, json } = await sendJson(`${base}${url}`, method, headers, body);
      if (status >= 400) throw new Error(`${method} ${url}: ${status} ${JSON.stringify(json.payload)}`);
      return json.payload;
    };
    await api('POST', '/template', { name: 'Bulk bench', template_handle: 'bulk-bench' });
    await api('POST', '/template/bulk-bench/column', {
      technical_name: 'product',
      pretty_name: 'Product',
      type: { type: 'LIST_OF_VALUES' },
    });
    let running = true;
    const started = performance.now();
    const created = await api('POST', '/bulk-import/values/bulk-bench/replace/url', { url: fileUrl });
    const probe = slowestAnswer(`${base}/healthz`, () => running);
    try {
      for (;;) {
        const view = await api('GET', `/bulk-import/${created.import_id}`);
        if (view.status === 'failed') throw new Error(`import failed: ${view.error}`);
        if (view.status === 'completed') {
          const seconds = (performance.now() - started) / 1000;
          running = false;
          const during = await probe;
          const resting = await slowestAnswer(`${base}/healthz`, () => false, during.asked);
          return {
            lines,
            bytes: statSync(file).size,
            seconds,
            baselineSeconds,
            validRows: view.number_of_valid_rows,
            slowestHealthzMs: during.slowest,
            restingHealthzMs: resting.slowest,
          };
        }
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    } finally {
      running = false;
      await probe.catch(() => {});
    }
  } finally {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
    files.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export function formatBulkImport(f: BulkImportFigures): string {
  const verdict = f.seconds < TARGET_SECONDS ? 'met' : 'MISSED';
  return [
    `Bulk import of ${f.lines.toLocaleString('en')} value-list lines (${(f.bytes / 1e6).toFixed(1)} MB) from a URL, end to end`,
    `  ferry (POST → completed, ${f.validRows ?? '?'} valid rows): ${f.seconds.toFixed(2)} s`,
    `  baseline (csv-parse alone over the file): ${f.baselineSeconds.toFixed(2)} s`,
    `  ferry vs baseline: ${(f.seconds / f.baselineSeconds).toFixed(1)}× the time; target < ${TARGET_SECONDS} s: ${verdict}`,
    `  slowest GET /healthz during the import: ${Math.round(f.slowestHealthzMs)} ms (as many asked after it: ${Math.round(f.restingHealthzMs)} ms)`,
  ].join('\n');
}

if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) {
  const { values } = parseArgs({ options: { lines: { type: 'string', default: '100000' } } });
  console.log(formatBulkImport(await runBulkImportBench(Number(values.lines))));
}
