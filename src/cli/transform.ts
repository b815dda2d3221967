/**
 * `ferry transform --template T.json [--mapping M.json] SOURCE --out DIR`: the engine alone, no
 * server and no database. Writes the target, both reports, the normalized source and summary.json;
 * exits non-zero when the input cannot be read. Shows progress on a terminal.
 */
import { readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { setFlagsFromString } from 'node:v8';
import {
  type EngineTemplate,
  type Mapping,
  prepareThreads,
  runTransformation,
  type SourceOptions,
  YOUNG_GENERATION_MB,
} from '../engine/index.ts';

import { TransformUsageError } from './transform-usage-error.ts';

async function readJson<T>(file: string, what: string): Promise<T> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch {
    throw new TransformUsageError(`Cannot read the ${what} file ${file}.`);
  }
  try {
    return JSON.parse(text) as T;
  } catch (err) {
    throw new TransformUsageError(`The ${what} file ${file} is not valid JSON: ${(err as Error).message}`);
  }
}

function progressBar(totalBytes: number, bytesPerRow: () => number) {
  if (!process.stderr.isTTY) return undefined;
  let last = 0;
  return (rows: number) => {
    const now = Date.now();
    if (now - last < 200) return;
    last = now;
    const share = Math.min(1, (rows * bytesPerRow()) / totalBytes);
    const width = 30;
    const filled = Math.round(share * width);
    process.stderr.write(
      `\r[${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${Math.round(share * 100)}% ${rows.toLocaleString('en')} rows`,
    );
  };
}

/** A whole-number option, or undefined when it is not given; a usage error naming it otherwise. */
function wholeNumber(values: Record<string, unknown>, name: string, from = 1): number | undefined {
  const given = values[name];
  if (given === undefined) return undefined;
  const number = Number(given);
  if (typeof given !== 'string' || !/^\d+$/.test(given.trim()) || number < from) {
    throw new TransformUsageError(`--${name} must be a whole number from ${from}, not "${String(given)}".`);
  }
  return number;
}

export async function transform(argv: string[]): Promise<void> {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      template: { type: 'string' },
      mapping: { type: 'string' },
      out: { type: 'string' },
      encoding: { type: 'string' },
      delimiter: { type: 'string' },
      'header-row': { type: 'string' },
      sheet: { type: 'string' },
      'records-path': { type: 'string' },
      'line-credit': { type: 'string' },
      threads: { type: 'string' },
    },
  });
  const source = positionals[0];
  if (!values.template || !values.out || !source || positionals.length > 1) {
    throw new TransformUsageError(
      'Usage: ferry transform --template TEMPLATE.json [--mapping MAPPING.json] SOURCE --out DIR',
    );
  }
  const threads = wholeNumber(values, 'threads');
  const headerRow = wholeNumber(values, 'header-row');
  const lineCredit = wholeNumber(values, 'line-credit', 0);
  const size = (await stat(source).catch(() => null))?.size;
  if (size === undefined) throw new Error(`Cannot read the source file ${source}.`);
  // This thread's young generation the size of the engine threads' (see YOUNG_GENERATION_MB).
  setFlagsFromString(`--max-semi-space-size=${YOUNG_GENERATION_MB / 3}`);
  // The engine threads of a split run load the engine while this thread loads it too.
  await prepareThreads(source, { ...(threads !== undefined && { threads }) });
  const template = await readJson<EngineTemplate>(values.template, 'template');
  if (!Array.isArray(template?.columns))
    throw new TransformUsageError(`The template file ${values.template} has no "columns" array.`);
  const mapping = values.mapping ? await readJson<Mapping>(values.mapping, 'mapping') : null;
  const options: SourceOptions = {};
  if (values.encoding) options.encoding = values.encoding;
  if (values.delimiter) options.delimiter = values.delimiter;
  if (headerRow !== undefined) options.header_row = headerRow;
  if (values.sheet) options.sheet = values.sheet;
  if (values['records-path']) options.records_path = values['records-path'];

  const started = Date.now();
  const result = await runTransformation(source, template, {
    source: options,
    mapping,
    outDir: values.out,
    lineCredit: lineCredit ?? null,
    ...(threads !== undefined && { threads }),
    onProgress: progressBar(size, () => 150),
  });
  const seconds = (Date.now() - started) / 1000;
  if (process.stderr.isTTY) process.stderr.write('\n');
  const summary = { ...result, seconds };
  await writeFile(path.join(values.out, 'summary.json'), `${JSON.stringify(summary, null, 2)}\n`);
  const c = result.counters;
  if (result.phases) {
    const p = result.phases;
    const f = (s: number) => s.toFixed(2);
    process.stderr.write(
      `main pass, seconds summed over threads: read ${f(p.read)}, convert ${f(p.convert)}, check ${f(p.check)}, write ${f(p.write)}\n`,
    );
  }
  process.stdout.write(
    `${[
      `${c.rows_in_source} rows read in ${seconds.toFixed(2)} s (${Math.round(c.rows_in_source / Math.max(seconds, 0.001)).toLocaleString('en')} rows/s)`,
      `target: ${result.files.target} (${c.rows_in_target} rows, ${c.rows_in_error} in error, ${c.rows_ignored_from_target} cut by line credit)`,
      `error report: ${result.files.error_report} (${result.violations} violations)`,
      `summary: ${path.join(values.out, 'summary.json')}`,
    ].join('\n')}\n`,
  );
}
