/**
 * A binary file of fixed-size little-endian integers, buffered like TextFile: filled in 64 KB
 * chunks handed to the stream with backpressure, so memory stays flat however many rows are written.
 */
import { once } from 'node:events';
import { createWriteStream, type WriteStream } from 'node:fs';
import { OUTPUT_HIGH_WATER_MARK } from '../write/text-file.ts';
import { writeOffset } from './store-layout.ts';

const FLUSH_AT = 64 * 1024;

export class BinaryFile {
  private buffer = Buffer.allocUnsafe(FLUSH_AT);
  private used = 0;
  private readonly out: WriteStream;
  private failure: Error | null = null;

  constructor(readonly path: string) {
    this.out = createWriteStream(path, { highWaterMark: OUTPUT_HIGH_WATER_MARK });
    this.out.on('error', (err) => {
      this.failure = err;
    });
  }

  /** Appends a uint32; the returned promise (when any) must be awaited before the next write. */
  uint32(value: number): Promise<void> | undefined {
    const pending = this.used + 4 > FLUSH_AT ? this.flush() : undefined;
    this.used = this.buffer.writeUInt32LE(value, this.used);
    return pending;
  }

  /** Appends a uint64 (a whole number below 2^53); same contract as `uint32`. */
  uint64(value: number): Promise<void> | undefined {
    const pending = this.used + 8 > FLUSH_AT ? this.flush() : undefined;
    writeOffset(this.buffer, value, this.used);
    this.used += 8;
    return pending;
  }

  private async flush(): Promise<void> {
    const chunk = this.buffer.subarray(0, this.used);
    this.buffer = Buffer.allocUnsafe(FLUSH_AT);
    this.used = 0;
    if (this.failure) throw this.failure;
    if (!this.out.write(chunk)) await once(this.out, 'drain');
  }

  /**
   * Hands the buffered values to the stream and resolves once all of them are written to the
   * file (a review store read while it is written marks only rows whose bytes are there).
   */
  async settle(): Promise<void> {
    await this.flush();
    // Writes complete in order: an empty one's callback runs once every earlier one is done.
    await new Promise<void>((resolve, reject) =>
      this.out.write(Buffer.alloc(0), (err) => (err ? reject(err) : resolve())),
    );
  }

  async close(): Promise<void> {
    if (this.used > 0) await this.flush();
    this.out.end();
    await once(this.out, 'finish');
    if (this.failure) throw this.failure;
  }

  /** Stops writing after a failure elsewhere; the partial file is the caller's to remove. */
  destroy(): void {
    this.out.destroy();
  }
}
