/**
 * Writes the review store during the main pass (see ./store-layout.ts): for each target row, where
 * its line lies in the normalized CSV and its violations when it has some. The run pays a few
 * bytes per row and a JSON line per row in error; a first version that stored every row as JSON
 * added 7 s to a 16 s run of a million rows and a file 2.5 times the size of the source.
 */
import { TextFile } from '../write/text-file.ts';
import { BinaryFile } from './binary-file.ts';
import { RowViolations } from './review-row.ts';
import { reviewFilesIn } from './store-layout.ts';

export class ReviewWriter {
  /** Where the store is written (the normalized CSV is the run's). */
  readonly files: { row_index: string; violations: string; error_index: string };
  /** Collects the current row's violations: the run's violation sink feeds it. */
  readonly violations: RowViolations;
  private readonly rows: BinaryFile;
  private readonly lines: TextFile;
  private readonly errors: BinaryFile;
  private ordinal: number;
  private end = 0;

  /**
   * `firstOrdinal`: target rows before these ones (a later slice of a split run); the offsets are
   * then relative to the slice's own files until its parts are joined (../split/join-parts.ts).
   */
  constructor(outDir: string, names: readonly string[], firstOrdinal = 0) {
    this.ordinal = firstOrdinal;
    this.files = reviewFilesIn(outDir);
    this.violations = new RowViolations(names);
    this.rows = new BinaryFile(this.files.row_index);
    this.lines = new TextFile(this.files.violations);
    this.errors = new BinaryFile(this.files.error_index);
  }

  /**
   * Stores the current row: its line is bytes [start, end) of the normalized CSV, its violations
   * those collected so far. The returned promise (when any) must be awaited before the next row.
   */
  row(start: number, end: number): Promise<unknown> | undefined {
    this.end = end;
    const failed = this.violations.failed;
    const waits = [this.rows.uint64(start), this.rows.uint64(failed ? this.lines.bytes + 1 : 0)];
    if (failed) {
      waits.push(this.lines.line(this.violations.take()), this.errors.uint32(this.ordinal));
    }
    this.ordinal++;
    // Each file flushes about once per 64 KB: waiting is rare.
    return waits.some((w) => w !== undefined) ? Promise.all(waits) : undefined;
  }

  /** Ends the index with the closing pair and closes the files. */
  async close(): Promise<void> {
    await this.rows.uint64(this.end);
    await this.rows.uint64(this.lines.bytes + 1);
    await Promise.all([this.rows.close(), this.lines.close(), this.errors.close()]);
  }

  /** Stops writing after a failure elsewhere. */
  destroy(): void {
    this.rows.destroy();
    this.lines.destroy();
    this.errors.destroy();
  }
}
