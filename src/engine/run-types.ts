/**
 * What a run is asked and what it answers: the types the run (./run/), its passes (./pass/), its
 * split over threads (./split/) and the task table share. A leaf: it imports only types.
 */
import type { AiColumnMatcher, LearnedMapping } from '../domain/column-matching/index.ts';
import type { CellEdits } from './judge/cell-edits.ts';
import type { SourceOptions } from './read/source-table.ts';
import type { ReviewFiles } from './review-store/store-layout.ts';
import type { Mapping } from './template.ts';
import type { WriteStats } from './write/write-stats.ts';

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
  /** Also write the review store (see ./review-store/). Default false. */
  review?: boolean;
  /**
   * Mark the review store as it is written, so that its first rows are read before the run ends
   * (./review-store/growing-store.ts). Default false.
   */
  reviewMarks?: boolean;
  /**
   * Cells the sender edited, by row number then technical name: the edited text stands for the
   * source cell (after its value map) in both passes. Names the template lacks are ignored.
   */
  edits?: CellEdits;
  /**
   * The same as a file, for edits too many to hold (a find and replace over every row): JSON lines
   * `[row, {technical name: text}, …]` by ascending row number (./judge/edits-file.ts). Ignored
   * when `edits` has any.
   */
  editsPath?: string | null;
  /** Write `normalized-source.csv`. Default true; false when the source already is that file. */
  writeNormalized?: boolean;
  /**
   * Threads a large CSV source may be split over (./split/split-run.ts). Default: one per core; 1 runs
   * the whole file in the calling thread.
   */
  threads?: number;
  /**
   * Slices of a split run that this process runs at once (default: all of them, one per thread);
   * fewer when they are jobs run a few at a time by each process. Each slice holds its share of
   * `uniqueValuesInMemory`.
   */
  slicesAtOnce?: number;
  /** Smallest source split over threads, in bytes (default MIN_SPLIT_BYTES of ./split/prepare-threads.ts). */
  minSplitBytes?: number;
  /**
   * Bytes the values of one uniqueness column may take in memory during the first pass (over all
   * the slices of a split run) before they are written to disk (default UNIQUE_VALUES_IN_MEMORY of
   * ./pass/unique-values.ts). The results are the same either way.
   */
  uniqueValuesInMemory?: number;
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
    /** Null when `writeNormalized` was false. */
    normalized_source: string | null;
    error_report: string;
    /** Null when no row failed. */
    invalid_rows: string | null;
    /** The review store (its rows point into `normalized_source`); null unless `review` was asked. */
    review: Omit<ReviewFiles, 'normalized'> | null;
  };
  violations: number;
  write: WriteStats;
  /** Threads the run was split over (1: read in one piece). */
  threads: number;
  /** Seconds of the main pass per phase, summed over threads; only with FERRY_ENGINE_PHASES=1. */
  phases?: PhaseSeconds;
}

/** Where a main pass spent its time (../pass/phases.ts). */
export interface PhaseSeconds {
  /** Reading rows: the bytes scanned or parsed, the cells decoded. */
  read: number;
  /** Converting and formatting each cell. */
  convert: number;
  /** The rules: required, constraints, dataset rules. */
  check: number;
  /** Every output: target, normalized source, error report, invalid rows, review store. */
  write: number;
}
