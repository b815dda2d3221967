/**
 * The main pass of a run: every row is converted, checked and written to the target, the
 * normalized source (unless skipped), the error report, the invalid rows and the review store
 * (when asked). Each output is a buffered writer awaited only when its buffer is handed to the disk.
 *
 * A pass covers the whole source, or one slice of it when a run is split over threads
 * (../split/split-run.ts): a later slice writes no header lines, and numbers its rows on from the slices
 * before it.
 */
import { createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import type { ResolvedFormat } from '../../domain/format/defaults.ts';
import { resolveFileName } from '../../domain/format/file-name.ts';
import type { AlignedEdits } from '../judge/cell-edits.ts';
import { type DatasetIndexes, WHOLE_ROW } from '../judge/check-row.ts';
import { ExtraCellCheck } from '../judge/extra-cells.ts';
import { RowJudge } from '../judge/judge-row.ts';
import { csvLine, normalizedLine } from '../normalize.ts';
import type { SourceRow } from '../read/source-table.ts';
import { ReviewWriter } from '../review-store/review-writer.ts';
import { reviewFilesIn } from '../review-store/store-layout.ts';
import type { TransformOptions, TransformResult } from '../run-types.ts';
import type { EngineTemplate } from '../template.ts';
import { createTargetWriter } from '../write/create-target-writer.ts';
import { neutraliseFormulas } from '../write/formula-cells.ts';
import { LineCounter, OUTPUT_HIGH_WATER_MARK, TextFile } from '../write/text-file.ts';
import type { WriteStats } from '../write/write-stats.ts';
import { EXTENSIONS } from '../write/writers.ts';
import { copySource } from './normalized-copy.ts';
import type { PreparedRun } from './prepare-run.ts';
import { SAMPLE_ROWS } from './propose-mapping.ts';

/** Where one pass writes. */
export interface PassFiles {
  target: string;
  /** Null: the normalized source is not written. */
  normalized: string | null;
  /**
   * Where this pass's lines go in an existing `normalized` file shared by the slices of a split
   * run (their sizes are known from the first pass); absent: the pass writes the file itself.
   */
  normalizedAt?: number;
  /**
   * The normalized CSV is a copy of the source, made by the caller (the source is already that
   * file): the pass only counts its lines' bytes, for the review store.
   */
  normalizedCopied?: boolean;
  report: string;
  invalid: string;
  /** Folder of the review store; null when it is not written. */
  review: string | null;
  /** Mark the review store as it grows (../review-store/growing-store.ts); only a pass that begins its files does. */
  reviewMarks?: boolean;
}

/** Which rows a pass covers and where they sit in the whole source. */
export interface PassPlace {
  batches: AsyncIterable<SourceRow[]>;
  /** Data rows before these ones: 0 for a whole source or its first slice. */
  rowsBefore: number;
  /** The pass begins its files: header lines, BOM. False for a later slice. */
  begins: boolean;
  files: PassFiles;
}

/** What one pass counted. */
export interface PassResult {
  rowsRead: number;
  rowsInTarget: number;
  rowsInError: number;
  violations: number;
  write: WriteStats;
  /** Where the pass's last normalized line ends (null without a normalized output). */
  normalizedEnd: number | null;
}

/** The target's file name, from `file_name` with its date tags and the extension. */
export function targetNameOf(template: EngineTemplate, format: ResolvedFormat, now: Date): string {
  return resolveFileName(template.file_name ?? null, template.extension || EXTENSIONS[format.format], now);
}

/** The output paths of a whole run in `outDir`. */
export function runFiles(outDir: string, targetName: string, options: TransformOptions): PassFiles {
  return {
    target: path.join(outDir, targetName),
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
  const place: PassPlace = {
    batches: run.table.rowBatches(),
    rowsBefore: 0,
    begins: true,
    files: { ...files, normalizedCopied: copying !== null },
  };
  const pass = await writePass(run, template, indexes, edits, now, options, place);
  await copying;
  if (pass.rowsInError === 0) await rm(files.invalid, { force: true });
  return runResult(run, targetName, files, pass, run.table.stats.rowsIgnored, 1);
}

/** Runs one pass over `place.batches`, writing `place.files`. */
export async function writePass(
  run: PreparedRun,
  template: EngineTemplate,
  indexes: DatasetIndexes | null,
  edits: AlignedEdits | null,
  now: Date,
  options: Pick<TransformOptions, 'lineCredit' | 'onProgress'>,
  place: PassPlace,
): Promise<PassResult> {
  const { table, prepared, state } = run;
  const { files, begins } = place;
  // The review store points into the normalized CSV: it cannot be written without it. Checked
  // before any output is opened, so that refusing leaves no file being written.
  if (files.review !== null && files.normalized === null) {
    throw new Error('The review store needs the normalized output.');
  }
  const names = prepared.columns.map((p) => p.column.technical_name);
  const target = await createTargetWriter(
    run.format,
    prepared.columns.map((p) => ({ technical_name: p.column.technical_name, kind: p.kind })),
    createWriteStream(files.target, { highWaterMark: OUTPUT_HIGH_WATER_MARK }),
    {
      exportEmptyColumns: template.export_empty_columns ?? true,
      tempDir: path.dirname(files.target),
      ...(!begins && { continuation: { rowsBefore: place.rowsBefore } }),
    },
  );
  const normalized = normalizedOutput(files);
  const report = new TextFile(files.report);
  const invalid = new TextFile(files.invalid);
  const credit = options.lineCredit ?? Number.POSITIVE_INFINITY;
  // Rows of earlier slices took their share of the credit first.
  const targetBefore = Math.min(place.rowsBefore, credit);
  const growing =
    begins && files.reviewMarks && files.normalized !== null
      ? {
          normalizedPath: files.normalized,
          normalized: normalized instanceof TextFile ? normalized : null,
          sampleRows: SAMPLE_ROWS,
        }
      : null;
  const review = files.review === null ? null : new ReviewWriter(files.review, names, targetBefore, growing);
  if (begins) {
    normalized?.line(csvLine(table.headers));
    report.line('row,column,value,rule,message,line');
    invalid.line(csvLine(names));
  }

  const sliceCredit = credit - targetBefore;
  const judge = new RowJudge(prepared, state, indexes, now);
  const extraCells = new ExtraCellCheck(table, prepared);
  const output = judge.output;
  const lines = review?.violations ?? null;
  let rowsRead = 0;
  let rowsInTarget = 0;
  let rowsInError = 0;
  let violations = 0;
  let rowNumber = 0;
  // The row's line as the sender's file shows it, which the importer shows too: the sheet's row,
  // the CSV line where the record starts; JSON and XML records have no line of their own: their number.
  let lineNumber = 0;
  // The sink is called while a row is judged; a flush of the report it starts is awaited after.
  let reportFlush: Promise<void> | undefined;
  const sink = (c: number, rule: string, message: string) => {
    violations++;
    // Receivers open the report in a spreadsheet: a cell must not run as a formula there.
    const whole = c === WHOLE_ROW;
    const wait = report.line(
      csvLine(
        neutraliseFormulas([
          String(rowNumber),
          whole ? '' : names[c]!,
          whole ? state.extra!.value : output[c]!,
          rule,
          message,
          String(lineNumber),
        ]),
      ),
    );
    if (wait) reportFlush = reportFlush ? reportFlush.then(() => wait) : wait;
    if (lines !== null) lines.add(c, rule, message);
  };
  try {
    for await (const batch of place.batches) {
      for (const row of batch) {
        rowsRead++;
        const start = normalized?.bytes ?? 0;
        if (normalized !== null) {
          const pending = normalized.line(normalizedLine(row));
          if (pending) await pending;
        }
        if (rowsInTarget >= sliceCredit) continue;
        rowNumber = row.index;
        lineNumber = table.headerRow === null ? row.index : row.line;
        state.raw = row.cells;
        state.extra = extraCells.of(row);
        if (edits !== null) state.edited = edits.get(rowNumber) ?? null;
        if (judge.judge(sink)) {
          if (reportFlush) {
            await reportFlush;
            reportFlush = undefined;
          }
          rowsInError++;
          const wait = invalid.line(csvLine(neutraliseFormulas(output)));
          if (wait) await wait;
        }
        rowsInTarget++;
        if (review !== null) {
          const wait = review.row(start, normalized!.bytes);
          if (wait) await wait;
        }
        const wait = target.writeRow(output.slice());
        if (wait) await wait;
      }
      const marking = review?.markReady();
      if (marking) await marking;
      options.onProgress?.(rowsRead);
    }
    const write = await target.end();
    await Promise.all([normalized?.close(), report.close(), invalid.close(), review?.close()]);
    return {
      rowsRead,
      rowsInTarget,
      rowsInError,
      violations,
      write,
      normalizedEnd: normalized?.bytes ?? null,
    };
  } catch (err) {
    normalized?.destroy();
    report.destroy();
    invalid.destroy();
    review?.destroy();
    throw err;
  }
}

/**
 * Where a pass's normalized lines go: the file, or, when the caller copied the source there, a
 * count of their bytes for the review store alone (nothing without a review store).
 */
function normalizedOutput(files: PassFiles): TextFile | LineCounter | null {
  if (files.normalized === null) return null;
  if (!files.normalizedCopied) return new TextFile(files.normalized, files.normalizedAt);
  return files.review === null ? null : new LineCounter(files.normalizedAt);
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
  };
}
