/**
 * The review store's files and byte layout, shared by its writer and reader.
 *
 * - `review-rows.jsonl`: one ReviewRow per line, in row order.
 * - `review-rows.idx`: the byte offset where each line starts, then the file's total length, each
 *   an unsigned 64-bit little-endian integer, so that line k is bytes [off[k], off[k+1]).
 * - `review-errors.idx`: the 0-based ordinal of every line with a violation, ascending, each an
 *   unsigned 32-bit little-endian integer.
 */

/** Paths of a review store's three files. */
export interface ReviewFiles {
  /** The JSON lines. */
  rows: string;
  /** Offsets of the lines. */
  row_index: string;
  /** Ordinals of the lines with violations. */
  error_index: string;
}

export const REVIEW_FILE_NAMES = {
  rows: 'review-rows.jsonl',
  row_index: 'review-rows.idx',
  error_index: 'review-errors.idx',
} as const;

/** Bytes per entry of `review-rows.idx`. */
export const OFFSET_BYTES = 8;
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
