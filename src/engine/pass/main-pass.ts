/**
 * The main pass of a run: every row is converted, checked and written to the target, the
 * normalized source (unless skipped), the error report, the invalid rows and the review store
 * (when asked). Each output is a buffered writer awaited only when its buffer is handed to the disk.
 *
 * A pass covers the whole source, or one slice of it when a run is split over threads
 * (../split/split-run.ts): a later slice writes no header lines, and numbers its rows on from the slices
 * before it.
 */

import { rm } from 'node:fs/promises';
import path from 'node:path';
import type { ResolvedFormat } from '../../domain/format/defaults.ts';
import { resolveFileName } from '../../domain/format/file-name.ts';
import type { AlignedEdits } from '../judge/cell-edits.ts';
import type { DatasetIndexes } from '../judge/check-row.ts';
import { ExtraCellCheck } from '../judge/extra-cells.ts';
import { RowJudge } from '../judge/judge-row.ts';
import { normalizedLine } from '../normalized-csv.ts';
import { growingFilesIn } from '../review-store/growing-store.ts';
import { reviewFilesIn } from '../review-store/store-layout.ts';
import type { TransformOptions, TransformResult } from '../run-types.ts';
import type { EngineTemplate } from '../template.ts';
import { EXTENSIONS } from '../write/writers.ts';
import { bytePassFits, writeBytePass } from './byte-pass.ts';
import { copySource } from './normalized-copy.ts';
import { PassOutputs } from './pass-outputs.ts';
import type { PassFiles, PassPlace, PassResult } from './pass-place.ts';
import { phaseClock } from './phases.ts';
import type { PreparedRun } from './prepare-run.ts';

export type { PassFiles, PassPlace, PassResult };

/** The target's file name, from `file_name` with its date tags and the extension. */
export function targetNameOf(template: EngineTemplate, format: ResolvedFormat, now: Date): string {
  return resolveFileName(template.file_name ?? null, template.extension || EXTENSIONS[format.format], now);
}

/**
 * The names of the files a run writes beside its target (and `summary.json`, which `ferry
 * transform` adds), lower-cased: a target named like one of them goes into a folder of its own.
 */
const BESIDE_TARGET = new Set(
  [
    'normalized-source.csv',
    'error-report.csv',
    'invalid-rows.csv',
    'summary.json',
    ...Object.values(reviewFilesIn('')),
    ...Object.values(growingFilesIn('')),
  ].map((name) => path.basename(name).toLowerCase()),
);

/**
 * Where the target is written in `outDir`: beside the run's other files, unless the template's
 * file name is one of theirs (`error-report.csv`, say), which would make two outputs one file;
 * such a target goes into `outDir/target/`.
 */
export function targetPathIn(outDir: string, targetName: string): string {
  return BESIDE_TARGET.has(targetName.toLowerCase())
    ? path.join(outDir, 'target', targetName)
    : path.join(outDir, targetName);
}

/** The output paths of a whole run in `outDir`. */
export function runFiles(outDir: string, targetName: string, options: TransformOptions): PassFiles {
  return {
    target: targetPathIn(outDir, targetName),
    normalized: options.writeNormalized === false ? null : path.join(outDir, 'normalized-source.csv'),
    report: path.join(outDir, 'error-report.csv'),
    invalid: path.join(outDir, 'invalid-rows.csv'),
    review: options.review ? outDir : null,
    reviewMarks: options.reviewMarks ?? false,
  };
}

/**
 * The main pass over the whole source, in this thread. `copyFrom`: the source, when it already is
 * the normalized CSV (./normalized-copy.ts); it is copied while the pass runs.
 */
export async function mainPass(
  run: PreparedRun,
  template: EngineTemplate,
  indexes: DatasetIndexes | null,
  edits: AlignedEdits | null,
  now: Date,
  options: TransformOptions,
  copyFrom: string | null = null,
): Promise<TransformResult> {
  const targetName = targetNameOf(template, run.format, now);
  const files = runFiles(options.outDir, targetName, options);
  const copying =
    copyFrom !== null && files.normalized !== null ? copySource(copyFrom, files.normalized) : null;
  const whole = { start: 0, end: Number.MAX_SAFE_INTEGER, last: true, rowsBefore: 0, linesBefore: 0 };
  const place: PassPlace = {
    // Opened only when read: the byte-level pass reads the file through `slice` instead.
    batches: (async function* () {
      yield* run.table.rowBatches();
    })(),
    slice: { slice: whole, stats: { rowsIgnored: 0, blankAtEnd: 0, lines: 0, pastHeader: false } },
    rowsBefore: 0,
    begins: true,
    files: { ...files, normalizedCopied: copying !== null },
  };
  const bytes = bytePassFits(run, edits, place);
  const pass = await writePass(run, template, indexes, edits, now, options, place);
  await copying;
  if (pass.rowsInError === 0) await rm(files.invalid, { force: true });
  const ignored = bytes ? place.slice!.stats.rowsIgnored : run.table.stats.rowsIgnored;
  return runResult(run, targetName, files, pass, ignored, 1);
}

