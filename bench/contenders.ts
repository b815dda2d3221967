/**
 * What the benchmark times, each in its own child process so that peaks do not mix: (a) a plain
 * copy, (b) the csv-parse → csv-stringify baseline, (c) `ferry transform`, (c0) the same
 * command with the plain template (./plain-template.ts), and the DuckDB comparison job
 * (./duckdb-job.ts) in DuckDB on one thread and on the machine's threads and in `ferry transform`.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { jobTemplate } from './duckdb-job.ts';
import { type ChildMeasurement, measureChild } from './measure-child.ts';
import { plainTemplate } from './plain-template.ts';
import type { JobCounts, Outcome } from './targets.ts';

export const ROOT = path.join(import.meta.dirname, '..');
/** The installed command: the CLI compiled from the sources (bin/compile.js). */
const CLI = path.join(ROOT, 'bin/ferry.js');

const runTs = (script: string, args: readonly string[]): Promise<ChildMeasurement> =>
  measureChild(process.execPath, ['--import', 'tsx', script, ...args], ROOT);

function failureReason(child: ChildMeasurement): string {
  const line = child.stderr.split('\n').find((text) => text.trim() !== '' && !text.startsWith('npm warn'));
  return `exit ${child.exitCode}: ${line?.trim() ?? 'no message'}`;
}

const failure = (child: ChildMeasurement): Outcome => ({ ok: false, reason: failureReason(child) });

/** A child that prints `{"seconds": S, …}` as its last line: its own time, without start-up. */
function fromJsonLine(child: ChildMeasurement): Outcome {
  if (child.exitCode !== 0) return failure(child);
  const last = child.stdout.trim().split('\n').at(-1) ?? '';
  const reported = JSON.parse(last) as { seconds?: number; valid?: number; invalid?: number };
  return {
    ok: true,
    measurement: {
      wallSeconds: child.wallSeconds,
      workSeconds: reported.seconds ?? null,
      peakRssMb: child.peakRssMb,
      ...(reported.valid !== undefined &&
        reported.invalid !== undefined && { counts: { valid: reported.valid, invalid: reported.invalid } }),
    },
  };
}

export async function runCopy(source: string, outDir: string): Promise<Outcome> {
  return fromJsonLine(
    await runTs(path.join(import.meta.dirname, 'copy-file.ts'), [source, path.join(outDir, 'copy.csv')]),
  );
}

export async function runBaseline(source: string, outDir: string): Promise<Outcome> {
  const script = path.join(import.meta.dirname, 'baseline-csv-parse.ts');
  return fromJsonLine(await runTs(script, [source, path.join(outDir, 'baseline.csv')]));
}

/** The machine's threads, which DuckDB and `ferry transform` both use by default. */
export const MACHINE_THREADS = os.availableParallelism();

/** The comparison job in DuckDB SQL on the given threads. */
export async function runDuckdb(source: string, outDir: string, threads: number): Promise<Outcome> {
  const script = path.join(import.meta.dirname, 'duckdb-job.ts');
  return fromJsonLine(await runTs(script, [source, outDir, String(threads)]));
}

/** The comparison job in `ferry transform`, its template written into the output folder. */
export function runFerryJob(source: string, outDir: string): Promise<Outcome> {
  const { template, mapping } = jobTemplate();
  const templateFile = path.join(outDir, 'job-template.json');
  const mappingFile = path.join(outDir, 'job-mapping.json');
  writeFileSync(templateFile, JSON.stringify(template));
  writeFileSync(mappingFile, JSON.stringify(mapping));
  return ferryTransform(source, outDir, templateFile, mappingFile);
}

/** Null when `ferry transform` exists in this checkout, otherwise why (c) cannot run. */
export async function ferryUnavailable(): Promise<string | null> {
  if (!existsSync(CLI)) return 'not available: bin/ferry.js is missing';
  const help = await measureChild(process.execPath, [CLI, 'help'], ROOT);
  return /\btransform\b/.test(help.stdout) ? null : 'not available: the CLI has no transform command yet';
}

export function runFerry(source: string, outDir: string): Promise<Outcome> {
  const bench = import.meta.dirname;
  return ferryTransform(source, outDir, path.join(bench, 'template.json'), path.join(bench, 'mapping.json'));
}

/** (c0): the plain template, written into the output folder, which the runner deletes after the run. */
export function runFerryPlain(source: string, outDir: string): Promise<Outcome> {
  const { template, mapping } = plainTemplate();
  const templateFile = path.join(outDir, 'plain-template.json');
  const mappingFile = path.join(outDir, 'plain-mapping.json');
  writeFileSync(templateFile, JSON.stringify(template));
  writeFileSync(mappingFile, JSON.stringify(mapping));
  return ferryTransform(source, outDir, templateFile, mappingFile);
}

async function ferryTransform(
  source: string,
  outDir: string,
  template: string,
  mapping: string,
): Promise<Outcome> {
  const child = await measureChild(
    process.execPath,
    [CLI, 'transform', '--template', template, '--mapping', mapping, source, '--out', outDir],
    ROOT,
  );
  if (child.exitCode !== 0) return failure(child);
  let workSeconds: number | null = null;
  let counts: JobCounts | undefined;
  try {
    const summary = JSON.parse(readFileSync(path.join(outDir, 'summary.json'), 'utf8')) as {
      seconds?: number;
      counters?: { rows_in_source: number; rows_in_error: number };
    };
    workSeconds = summary.seconds ?? null;
    if (summary.counters) {
      const { rows_in_source: rows, rows_in_error: invalid } = summary.counters;
      counts = { valid: rows - invalid, invalid };
    }
  } catch {
    // An older CLI without summary.json: wall time alone.
  }
  return {
    ok: true,
    measurement: {
      wallSeconds: child.wallSeconds,
      workSeconds,
      peakRssMb: child.peakRssMb,
      ...(counts && { counts }),
    },
  };
}

/** The accuracy line of bench/matching.ts, or why it could not be read. */
export async function matchingAccuracy(): Promise<string> {
  const child = await runTs(path.join(import.meta.dirname, 'matching.ts'), []);
  if (child.exitCode !== 0) return `column matching: ${failureReason(child)}`;
  const line = child.stdout.split('\n').find((text) => text.startsWith('Accuracy:'));
  const labelled = child.stdout.split('\n').find((text) => text.startsWith('Labelled set:'));
  return `column matching: ${line ?? 'no accuracy line printed'}${labelled ? ` (${labelled.replace('Labelled set: ', '')})` : ''}`;
}
