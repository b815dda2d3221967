/**
 * The review store's files and byte layout, shared by its writer and reader. The store holds no
 * second copy of the data: each row points at its line in the normalized CSV the same run wrote,
 * and a page converts those few lines again. Only the violations, which need the whole file
 * (uniqueness, lookups), are stored as they were judged.
 *
 * - `review-rows.idx`: per target row, two unsigned 64-bit little-endian integers: where its line
 *   starts in `normalized-source.csv`, and 1 + where its violations start in
 *   `review-violations.jsonl` (0 when it has none); then one closing pair: where the last row's
 *   line ends, and 1 + the length of the violations file.
 * - `review-violations.jsonl`: for each row with violations, in row order, the JSON array of them.
 * - `review-errors.idx`: the 0-based ordinal of every row with a violation, ascending, each an
 *   unsigned 32-bit little-endian integer.
 */
import path from 'node:path';
import type { SourceOptions } from '../read/source-table.ts';

/** Paths of a review store's files, and of the normalized CSV its rows point into. */
export interface ReviewFiles {
  /** The normalized CSV of the same run. */
  normalized: string;
  /** Per row: its line in the normalized CSV and its violations. */
  row_index: string;
  /** Violations of the rows that have some. */
  violations: string;
  /** Ordinals of the rows with violations. */
  error_index: string;
  /**
   * Of a store its run still writes (./growing-store.ts): the mark of the rows readable so far.
   * Absent once the store is complete: its files' sizes then say how many rows it holds.
   */
  ready?: string;
  /** Of a store its run still writes: the header and the first rows the run prepared its template from. */
  head?: string;
}

export const REVIEW_FILE_NAMES = {
  row_index: 'review-rows.idx',
  violations: 'review-violations.jsonl',
  error_index: 'review-errors.idx',
} as const;

/** The store's own files in `dir` (the normalized CSV is the run's). */
export function reviewFilesIn(dir: string): Omit<ReviewFiles, 'normalized'> {
  return {
    row_index: path.join(dir, REVIEW_FILE_NAMES.row_index),
    violations: path.join(dir, REVIEW_FILE_NAMES.violations),
    error_index: path.join(dir, REVIEW_FILE_NAMES.error_index),
  };
}

/** How the normalized CSV is written, so that it reads back with nothing left to detect. */
export const NORMALIZED_CSV: SourceOptions = {
  format: 'csv',
  encoding: 'utf-8',
  delimiter: ',',
  header_row: 1,
};

/** Bytes per row of `review-rows.idx`: two offsets. */
export const ROW_ENTRY_BYTES = 16;
/** Bytes per entry of `review-errors.idx`. */
export const ORDINAL_BYTES = 4;

const HIGH = 2 ** 32;

/** Writes `value` (a whole number below 2^53) as a uint64 LE, without a BigInt per offset. */
export function writeOffset(buffer: Buffer, value: number, at: number): void {
  buffer.writeUInt32LE(value % HIGH, at);
  buffer.writeUInt32LE(Math.floor(value / HIGH), at + 4);
}

/** Reads the uint64 LE at `at`. */
export function readOffset(buffer: Buffer, at: number): number {
  return buffer.readUInt32LE(at) + buffer.readUInt32LE(at + 4) * HIGH;
}
