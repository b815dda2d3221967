/**
 * Reads a review store (see ./store-layout.ts) a page or a few rows at a time: each read takes
 * only the bytes it needs, a slice of the offsets and then one read of the lines, so a page costs
 * the same on the first row as on the millionth and nothing is loaded whole.
 */
import { type FileHandle, open } from 'node:fs/promises';
import type { ReviewRow } from './review-row.ts';
import { OFFSET_BYTES, ORDINAL_BYTES, type ReviewFiles, readOffset } from './store-layout.ts';

/** Error ordinals read per chunk of `review-errors.idx`. */
const ORDINALS_PER_CHUNK = 16 * 1024;

export interface ReviewStore {
  /** Lines in the store: the rows written to the target. */
  readonly rowCount: number;
  /** Lines with at least one violation. */
  readonly errorCount: number;
  /** Lines `first` to `first + count - 1` (0-based ordinals), cut at the end of the store. */
  readRange(first: number, count: number): Promise<ReviewRow[]>;
  /** The lines at these ordinals, in the order given; an ordinal past the end is a RangeError. */
  readOrdinals(ordinals: readonly number[]): Promise<ReviewRow[]>;
  /** Ordinals of the lines with violations, ascending, read in chunks. */
  errorOrdinals(): AsyncIterable<number>;
  /** Releases the three files. */
  close(): Promise<void>;
}

export async function openReviewStore(files: ReviewFiles): Promise<ReviewStore> {
  const handles: FileHandle[] = [];
  try {
    for (const file of [files.rows, files.row_index, files.error_index]) handles.push(await open(file, 'r'));
  } catch (err) {
    await Promise.all(handles.map((h) => h.close()));
    throw err;
  }
  const [rows, offsets, errors] = handles as [FileHandle, FileHandle, FileHandle];
  const [offsetBytes, errorBytes] = await Promise.all([offsets.stat(), errors.stat()]);
  return new StoreReader(
    rows,
    offsets,
    errors,
    offsetBytes.size / OFFSET_BYTES - 1,
    errorBytes.size / ORDINAL_BYTES,
  );
}

class StoreReader implements ReviewStore {
  constructor(
    private readonly rows: FileHandle,
    private readonly offsets: FileHandle,
    private readonly errors: FileHandle,
    readonly rowCount: number,
    readonly errorCount: number,
  ) {}

  async readRange(first: number, count: number): Promise<ReviewRow[]> {
    if (!Number.isInteger(first) || first < 0) throw new RangeError(`No review line ${first}.`);
    const end = Math.min(first + Math.max(0, Math.floor(count)), this.rowCount);
    if (end <= first) return [];
    const starts = await readAt(this.offsets, first * OFFSET_BYTES, (end - first + 1) * OFFSET_BYTES);
    return this.readLines(starts, end - first);
  }

  async readOrdinals(ordinals: readonly number[]): Promise<ReviewRow[]> {
    for (const ordinal of ordinals) checkOrdinal(ordinal, this.rowCount);
    const lines = await Promise.all(
      ordinals.map(async (ordinal) => {
        const starts = await readAt(this.offsets, ordinal * OFFSET_BYTES, 2 * OFFSET_BYTES);
        return this.readLines(starts, 1);
      }),
    );
    return lines.flat();
  }

  async *errorOrdinals(): AsyncGenerator<number> {
    for (let first = 0; first < this.errorCount; first += ORDINALS_PER_CHUNK) {
      const count = Math.min(ORDINALS_PER_CHUNK, this.errorCount - first);
      const chunk = await readAt(this.errors, first * ORDINAL_BYTES, count * ORDINAL_BYTES);
      for (let i = 0; i < count; i++) yield chunk.readUInt32LE(i * ORDINAL_BYTES);
    }
  }

  async close(): Promise<void> {
    await Promise.all([this.rows.close(), this.offsets.close(), this.errors.close()]);
  }

  /** Parses `count` consecutive lines whose `count + 1` offsets are in `starts`, in one read. */
  private async readLines(starts: Buffer, count: number): Promise<ReviewRow[]> {
    const base = readOffset(starts, 0);
    const bytes = await readAt(this.rows, base, readOffset(starts, count * OFFSET_BYTES) - base);
    const out: ReviewRow[] = [];
    for (let k = 0; k < count; k++) {
      const from = readOffset(starts, k * OFFSET_BYTES) - base;
      const to = readOffset(starts, (k + 1) * OFFSET_BYTES) - base - 1; // without the line break
      out.push(JSON.parse(bytes.toString('utf8', from, to)) as ReviewRow);
    }
    return out;
  }
}

function checkOrdinal(ordinal: number, rowCount: number): void {
  if (!Number.isInteger(ordinal) || ordinal < 0 || ordinal >= rowCount) {
    throw new RangeError(`No review line ${ordinal}: the store holds ${rowCount} lines.`);
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
