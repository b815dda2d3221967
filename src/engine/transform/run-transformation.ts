/**
 * The engine's whole run, file in → files out: open the source, match its columns (unless a
 * mapping is given), prepare the template, make a first pass when dataset rules need one, then one
 * streaming pass that converts, checks and writes the target file, the normalized source, the
 * error report and the invalid rows. Memory holds one batch of rows plus the dataset indexes.
 */
import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { resolveFormat } from '../../domain/format/defaults.ts';
import { resolveFileName } from '../../domain/format/file-name.ts';
import type { AiColumnMatcher, LearnedMapping } from '../../domain/matching/index.ts';
import { csvLine } from '../normalize.ts';
import { openSource } from '../read/open-source.ts';
import type { SourceOptions, SourceTable } from '../read/source-table.ts';
import type { EngineTemplate, Mapping } from '../template.ts';
import { createTargetWriter } from '../write/create-target-writer.ts';
import type { WriteStats } from '../write/write-stats.ts';
import { EXTENSIONS } from '../write/writers.ts';
import { checkRow, type DatasetIndexes, observeRow } from './check-row.ts';
import { type ConversionErrors, convertCell, convertRow } from './convert-row.ts';
import { needsFirstPass, type PreparedTemplate, prepareTemplate } from './prepared-template.ts';
import { proposeMapping, readSamples } from './propose-mapping.ts';
import { RowState, type ValueCounts } from './row-state.ts';
import { OUTPUT_HIGH_WATER_MARK, TextFile } from './text-file.ts';

export interface TransformOptions {
  /** Upload options: encoding, delimiter, header_row, sheet (detected when absent). */
  source?: SourceOptions;
  /** The confirmed mapping; proposed by the matcher when absent. */
  mapping?: Mapping | null;
  /** Directory receiving every output file. */
  outDir: string;
  /** Rows beyond this many are left out of the target (rows_ignored_from_target). */
  lineCredit?: number | null;
  /** The customer's user_metadata, for `*(name)` references. */
  customFields?: Record<string, string>;
  /** Mappings learned from earlier transformations, for the matcher. */
  learned?: LearnedMapping[];
  ai?: AiColumnMatcher;
  /** The run's time: file-name date tags, `today`, working hours. */
  now?: Date;
  /** Called after each batch with the data rows read so far. */
  onProgress?: (rows: number) => void;
}

/** The specification's counters (DESIGN §4). */
export interface Counters {
  rows_in_source: number;
  rows_ignored_from_source: number;
  columns_ignored_from_source: number;
  rows_in_target: number;
  rows_in_error: number;
  rows_ignored_from_target: number;
  maximum_number_of_columns: number;
}

export interface TransformResult {
  counters: Counters;
  mapping: Mapping;
  source: {
    format: string;
    encoding: string | null;
    delimiter: string | null;
    sheet: string | null;
    header_row: number | null;
    headers: string[];
  };
  files: {
    /** Resolved file name of the target, with its extension. */
    target_name: string;
    target: string;
    normalized_source: string;
    error_report: string;
    /** Null when no row failed. */
    invalid_rows: string | null;
  };
  violations: number;
  write: WriteStats;
}

export async function runTransformation(
  sourcePath: string,
  template: EngineTemplate,
  options: TransformOptions,
): Promise<TransformResult> {
  const now = options.now ?? new Date();
  const table = await openSource(sourcePath, options.source ?? {});
  const samples = await readSamples(table);
  const mapping = options.mapping ?? (await proposeMapping(table.headers, samples, template, options));
  const prepared = prepareTemplate(template, table.headers, mapping, samples, () => now);
  await mkdir(options.outDir, { recursive: true });

  const state = new RowState(
    new Map(table.headers.map((h, i) => [h, i])),
    new Map(prepared.columns.map((p, i) => [p.column.technical_name, i])),
    options.customFields ?? {},
  );
  const indexes = needsFirstPass(prepared) ? await firstPass(table, prepared, state) : null;
  return mainPass(table, template, prepared, mapping, state, indexes, now, options);
}

async function firstPass(
  table: SourceTable,
  prepared: PreparedTemplate,
  state: RowState,
): Promise<DatasetIndexes> {
  const indexes: DatasetIndexes = {
    rules: prepared.datasetRules.map(({ rule }) => rule.createIndex()),
    duplicates: prepared.uniqueColumns.map(() => new Set()),
  };
  const seen: Set<string>[] = prepared.uniqueColumns.map(() => new Set());
  const counts: ValueCounts = new Map();
  // Indexes need only the columns rules read; conversion errors are reported by the main pass.
  state.convertOnDemand((c) => convertCell(prepared.columns[c]!, c, state));
  for await (const batch of table.rowBatches()) {
    for (const row of batch) {
      state.startRow(row.cells);
      observeRow(prepared, state, indexes, seen, counts);
    }
  }
  state.convertOnDemand(null);
  // Conditions see the counts only once they are complete.
  state.counts = counts;
  return indexes;
}

async function mainPass(
  table: SourceTable,
  template: EngineTemplate,
  prepared: PreparedTemplate,
  mapping: Mapping,
  state: RowState,
  indexes: DatasetIndexes | null,
  now: Date,
  options: TransformOptions,
): Promise<TransformResult> {
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
  const normalized = new TextFile(path.join(options.outDir, 'normalized-source.csv'));
  const report = new TextFile(path.join(options.outDir, 'error-report.csv'));
  const invalid = new TextFile(path.join(options.outDir, 'invalid-rows.csv'));
  normalized.line(csvLine(table.headers));
  report.line('row,column,value,rule,message');
  invalid.line(csvLine(names));

  const credit = options.lineCredit ?? Number.POSITIVE_INFINITY;
  const conversion: ConversionErrors = new Array(prepared.columns.length).fill(null);
  const output: string[] = new Array(prepared.columns.length).fill('');
  let rowsRead = 0;
  let rowsInTarget = 0;
  let rowsInError = 0;
  let violations = 0;
  let rowNumber = 0;
  const sink = (c: number, rule: string, message: string) => {
    violations++;
    report.line(csvLine([String(rowNumber), names[c]!, output[c]!, rule, message]));
  };
  try {
    for await (const batch of table.rowBatches()) {
      for (const row of batch) {
        rowsRead++;
        const pending = normalized.line(
          row.extra ? csvLine(row.cells.concat(row.extra)) : csvLine(row.cells),
        );
        if (pending) await pending;
        if (rowsInTarget >= credit) continue;
        rowNumber = row.index;
        state.raw = row.cells;
        convertRow(prepared.columns, state, conversion);
        for (let c = 0; c < output.length; c++) {
          output[c] =
            conversion[c] == null
              ? prepared.columns[c]!.converter.format(state.values[c]!)
              : state.values[c]!;
        }
        if (checkRow(prepared, state, conversion, indexes, now, sink)) {
          rowsInError++;
          const wait = invalid.line(csvLine(output));
          if (wait) await wait;
        }
        rowsInTarget++;
        const wait = target.writeRow(output.slice());
        if (wait) await wait;
      }
      options.onProgress?.(rowsRead);
    }
    const write = await target.end();
    await Promise.all([normalized.close(), report.close(), invalid.close()]);
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
        normalized_source: normalized.path,
        error_report: report.path,
        invalid_rows: rowsInError ? invalid.path : null,
      },
      violations,
      write,
    };
  } catch (err) {
    normalized.destroy();
    report.destroy();
    invalid.destroy();
    throw err;
  }
}
