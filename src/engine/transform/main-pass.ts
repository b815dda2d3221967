/**
 * The main pass of a run: every row is converted, checked and written to the target, the
 * normalized source (unless skipped), the error report, the invalid rows and the review store
 * (when asked). Each output is a buffered writer awaited only when its buffer is handed to the disk.
 */
import { createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { resolveFormat } from '../../domain/format/defaults.ts';
import { resolveFileName } from '../../domain/format/file-name.ts';
import { csvLine, normalizedLine } from '../normalize.ts';
import { ReviewWriter } from '../review/review-writer.ts';
import type { EngineTemplate } from '../template.ts';
import { createTargetWriter } from '../write/create-target-writer.ts';
import { EXTENSIONS } from '../write/writers.ts';
import type { AlignedEdits } from './cell-edits.ts';
import type { DatasetIndexes } from './check-row.ts';
import { RowJudge } from './judge-row.ts';
import type { PreparedRun } from './prepare-run.ts';
import type { TransformOptions, TransformResult } from './run-transformation.ts';
import { OUTPUT_HIGH_WATER_MARK, TextFile } from './text-file.ts';

export async function mainPass(
  run: PreparedRun,
  template: EngineTemplate,
  indexes: DatasetIndexes | null,
  edits: AlignedEdits | null,
  now: Date,
  options: TransformOptions,
): Promise<TransformResult> {
  const { table, prepared, mapping, state } = run;
  const format = resolveFormat(template.format ?? null);
  const targetName = resolveFileName(
    template.file_name ?? null,
    template.extension || EXTENSIONS[format.format],
    now,
  );
  const targetPath = path.join(options.outDir, targetName);
  const names = prepared.columns.map((p) => p.column.technical_name);
  const target = createTargetWriter(
    template.format ?? null,
    prepared.columns.map((p) => ({ technical_name: p.column.technical_name, kind: p.kind })),
    createWriteStream(targetPath, { highWaterMark: OUTPUT_HIGH_WATER_MARK }),
    { exportEmptyColumns: template.export_empty_columns ?? true, tempDir: options.outDir },
  );
  const normalized =
    options.writeNormalized === false
      ? null
      : new TextFile(path.join(options.outDir, 'normalized-source.csv'));
  const report = new TextFile(path.join(options.outDir, 'error-report.csv'));
  const invalid = new TextFile(path.join(options.outDir, 'invalid-rows.csv'));
  // The review store points into the normalized CSV: it cannot be written without it.
  if (options.review && normalized === null) throw new Error('The review store needs the normalized output.');
  const review = options.review ? new ReviewWriter(options.outDir, names) : null;
  normalized?.line(csvLine(table.headers));
  report.line('row,column,value,rule,message');
  invalid.line(csvLine(names));

  const credit = options.lineCredit ?? Number.POSITIVE_INFINITY;
  const judge = new RowJudge(prepared, state, indexes, now);
  const output = judge.output;
  const lines = review?.violations ?? null;
  let rowsRead = 0;
  let rowsInTarget = 0;
  let rowsInError = 0;
  let violations = 0;
  let rowNumber = 0;
  // The sink is called while a row is judged; a flush of the report it starts is awaited after.
  let reportFlush: Promise<void> | undefined;
  const sink = (c: number, rule: string, message: string) => {
    violations++;
    const wait = report.line(csvLine([String(rowNumber), names[c]!, output[c]!, rule, message]));
    if (wait) reportFlush = reportFlush ? reportFlush.then(() => wait) : wait;
    if (lines !== null) lines.add(c, rule, message);
  };
  try {
    for await (const batch of table.rowBatches()) {
      for (const row of batch) {
        rowsRead++;
        const start = normalized?.bytes ?? 0;
        if (normalized !== null) {
          const pending = normalized.line(normalizedLine(row));
          if (pending) await pending;
        }
        if (rowsInTarget >= credit) continue;
        rowNumber = row.index;
        state.raw = row.cells;
        if (edits !== null) state.edited = edits.get(rowNumber) ?? null;
        if (judge.judge(sink)) {
          if (reportFlush) {
            await reportFlush;
            reportFlush = undefined;
          }
          rowsInError++;
          const wait = invalid.line(csvLine(output));
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
      options.onProgress?.(rowsRead);
    }
    const write = await target.end();
    await Promise.all([normalized?.close(), report.close(), invalid.close(), review?.close()]);
    if (rowsInError === 0) await rm(invalid.path, { force: true });
    const mapped = new Set(prepared.columns.filter((p) => p.sourceIndex >= 0).map((p) => p.sourceIndex));
    return {
      counters: {
        rows_in_source: rowsRead,
        rows_ignored_from_source: table.stats.rowsIgnored,
        columns_ignored_from_source: table.headers.length - mapped.size,
        rows_in_target: rowsInTarget,
        rows_in_error: rowsInError,
        rows_ignored_from_target: rowsRead - rowsInTarget,
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
        target: targetPath,
        normalized_source: normalized?.path ?? null,
        error_report: report.path,
        invalid_rows: rowsInError ? invalid.path : null,
        review: review?.files ?? null,
      },
      violations,
      write,
    };
  } catch (err) {
    normalized?.destroy();
    report.destroy();
    invalid.destroy();
    review?.destroy();
    throw err;
  }
}
