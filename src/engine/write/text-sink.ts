/**
 * Buffered, encoded text output. Writers append small strings; the sink joins them into large
 * chunks (64 KB: one `write` per chunk instead of one per row keeps a CSV writer above 300,000
 * rows/s), encodes them and respects the stream's backpressure. UTF-8 text is encoded as it comes
 * into a byte buffer; other encodings are joined into a string that iconv-lite encodes per chunk.
 * Joining UTF-8 text into a string too built a rope that Buffer.from had to flatten before
 * encoding: measured on the benchmark's target rows, writing took a fifth longer.
 */
import { once } from 'node:events';
import type { Writable } from 'node:stream';
import iconv from '../iconv.ts';
import { type UnencodableScan, unencodableScan } from './unencodable.ts';
import type { StatsRecorder } from './write-stats.ts';

const CHUNK_CHARS = 64 * 1024;
const CHUNK_BYTES = 64 * 1024;

export class TextSink {
  private pending = '';
  /** UTF-8 text is encoded into `bytes` as it comes; `used` bytes of it are filled. */
  private readonly utf8: boolean;
  private bytes = Buffer.allocUnsafe(CHUNK_BYTES);
  private used = 0;
  private readonly scan: UnencodableScan | null;

  constructor(
    private readonly out: Writable,
    /** iconv-lite codec name. */
    private readonly codec: string,
    private readonly stats: StatsRecorder,
    options: {
      /** Bytes written first. */
      bom?: readonly number[];
      /** The codec whose unencodable characters are reported (default: `codec`); null for none. */
      scanAs?: string | null;
    } = {},
  ) {
    const scanAs = options.scanAs === undefined ? codec : options.scanAs;
    this.scan = scanAs === null ? null : unencodableScan(scanAs);
    this.utf8 = codec === 'utf8';
    if (options.bom && options.bom.length > 0) out.write(Buffer.from(options.bom));
  }

  /**
   * Appends text written for `row` (0 for headers). Returns a promise only when the stream asked
   * to wait; callers await it before the next row.
   */
  write(text: string, row: number): void | Promise<void> {
    const bad = this.scan?.(text);
    if (bad) this.stats.unencodable(bad.count, bad.first, row);
    if (!this.utf8) {
      this.pending += text;
      if (this.pending.length >= CHUNK_CHARS) return this.flush();
      return;
    }
    // A UTF-16 code unit never takes more than 3 bytes in UTF-8.
    if (this.used + text.length * 3 <= CHUNK_BYTES) {
      this.used += this.bytes.write(text, this.used);
      return;
    }
    const flushed = this.flush();
    if (text.length * 3 <= CHUNK_BYTES) {
      this.used = this.bytes.write(text, 0);
      return flushed;
    }
    // Text larger than the buffer goes out alone, after what was buffered.
    return this.send(Buffer.from(text, 'utf8')) ?? flushed;
  }

  /** Writes what is buffered; resolves once the stream can take more. */
  flush(): void | Promise<void> {
    if (this.utf8) {
      if (this.used === 0) return;
      const chunk = this.bytes.subarray(0, this.used);
      this.bytes = Buffer.allocUnsafe(CHUNK_BYTES);
      this.used = 0;
      return this.send(chunk);
    }
    if (this.pending === '') return;
    const text = this.pending;
    this.pending = '';
    return this.send(iconv.encode(text, this.codec));
  }

  private send(chunk: Buffer): void | Promise<void> {
    if (!this.out.write(chunk)) return once(this.out, 'drain').then(() => undefined);
  }

  /** Flushes and ends the stream; resolves when everything reached it. */
  async end(): Promise<void> {
    await this.flush();
    await endStream(this.out);
  }
}

/** Ends a writable and waits until it has finished (or failed). */
export async function endStream(out: Writable): Promise<void> {
  if (out.writableFinished) return;
  const finished = once(out, 'finish');
  out.end();
  await finished;
}
