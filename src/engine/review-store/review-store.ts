/**
 * Reads a review store (see ./store-layout.ts) a few rows at a time: each read takes only the
 * bytes it needs, so a page costs the same on the first row as on the millionth and nothing is
 * loaded whole.
 */
import { type FileHandle, open } from 'node:fs/promises';
import { type ReadyMark, readReadyMark } from './growing-store.ts';
import type { ReviewViolation } from './review-row.ts';
import { ORDINAL_BYTES, type ReviewFiles, ROW_ENTRY_BYTES, readOffset } from './store-layout.ts';

/** Error ordinals read per chunk of `review-errors.idx`. */
const ORDINALS_PER_CHUNK = 16 * 1024;

/** Where a stored row is, and what the full run found wrong with it. */
export interface StoredRow {
  /** 0-based ordinal (row number − 1). */
  ordinal: number;
  /** Its line in the normalized CSV, without the line break. */
  line: string;
  /** Its violations as the full run judged them, dataset rules included. */
  violations: ReviewViolation[];
}

export interface ReviewStore {
  /** Rows in the store: the rows written to the target (so far, while its run still writes it). */
  readonly rowCount: number;
  /** Rows with at least one violation. */
  readonly errorCount: number;
  /** The rows at these ordinals, in the order given; an ordinal past the end is a RangeError. */
  read(ordinals: readonly number[]): Promise<StoredRow[]>;
  /** Ordinals of the rows with violations, ascending, read in chunks. */
  errorOrdinals(): AsyncIterable<number>;
  /** Releases the files. */
  close(): Promise<void>;
}

export async function openReviewStore(files: ReviewFiles): Promise<ReviewStore> {
  const handles: FileHandle[] = [];
  try {
    for (const file of [files.row_index, files.normalized, files.violations, files.error_index]) {
      handles.push(await open(file, 'r'));
    }
  } catch (err) {
    await Promise.all(handles.map((h) => h.close()));
    throw err;
  }
  const [index, normalized, violations, errors] = handles as [FileHandle, FileHandle, FileHandle, FileHandle];
  try {
    const counts = await storedCounts(files, index, errors);
    return new StoreReader(index, normalized, violations, errors, counts.rows, counts.errors);
  } catch (err) {
    await Promise.all(handles.map((h) => h.close()));
    throw err;
  }
}

/**
 * Rows and rows in error of a store: its mark while its run still writes it (./growing-store.ts),
 * else its files' sizes.
 */
export async function storedCounts(
  files: ReviewFiles,
  index: FileHandle,
  errors: FileHandle,
): Promise<ReadyMark> {
  if (files.ready !== undefined) return readReadyMark(files.ready);
  const [indexBytes, errorBytes] = await Promise.all([index.stat(), errors.stat()]);
  return { rows: indexBytes.size / ROW_ENTRY_BYTES - 1, errors: errorBytes.size / ORDINAL_BYTES };
}

class StoreReader implements ReviewStore {
  constructor(
    private readonly index: FileHandle,
    private readonly normalized: FileHandle,
    private readonly violations: FileHandle,
    private readonly errors: FileHandle,
    readonly rowCount: number,
    readonly errorCount: number,
  ) {}

  async read(ordinals: readonly number[]): Promise<StoredRow[]> {
    for (const ordinal of ordinals) {
      if (!Number.isInteger(ordinal) || ordinal < 0 || ordinal >= this.rowCount) {
        throw new RangeError(`No stored row ${ordinal}: the store holds ${this.rowCount} rows.`);
      }
    }
    return Promise.all(ordinals.map((ordinal) => this.readOne(ordinal)));
  }

  async *errorOrdinals(): AsyncGenerator<number> {
    for (let first = 0; first < this.errorCount; first += ORDINALS_PER_CHUNK) {
      const count = Math.min(ORDINALS_PER_CHUNK, this.errorCount - first);
      const chunk = await readAt(this.errors, first * ORDINAL_BYTES, count * ORDINAL_BYTES);
      for (let i = 0; i < count; i++) yield chunk.readUInt32LE(i * ORDINAL_BYTES);
    }
  }

  async close(): Promise<void> {
    await Promise.all([this.index, this.normalized, this.violations, this.errors].map((h) => h.close()));
  }

  /** The row's entry and the next one give its line's bounds; its violations run to the next line break. */
  private async readOne(ordinal: number): Promise<StoredRow> {
    const entries = await readAt(this.index, ordinal * ROW_ENTRY_BYTES, 2 * ROW_ENTRY_BYTES);
    const start = readOffset(entries, 0);
    const end = readOffset(entries, ROW_ENTRY_BYTES);
    // The line includes its line break; the next row's start is where it ends.
    const line = (await readAt(this.normalized, start, end - start)).toString('utf8').replace(/\n$/, '');
    const at = readOffset(entries, 8);
    if (at === 0) return { ordinal, line, violations: [] };
    return { ordinal, line, violations: JSON.parse(await this.violationLine(at - 1)) as ReviewViolation[] };
  }

  /** One line of the violations file from `start`, read in growing chunks (a line is usually short). */
  private async violationLine(start: number): Promise<string> {
    let size = 4096;
    for (;;) {
      const buffer = Buffer.allocUnsafe(size);
      const { bytesRead } = await this.violations.read(buffer, 0, size, start);
      const newline = buffer.subarray(0, bytesRead).indexOf(10);
      if (newline >= 0) return buffer.toString('utf8', 0, newline);
      if (bytesRead < size)
        throw new Error(`The review store's violations end without a line break at ${start}.`);
      size *= 4;
    }
  }
}

/** Reads exactly `length` bytes at `position`; a short file is an error, not a short buffer. */
async function readAt(file: FileHandle, position: number, length: number): Promise<Buffer> {
  const buffer = Buffer.allocUnsafe(length);
  let done = 0;
  while (done < length) {
    const { bytesRead } = await file.read(buffer, done, length - done, position + done);
    if (bytesRead === 0) throw new Error(`The review store ends before byte ${position + length}.`);
    done += bytesRead;
  }
  return buffer;
}