/** Runs one pass over `place.batches` (or its byte slice: ./byte-pass.ts), writing `place.files`. */
export async function writePass(
  run: PreparedRun,
  template: EngineTemplate,
  indexes: DatasetIndexes | null,
  edits: AlignedEdits | null,
  now: Date,
  options: Pick<TransformOptions, 'lineCredit' | 'onProgress'>,
  place: PassPlace,
): Promise<PassResult> {
  if (bytePassFits(run, edits, place)) return writeBytePass(run, template, indexes, now, options, place);
  const { table, prepared, state } = run;
  const out = await PassOutputs.open(run, template, options.lineCredit, place);
  const { normalized, sliceCredit } = out;
  const judge = new RowJudge(prepared, state, indexes, now);
  const extraCells = new ExtraCellCheck(table, prepared);
  const output = judge.output;
  const sink = out.sink(state, output);
  const phases = phaseClock();
  let rowsRead = 0;
  let rowsInTarget = 0;
  let rowsInError = 0;
  try {
    for await (const batch of place.batches) {
      phases?.add('read');
      for (const row of batch) {
        rowsRead++;
        const start = normalized?.bytes ?? 0;
        if (normalized !== null) {
          const pending = normalized.line(normalizedLine(row));
          if (pending) await pending;
        }
        if (rowsInTarget >= sliceCredit) continue;
        // The row's line as the sender's file shows it, which the importer shows too: the sheet's
        // row, the CSV line where the record starts; JSON and XML records have no line of their
        // own: their number.
        out.rowNumber = row.index;
        out.lineNumber = table.headerRow === null ? row.index : row.line;
        state.raw = row.cells;
        state.extra = extraCells.of(row);
        if (edits !== null) state.edited = edits.get(row.index) ?? null;
        phases?.add('write');
        const inError = phases === null ? judge.judge(sink) : phases.judge(judge, sink);
        if (inError) rowsInError++;
        rowsInTarget++;
        const wait = out.writeJudged(inError, output, start);
        if (wait) await wait;
        phases?.add('write');
      }
      const ended = out.endBatch(rowsRead, options.onProgress);
      if (ended) await ended;
    }
    return await out.finish({ rowsRead, rowsInTarget, rowsInError }, phases);
  } catch (err) {
    out.destroy();
    throw err;
  }
}

/** The run's result from what its passes counted and the files they left. */
export function runResult(
  run: PreparedRun,
  targetName: string,
  files: PassFiles,
  pass: PassResult,
  rowsIgnored: number,
  threads: number,
): TransformResult {
  const { table, prepared, mapping } = run;
  const mapped = new Set(prepared.columns.filter((p) => p.sourceIndex >= 0).map((p) => p.sourceIndex));
  return {
    counters: {
      rows_in_source: pass.rowsRead,
      rows_ignored_from_source: rowsIgnored,
      columns_ignored_from_source: table.headers.length - mapped.size,
      rows_in_target: pass.rowsInTarget,
      rows_in_error: pass.rowsInError,
      rows_ignored_from_target: pass.rowsRead - pass.rowsInTarget,
      maximum_number_of_columns: prepared.columns.length,
    },
    mapping,
    source: {
      format: table.format,
      encoding: table.encoding,
      delimiter: table.delimiter,
      sheet: table.sheet,
      header_row: table.headerRow,
      headers: table.headers,
    },
    files: {
      target_name: targetName,
      target: files.target,
      normalized_source: files.normalized,
      error_report: files.report,
      invalid_rows: pass.rowsInError ? files.invalid : null,
      review: files.review === null ? null : reviewFilesIn(files.review),
    },
    violations: pass.violations,
    write: pass.write,
    threads,
    ...(pass.phases && { phases: pass.phases }),
  };
}
