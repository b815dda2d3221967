/**
 * Writes the review store during the main pass (see ./store-layout.ts): one line per target row,
 * its offset, and its ordinal when it has violations. Three buffered files, so memory does not
 * grow with the number of rows.
 */
import path from 'node:path';
import { TextFile } from '../transform/text-file.ts';
import { BinaryFile } from './binary-file.ts';
import { ReviewLines } from './review-row.ts';
import { REVIEW_FILE_NAMES, type ReviewFiles } from './store-layout.ts';

export class ReviewWriter {
  /** Where the store is written. */
  readonly files: ReviewFiles;
  /** Collects the current row's violations: the run's violation sink feeds it. */
  readonly lines: ReviewLines;
  private readonly rows: TextFile;
  private readonly offsets: BinaryFile;
  private readonly errors: BinaryFile;
  private ordinal = 0;

  constructor(outDir: string, names: readonly string[]) {
    this.files = {
      rows: path.join(outDir, REVIEW_FILE_NAMES.rows),
      row_index: path.join(outDir, REVIEW_FILE_NAMES.row_index),
      error_index: path.join(outDir, REVIEW_FILE_NAMES.error_index),
    };
    this.lines = new ReviewLines(names);
    this.rows = new TextFile(this.files.rows);
    this.offsets = new BinaryFile(this.files.row_index);
    this.errors = new BinaryFile(this.files.error_index);
  }

  /**
   * Stores the current row with the violations `lines` collected; `output` holds its target cells.
   * The returned promise (when any) must be awaited before the next row.
   */
  row(row: number, output: readonly string[]): Promise<unknown> | undefined {
    const failed = this.lines.failed;
    const offset = this.offsets.uint64(this.rows.bytes);
    const line = this.rows.line(this.lines.take(row, output));
    const error = failed ? this.errors.uint32(this.ordinal) : undefined;
    this.ordinal++;
    // Each file flushes about once per 64 KB: waiting is rare, so the array is too.
    if (offset === undefined && line === undefined && error === undefined) return undefined;
    return Promise.all([offset, line, error]);
  }

  /** Ends the offsets with the total length and closes the three files. */
  async close(): Promise<void> {
    await this.offsets.uint64(this.rows.bytes);
    await Promise.all([this.rows.close(), this.offsets.close(), this.errors.close()]);
  }

  /** Stops writing after a failure elsewhere. */
  destroy(): void {
    this.rows.destroy();
    this.offsets.destroy();
    this.errors.destroy();
  }
}
