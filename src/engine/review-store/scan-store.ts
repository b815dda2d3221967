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

/** Every stored row in order, in batches; violations are not read (`inError` says whether there are some). */
export async function* scanStoredRows(files: ReviewFiles, batch = SCAN_BATCH): AsyncGenerator<ScannedRow[]> {
  const index = await open(files.row_index, 'r');
  const normalized = await open(files.normalized, 'r').catch(async (error) => {
    await index.close();
    throw error;
  });
  try {
    const rowCount = files.ready
      ? (await readReadyMark(files.ready)).rows
      : (await index.stat()).size / ROW_ENTRY_BYTES - 1;
    for (let first = 0; first < rowCount; first += batch) {
      const count = Math.min(batch, rowCount - first);
      // The entry after the batch's last row gives where its line ends.
      const entries = await readAt(index, first * ROW_ENTRY_BYTES, (count + 1) * ROW_ENTRY_BYTES);
      const start = readOffset(entries, 0);
      const text = await readAt(normalized, start, readOffset(entries, count * ROW_ENTRY_BYTES) - start);
      const rows: ScannedRow[] = [];
      for (let i = 0; i < count; i++) {
        const from = readOffset(entries, i * ROW_ENTRY_BYTES) - start;
        const to = readOffset(entries, (i + 1) * ROW_ENTRY_BYTES) - start;
        const line = text.toString('utf8', from, to).replace(/\n$/, '');
        rows.push({ ordinal: first + i, line, inError: readOffset(entries, i * ROW_ENTRY_BYTES + 8) !== 0 });
      }
      yield rows;
    }
  } finally {
    await Promise.all([index.close(), normalized.close()]);
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

/** Reads exactly `length` bytes at `position`. */
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
