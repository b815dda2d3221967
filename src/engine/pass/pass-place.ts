/** Where one main pass writes, which rows it covers, what it counted (./main-pass.ts, ./byte-pass.ts). */
import type { ByteSlice, SliceStats, SourceRow } from '../read/source-table.ts';
import type { PhaseSeconds } from '../run-types.ts';
import type { WriteStats } from '../write/write-stats.ts';

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
   * Where in the `normalized` file the pass's first line is written, when not at `normalizedAt`: a
   * worker running a later slice as a job writes its lines to a file of their own from 0, which is
   * then their range as it is, stored without a copy. Offsets still count from `normalizedAt`.
   */
  normalizedFileAt?: number;
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
  /**
   * The same rows as a byte slice of a CSV file (the whole file: a slice from 0 that is the last),
   * for the byte-level pass (./byte-pass.ts); its `stats` are filled as it is read. Absent: only
   * `batches` can be read.
   */
  slice?: { slice: ByteSlice; stats: SliceStats };
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
  /** Seconds per phase, when FERRY_ENGINE_PHASES is set (./phases.ts). */
  phases?: PhaseSeconds;
}
