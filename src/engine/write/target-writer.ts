/**
 * The one interface behind every output format. A writer takes rows of strings aligned with the
 * columns (already converted and formatted for output), writes them to a stream and ends it.
 */
import type { Writable } from 'node:stream';
import type { ResolvedFormat } from '../../domain/format/defaults.ts';
import type { StatsRecorder, WriteStats } from './write-stats.ts';

/** A target column as writers see it. */
export interface WrittenColumn {
  /** Header, key or element name in the output. */
  technical_name: string;
  /**
   * What the values are. `number` lets JSON and XLSX write numeric-looking values as numbers;
   * anything else is written as text. Absent means text.
   */
  kind?: 'number' | 'date' | 'text';
}

export interface TargetWriter {
  /** Writes one row; when a promise is returned, await it before the next row (backpressure). */
  writeRow(values: string[]): void | Promise<void>;
  /** Writes what remains, ends the output stream, and reports. */
  end(): Promise<WriteStats>;
}

export interface WriterOptions {
  /** When false, columns empty on every row are left out (the template's export_empty_columns). */
  exportEmptyColumns: boolean;
  /** Where rows are spooled when a second pass is needed; the system's temp dir by default. */
  tempDir?: string;
  /**
   * The rows continue a file another writer began, after `rowsBefore` rows (a later slice of a
   * run split over threads): no BOM, no header lines, and rows numbered from `rowsBefore + 1` in
   * the stats. Only the CSV writer takes it.
   */
  continuation?: { rowsBefore: number };
}

/** What one format's writer file exports. */
export type WriterFactory = (
  format: ResolvedFormat,
  columns: WrittenColumn[],
  out: Writable,
  stats: StatsRecorder,
  options: WriterOptions,
) => {
  writeRow(values: string[]): void | Promise<void>;
  /** Writes what remains and ends `out`. */
  end(): Promise<void>;
};

/** A JSON number, as a `number` column's value must look to be written as one. */
export const JSON_NUMBER = /^-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?$/;
