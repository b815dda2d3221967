/**
 * Writes the review store during the main pass (see ./store-layout.ts): for each target row, where
 * its line lies in the normalized CSV and its violations when it has some. The run pays a few
 * bytes per row and a JSON line per row in error; a first version that stored every row as JSON
 * added 7 s to a 16 s run of a million rows and a file 2.5 times the size of the source.
 *
 * A store that grows (./growing-store.ts) is also marked as it is written, so that a sender
 * reviews its first rows while the run goes on.
 */
import { open, stat, writeFile } from 'node:fs/promises';
import { TextFile } from '../write/text-file.ts';
import { BinaryFile } from './binary-file.ts';
import { growingFilesIn, writeReadyMark } from './growing-store.ts';
import { RowViolations } from './review-row.ts';
import { reviewFilesIn } from './store-layout.ts';

/**
 * Between two marks: a reader polling about once a second sees the rows grow, and the run pays
 * a few small writes per mark (about 40 on a run of a million rows).
 */
export const MARK_EVERY_MS = 250;

/** What marking a store as it grows needs of the pass writing it. */
export interface GrowingStore {
  /** The normalized CSV the rows point into. */
  normalizedPath: string;
  /**
   * Its writer, settled before each mark; null when the caller copies the source there instead:
   * a mark then waits until the copy has passed the rows it counts.
   */
  normalized: { settle(): Promise<void> } | null;
  /** Rows the run prepared its template from: the store is first marked once it holds them all. */
  sampleRows: number;
}

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
  /** Where the last row written starts: the end of the rows a mark may count. */
  private lastStart = 0;
  private errorCount = 0;
  private lastFailed = false;
  /** Where the rows after the template's samples start in the normalized CSV (-1: not reached yet). */
  private headEnd = -1;
  private headWritten = false;
  private markedAt = Number.NEGATIVE_INFINITY;

  /**
   * `firstOrdinal`: target rows before these ones (a later slice of a split run); the offsets are
   * then relative to the slice's own files until its parts are joined (../split/join-parts.ts).
   * `growing`: mark the store as it is written (only the pass that begins the store's files).
   */
  constructor(
    private readonly outDir: string,
    names: readonly string[],
    firstOrdinal = 0,
    private readonly growing: GrowingStore | null = null,
  ) {
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
    if (this.growing !== null && this.ordinal === this.growing.sampleRows) this.headEnd = start;
    this.lastStart = start;
    this.end = end;
    const failed = this.violations.failed;
    this.lastFailed = failed;
    const waits = [this.rows.uint64(start), this.rows.uint64(failed ? this.lines.bytes + 1 : 0)];
    if (failed) {
      waits.push(this.lines.line(this.violations.take()), this.errors.uint32(this.ordinal));
      this.errorCount++;
    }
    this.ordinal++;
    // Each file flushes about once per 64 KB: waiting is rare.
    return waits.some((w) => w !== undefined) ? Promise.all(waits) : undefined;
  }

  /**
   * Called between batches: marks the rows written so far when the last mark is old enough. The
   * returned promise (when any) must be awaited before the next row.
   */
  markReady(): Promise<void> | undefined {
    if (this.growing === null || this.ordinal <= this.growing.sampleRows) return undefined;
    if (Date.now() - this.markedAt < MARK_EVERY_MS) return undefined;
    return this.mark(this.growing);
  }

  /**
   * Marks every row but the last: a row's line ends where the next row's starts, and the last
   * row's next entry is written only with the row after it (or the closing pair).
   */
  private async mark(growing: GrowingStore): Promise<void> {
    await Promise.all([
      this.rows.settle(),
      this.lines.settle(),
      this.errors.settle(),
      growing.normalized?.settle(),
    ]);
    this.markedAt = Date.now();
    const { size } = await stat(growing.normalizedPath);
    // A copy of the source not yet past these rows: the next mark will count them.
    if (size < this.lastStart) return;
    const { ready, head } = growingFilesIn(this.outDir);
    if (!this.headWritten) {
      await writeFile(head, await readHead(growing.normalizedPath, this.headEnd));
      this.headWritten = true;
    }
    await writeReadyMark(ready, {
      rows: this.ordinal - 1,
      errors: this.errorCount - (this.lastFailed ? 1 : 0),
    });
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

/** The first `length` bytes of the normalized CSV: its header and the template's samples. */
async function readHead(normalizedPath: string, length: number): Promise<Buffer> {
  const file = await open(normalizedPath, 'r');
  try {
    const buffer = Buffer.alloc(length);
    const { bytesRead } = await file.read(buffer, 0, length, 0);
    if (bytesRead < length) throw new Error(`The normalized CSV ends before byte ${length}.`);
    return buffer;
  } finally {
    await file.close();
  }
}
