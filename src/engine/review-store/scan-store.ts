/**
 * Reads a whole review store front to back (see ./store-layout.ts), for the work that visits
 * every row: a find and replace over the file, the counts of rows in error per column. Rows come
 * in batches, each batch three reads at most (its index entries, its lines, its violations)
 * instead of a few small reads a row; memory holds one batch whatever the file's size.
 */
import { createReadStream } from 'node:fs';
import { type FileHandle, open } from 'node:fs/promises';
import { createInterface } from 'node:readline';
import { readReadyMark } from './growing-store.ts';
import type { ReviewViolation } from './review-row.ts';
import { ORDINAL_BYTES, type ReviewFiles, ROW_ENTRY_BYTES, readOffset } from './store-layout.ts';

const LF = 0x0a;

/** Rows read per batch: about 100 KB of normalized lines on a usual file. */
export const SCAN_BATCH = 1024;

/** A stored row as a scan yields it. */
export interface ScannedRow {
  /** 0-based ordinal (row number − 1). */
  ordinal: number;
  /** Its line in the normalized CSV, without the line break. */
  line: string;
  /** Whether the full run found a violation on it. */
  inError: boolean;
}

/**
 * A batch of stored rows as bytes: their lines lie in `bytes`, no string made, for a scan that
 * decodes only the cells it reads (a find and replace reads the columns it searches). The next
 * batch is read into the same buffers: a batch is read whole before the next is asked for.
 */
export interface StoredLines {
  /** 0-based ordinal of the batch's first row. */
  first: number;
  count: number;
  /** The batch's lines, read at once from the normalized CSV. */
  bytes: Buffer;
  /** Per row: where its line starts and ends in `bytes` (its line break excluded). */
  start: Int32Array;
  end: Int32Array;
  /** Per row: whether the full run found a violation on it. */
  inError: Uint8Array;
}

/** Ordinals `[from, to)` of a part of the store (`to` past the last row: up to the end). */
export interface RowRange {
  from: number;
  to: number;
}

/** Every stored row in order (or those of `range`), as bytes, in batches; violations are not read. */
export async function* scanStoredLines(
  files: ReviewFiles,
  batch = SCAN_BATCH,
  range?: RowRange,
): AsyncGenerator<StoredLines> {
  const index = await open(files.row_index, 'r');
  const normalized = await open(files.normalized, 'r').catch(async (error) => {
    await index.close();
    throw error;
  });
  try {
    const stored = await rowsOf(files, index);
    const rowCount = range ? Math.min(range.to, stored) : stored;
    // One set of buffers for the whole scan, each batch read into it (the lines' grown as needed):
    // a new set a batch left a whole part's worth to the collector, megabytes in each thread.
    const entryBuffer = Buffer.allocUnsafe((batch + 1) * ROW_ENTRY_BYTES);
    let lineBuffer = Buffer.allocUnsafe(0);
    const starts = new Int32Array(batch);
    const ends = new Int32Array(batch);
    const errors = new Uint8Array(batch);
    for (let first = range?.from ?? 0; first < rowCount; first += batch) {
      const count = Math.min(batch, rowCount - first);
      // The entry after the batch's last row gives where its line ends.
      const entries = await readAt(
        index,
        first * ROW_ENTRY_BYTES,
        (count + 1) * ROW_ENTRY_BYTES,
        entryBuffer,
      );
      const base = readOffset(entries, 0);
      const length = readOffset(entries, count * ROW_ENTRY_BYTES) - base;
      if (lineBuffer.length < length) lineBuffer = Buffer.allocUnsafe(Math.ceil(length * 1.25));
      const bytes = await readAt(normalized, base, length, lineBuffer);
      const start = count === batch ? starts : starts.subarray(0, count);
      const end = count === batch ? ends : ends.subarray(0, count);
      const inError = count === batch ? errors : errors.subarray(0, count);
      for (let i = 0; i < count; i++) {
        start[i] = readOffset(entries, i * ROW_ENTRY_BYTES) - base;
        const to = readOffset(entries, (i + 1) * ROW_ENTRY_BYTES) - base;
        end[i] = to > start[i]! && bytes[to - 1] === LF ? to - 1 : to;
        inError[i] = readOffset(entries, i * ROW_ENTRY_BYTES + 8) !== 0 ? 1 : 0;
      }
      yield { first, count, bytes, start, end, inError };
    }
  } finally {
    await Promise.all([index.close(), normalized.close()]);
  }
}

/** Every stored row in order, in batches; violations are not read (`inError` says whether there are some). */
export async function* scanStoredRows(files: ReviewFiles, batch = SCAN_BATCH): AsyncGenerator<ScannedRow[]> {
  for await (const lines of scanStoredLines(files, batch)) {
    const rows: ScannedRow[] = [];
    for (let i = 0; i < lines.count; i++) {
      rows.push({
        ordinal: lines.first + i,
        line: lines.bytes.toString('utf8', lines.start[i], lines.end[i]),
        inError: lines.inError[i] === 1,
      });
    }
    yield rows;
  }
}

/** A stored row in error with its violations. */
export interface StoredError {
  ordinal: number;
  violations: ReviewViolation[];
}

/**
 * The rows in error with their stored violations, in order: the error index and the violations
 * file list the same rows in the same order, so both are read as streams, side by side.
 */
export async function* scanStoredErrors(files: ReviewFiles): AsyncGenerator<StoredError> {
  const errors = await open(files.error_index, 'r');
  const lines = createInterface({
    input: createReadStream(files.violations),
    crlfDelay: Number.POSITIVE_INFINITY,
  });
  const next = lines[Symbol.asyncIterator]();
  try {
    const total = files.ready
      ? (await readReadyMark(files.ready)).errors
      : (await errors.stat()).size / ORDINAL_BYTES;
    const CHUNK = 16 * 1024;
    for (let first = 0; first < total; first += CHUNK) {
      const count = Math.min(CHUNK, total - first);
      const chunk = await readAt(errors, first * ORDINAL_BYTES, count * ORDINAL_BYTES);
      for (let i = 0; i < count; i++) {
        const line = await next.next();
        if (line.done)
          throw new Error('The review store lists more rows in error than it has violations for.');
        yield {
          ordinal: chunk.readUInt32LE(i * ORDINAL_BYTES),
          violations: JSON.parse(line.value) as ReviewViolation[],
        };
      }
    }
  } finally {
    lines.close();
    await errors.close();
  }
}

/** How many rows the store holds (those a reader may take, while its run still writes it). */
export async function storedRowCount(files: ReviewFiles): Promise<number> {
  const index = await open(files.row_index, 'r');
  try {
    return await rowsOf(files, index);
  } finally {
    await index.close();
  }
}

async function rowsOf(files: ReviewFiles, index: FileHandle): Promise<number> {
  return files.ready
    ? (await readReadyMark(files.ready)).rows
    : (await index.stat()).size / ROW_ENTRY_BYTES - 1;
}

/** Reads exactly `length` bytes at `position`: into the start of `into` when given (a view of it returned). */
async function readAt(file: FileHandle, position: number, length: number, into?: Buffer): Promise<Buffer> {
  const buffer = into ? into.subarray(0, length) : Buffer.allocUnsafe(length);
  let done = 0;
  while (done < length) {
    const { bytesRead } = await file.read(buffer, done, length - done, position + done);
    if (bytesRead === 0) throw new Error(`The review store ends before byte ${position + length}.`);
    done += bytesRead;
  }
  return buffer;
}
