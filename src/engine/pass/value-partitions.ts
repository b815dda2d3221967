/**
 * Values written to disk by their hash, for the uniqueness check of a file whose values do not fit
 * in memory (./unique-values.ts): each value goes to one of PARTITIONS files chosen by its hash, so
 * that equal values always meet in the same file, and each file can later be read alone into an
 * exact set of its own (./duplicate-search.ts). A record is the value's encoded length (u32, little
 * endian), its hash (u32) and its bytes as ValueSet encodes them (../../domain/value-encoding.ts).
 */
import { appendFileSync, mkdirSync } from 'node:fs';
import { open } from 'node:fs/promises';
import path from 'node:path';

/** Files a pass writes per column: at 10M rows of 7-digit ids, about 2.5 MB each. */
export const PARTITIONS = 64;
const PARTITION_BITS = 6;
/** A partition's write buffer: 64 of them take 2 MB. */
const WRITE_BYTES = 32 * 1024;
const READ_BYTES = 1024 * 1024;
const HEADER_BYTES = 8;

/** The top bits of the hash: a set's table uses the low ones, which stay spread within a partition. */
const partitionOf = (hash: number): number => hash >>> (32 - PARTITION_BITS);

/** Partition `p` of the files starting with `prefix`. */
export const partitionFile = (prefix: string, p: number): string => `${prefix}${p}`;

/**
 * Writes records to the partition files starting with `prefix`, through one buffer per partition.
 * The writes are synchronous: the first pass adds values from a row's callback, and a flush of
 * 32 KB lands in the page cache in microseconds.
 */
export class PartitionWriter {
  private readonly buffers: (Buffer | null)[] = new Array(PARTITIONS).fill(null);
  private readonly used = new Int32Array(PARTITIONS);

  constructor(private readonly prefix: string) {
    mkdirSync(path.dirname(prefix), { recursive: true });
  }

  /** Writes the encoded value in bytes [from, to) of `source`, whose hash is `hash`. */
  write(source: Uint8Array, from: number, to: number, hash: number): void {
    const p = partitionOf(hash);
    const length = to - from;
    let buffer = this.buffers[p] ?? null;
    if (buffer === null) {
      buffer = Buffer.allocUnsafe(WRITE_BYTES);
      this.buffers[p] = buffer;
    }
    if (this.used[p]! + HEADER_BYTES + length > buffer.length) {
      this.flush(p);
      // A value longer than the buffer is written alone.
      if (HEADER_BYTES + length > buffer.length) {
        const record = Buffer.allocUnsafe(HEADER_BYTES + length);
        writeRecord(record, 0, source, from, to, hash);
        appendFileSync(partitionFile(this.prefix, p), record);
        return;
      }
    }
    this.used[p] = writeRecord(buffer, this.used[p]!, source, from, to, hash);
  }

  /** Writes what the buffers hold and lets them go. */
  close(): void {
    for (let p = 0; p < PARTITIONS; p++) {
      this.flush(p);
      this.buffers[p] = null;
    }
  }

  private flush(p: number): void {
    const buffer = this.buffers[p];
    if (!buffer || this.used[p] === 0) return;
    appendFileSync(partitionFile(this.prefix, p), buffer.subarray(0, this.used[p]));
    this.used[p] = 0;
  }
}

/** Writes one record into `into` at `at`; returns where it ends. */
function writeRecord(
  into: Buffer,
  at: number,
  source: Uint8Array,
  from: number,
  to: number,
  hash: number,
): number {
  into.writeUInt32LE(to - from, at);
  into.writeUInt32LE(hash, at + 4);
  at += HEADER_BYTES;
  for (let i = from; i < to; i++) into[at++] = source[i]!;
  return at;
}

/** Receives a record: the encoded value is bytes [from, to) of `bytes`, valid during the call only. */
export type RecordVisitor = (bytes: Uint8Array, from: number, to: number, hash: number) => void;

/** Reads partition files through one buffer, grown for the longest record met. */
export class PartitionReader {
  private buffer = Buffer.allocUnsafe(READ_BYTES);

  /** Reads the records of a partition file in order; a file never written reads as empty. */
  async read(file: string, visit: RecordVisitor): Promise<void> {
    const handle = await open(file, 'r').catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return null;
      throw error;
    });
    if (handle === null) return;
    try {
      let start = 0;
      let end = 0;
      for (;;) {
        // The start of a record cut by the last read moves to the front; a record longer than the buffer grows it.
        if (start > 0) {
          this.buffer.copy(this.buffer, 0, start, end);
          end -= start;
          start = 0;
        }
        const need = end >= HEADER_BYTES ? HEADER_BYTES + this.buffer.readUInt32LE(0) : 0;
        if (need > this.buffer.length) {
          const grown = Buffer.allocUnsafe(need);
          this.buffer.copy(grown, 0, 0, end);
          this.buffer = grown;
        }
        const buffer = this.buffer;
        const { bytesRead } = await handle.read(buffer, end, buffer.length - end, null);
        if (bytesRead === 0) break;
        end += bytesRead;
        while (end - start >= HEADER_BYTES) {
          const length = buffer.readUInt32LE(start);
          const recordEnd = start + HEADER_BYTES + length;
          if (recordEnd > end) break;
          visit(buffer, start + HEADER_BYTES, recordEnd, buffer.readUInt32LE(start + 4));
          start = recordEnd;
        }
      }
      if (start !== end) throw new Error(`The partition file ${file} ends inside a record.`);
    } finally {
      await handle.close();
    }
  }
}
