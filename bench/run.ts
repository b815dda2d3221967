/**
 * `npm run bench`: generates (or reuses) the 100k- and 1M-row files, then times on each (a) a plain
 * copy, (b) the csv-parse baseline, (c0) `ferry transform` with nothing to convert or check
 * (./plain-template.ts) and (c) `ferry transform`, and the DuckDB comparison job (./duckdb-job.ts)
 * in DuckDB on one thread and on the machine's threads and in `ferry transform`, each in its own
 * process; every line is set against DuckDB's time on the same file. Files above 1M rows (the
 * 10M one, only when --sizes names it) get (a) and (c) alone, unless --all-contenders.
 * Then, on the 1M-row file: the HTTP API end to end (./end-to-end.ts); `/healthz` while two runs
 * go at once (./healthz-two-runs.ts); the sender importer in headless Chromium (./importer.ts) and
 * find and replace (./replace.ts), both read through ./issue-adapters.ts; a value-list bulk import
 * of 100,000 lines from a URL (./bulk-import.ts); the activity lists over 100,000 submissions
 * (./activity-lists.ts); 8 files through one `ferry worker`, then two (./workers.ts); one 5M-row
 * file through one worker, then split across two (./slice-workers.ts). Last, the engine issue's
 * table, every figure from this one run.
 * A measurement, not a test: it exits 0 even when a target is missed.
 *   npm run bench -- [--sizes 100000,1000000] [--repeat N] [--all-contenders]
 * With --repeat, the run of median wall time is kept and the peak is the highest seen.
 */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { formatActivity, runActivityBench } from './activity-lists.ts';
import { formatBulkImport, runBulkImportBench } from './bulk-import.ts';
import {
  ferryUnavailable,
  MACHINE_THREADS,
  matchingAccuracy,
  ROOT,
  runBaseline,
  runCopy,
  runDuckdb,
  runFerry,
  runFerryJob,
  runFerryPlain,
} from './contenders.ts';
import { formatEndToEnd, runEndToEnd } from './end-to-end.ts';
import { formatEngineIssue, formatSize, formatTargets } from './format-results.ts';
import { ensureDataset } from './generate-dataset.ts';
import { formatHealthzUnderLoad, runHealthzUnderLoad } from './healthz-two-runs.ts';
import { importerStage, replaceStage } from './issue-adapters.ts';
import { measureChild } from './measure-child.ts';
import { formatSliceWorkers, runSliceWorkersBench } from './slice-workers.ts';
import {
  type ContenderKey,
  checkEngineIssue,
  checkJobCounts,
  checkTargets,
  type Figure,
  ISSUE_ROWS,
  type IssueFigures,
  type Outcome,
  type SizeResults,
} from './targets.ts';
import { formatWorkers, runWorkersBench } from './workers.ts';

const { values } = parseArgs({
  options: {
    sizes: { type: 'string', default: '100000,1000000' },
    repeat: { type: 'string', default: '1' },
    'all-contenders': { type: 'boolean', default: false },
  },
});
const sizes = values.sizes
  .split(',')
  .map(Number)
  .sort((a, b) => a - b);
const repeat = Math.max(1, Number(values.repeat) || 1);
if (sizes.some((n) => !Number.isInteger(n) || n < 1)) {
  console.error('--sizes takes whole numbers separated by commas, e.g. 100000,1000000');
  process.exit(2);
}

/** Median run by wall time, with the highest peak of all runs. */
async function measure(run: () => Promise<Outcome>): Promise<Outcome> {
  const runs: Outcome[] = [];
  for (let i = 0; i < repeat; i++) {
    const outcome = await run();
    if (!outcome.ok) return outcome;
    runs.push(outcome);
  }
  const ok = runs.flatMap((o) => (o.ok ? [o.measurement] : [])).sort((a, b) => a.wallSeconds - b.wallSeconds);
  const median = ok[Math.floor(ok.length / 2)]!;
  const peaks = ok.flatMap((m) => (m.peakRssMb === null ? [] : [m.peakRssMb]));
  return { ok: true, measurement: { ...median, peakRssMb: peaks.length ? Math.max(...peaks) : null } };
}

const cpus = os.cpus();
console.log(
  `Machine: ${cpus.length} × ${cpus[0]?.model ?? 'unknown CPU'}, ${(os.totalmem() / 2 ** 30).toFixed(1)} GiB, Node ${process.version}`,
);
const startup = await measureChild(process.execPath, ['--import', 'tsx', '-e', '0'], ROOT);
console.log(
  `Process start-up included in every wall time (node --import tsx): ${startup.wallSeconds.toFixed(2)} s, ${Math.round(startup.peakRssMb ?? 0)} MB`,
);

const unavailable = await ferryUnavailable();
const contenders: [ContenderKey, (source: string, out: string) => Promise<Outcome>][] = [
  ['copy', runCopy],
  ['baseline', runBaseline],
  ['ferryPlain', unavailable ? async () => ({ ok: false, reason: unavailable }) : runFerryPlain],
  ['ferry', unavailable ? async () => ({ ok: false, reason: unavailable }) : runFerry],
  ['duckdbOne', (source, out) => runDuckdb(source, out, 1)],
  ['duckdbAll', (source, out) => runDuckdb(source, out, MACHINE_THREADS)],
  ['ferryJob', unavailable ? async () => ({ ok: false, reason: unavailable }) : runFerryJob],
];

/** Above the issue's 1M rows only (a) and (c) run: the 10M line judges (c)'s peak alone. */
const largeFileContenders: ContenderKey[] = ['copy', 'ferry'];
// Outputs go to a folder of this run's own: bench/data is shared by every checkout of the machine.
const outRoot = mkdtempSync(path.join(os.tmpdir(), 'ferry-bench-out-'));
process.once('exit', () => rmSync(outRoot, { recursive: true, force: true }));

const results: SizeResults[] = [];
for (const rows of sizes) {
  const started = Date.now();
  const { file, meta, reused } = await ensureDataset(rows);
  const how = reused ? 'reused' : `generated in ${((Date.now() - started) / 1000).toFixed(1)} s`;
  console.log(
    `\n${path.relative(ROOT, file)} (${how}; ${meta.rows_with_invalid_value} rows given an invalid value)`,
  );
  const size: SizeResults = { rows, bytes: meta.bytes, outcomes: {} };
  for (const [key, run] of contenders) {
    if (rows > ISSUE_ROWS && !values['all-contenders'] && !largeFileContenders.includes(key)) continue;
    const outDir = path.join(outRoot, `${rows}-${key}`);
    size.outcomes[key] = await measure(async () => {
      rmSync(outDir, { recursive: true, force: true });
      mkdirSync(outDir, { recursive: true });
      return run(file, outDir);
    });
    // Outputs are as large as the input: drop them before the next contender writes its own.
    rmSync(outDir, { recursive: true, force: true });
  }
  size.outcomes = checkJobCounts(size.outcomes);
  console.log(formatSize(size, MACHINE_THREADS));
  results.push(size);
}

console.log(`\n${formatTargets(checkTargets(results.length > 1 ? results[0] : undefined, results.at(-1)))}`);
console.log(`\n${await matchingAccuracy()}`);

// The server's stages run on the issue's 1M-row file, whatever --sizes says.
const issueFile = (await ensureDataset(ISSUE_ROWS)).file;
const cliOnIssueFile = results.find((r) => r.rows === ISSUE_ROWS)?.outcomes.ferry;
const failed = <T>(error: unknown): Figure<T> => ({
  ok: false,
  reason: (error as Error).message.split('\n')[0] ?? String(error),
});

// The API issue's figure: the file through the HTTP API, against (c) on the same file.
try {
  const e2e = await runEndToEnd(issueFile);
  console.log(`\n${formatEndToEnd(e2e, cliOnIssueFile?.ok ? cliOnIssueFile.measurement.wallSeconds : null)}`);
} catch (error) {
  console.log(`\nEnd to end over HTTP: not measured: ${(error as Error).message}`);
}

// The API thread while two runs go at once.
let healthz: IssueFigures['healthz'];
try {
  const h = await runHealthzUnderLoad(issueFile);
  console.log(`\n${formatHealthzUnderLoad(h, ISSUE_ROWS)}`);
  healthz = { ok: true, value: { p99Ms: h.healthz.p99, count: h.healthz.count, rows: ISSUE_ROWS } };
} catch (error) {
  healthz = failed(error);
  console.log(`\n/healthz while two runs go: not measured: ${(error as Error).message}`);
}

// The importer issue's figures: the same file reviewed in the sender importer, in headless Chromium.
const importer = await importerStage(issueFile);
console.log(`\n${importer.text}`);

// Find and replace over the file's review store, in a process of its own.
const replace = await replaceStage(ISSUE_ROWS);
console.log(`\n${replace.text}`);

// The bulk import issue's figure: 100,000 value-list lines from a URL to `completed`, against csv-parse alone.
try {
  console.log(`\n${formatBulkImport(await runBulkImportBench())}`);
} catch (error) {
  console.log(`\nBulk import: not measured: ${(error as Error).message}`);
}

// The activity lists' figures: 100,000 submissions, first page, filtered page and a deep page by cursor against OFFSET.
try {
  console.log(`\n${formatActivity(await runActivityBench())}`);
} catch (error) {
  console.log(`\nActivity lists: not measured: ${(error as Error).message}`);
}

// The scale-out issue's figure: 8 files through one pinned `ferry worker`, then two.
try {
  console.log(`\n${formatWorkers(await runWorkersBench())}`);
} catch (error) {
  console.log(`\nWorkers: not measured: ${(error as Error).message}`);
}

// The same issue's other figure: one 5M-row file through one pinned worker, then split across two.
try {
  console.log(`\n${formatSliceWorkers(await runSliceWorkersBench())}`);
} catch (error) {
  console.log(`\nOne file across workers: not measured: ${(error as Error).message}`);
}

// The engine issue's table, every line from this run.
const issue = checkEngineIssue({
  sizes: results,
  threads: MACHINE_THREADS,
  importer: importer.figure,
  replace: replace.replace,
  submitAfterReplace: replace.submitAfterReplace,
  healthz,
});
console.log(`\n${formatEngineIssue(issue, results, MACHINE_THREADS)}`);
