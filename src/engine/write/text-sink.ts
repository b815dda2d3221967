/**
 * Buffered, encoded text output. Writers append small strings; the sink joins them into large
 * chunks (64 KB: one `write` per chunk instead of one per row keeps a CSV writer above 300,000
 * rows/s), encodes each chunk once and respects the stream's backpressure.
 */
import { once } from 'node:events';
import type { Writable } from 'node:stream';
import iconv from 'iconv-lite';
import { type UnencodableScan, unencodableScan } from './unencodable.ts';
import type { StatsRecorder } from './write-stats.ts';

const CHUNK_CHARS = 64 * 1024;

export class TextSink {
  private pending = '';
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
    if (options.bom && options.bom.length > 0) out.write(Buffer.from(options.bom));
  }

  /**
   * Appends text written for `row` (0 for headers). Returns a promise only when the stream asked
   * to wait; callers await it before the next row.
   */
  write(text: string, row: number): void | Promise<void> {
    const bad = this.scan?.(text);
    if (bad) this.stats.unencodable(bad.count, bad.first, row);
    this.pending += text;
    if (this.pending.length >= CHUNK_CHARS) return this.flush();
  }

  /** Writes what is buffered; resolves once the stream can take more. */
  flush(): void | Promise<void> {
    if (this.pending === '') return;
    const text = this.pending;
    this.pending = '';
    const bytes = this.codec === 'utf8' ? Buffer.from(text, 'utf8') : iconv.encode(text, this.codec);
    if (!this.out.write(bytes)) return once(this.out, 'drain').then(() => undefined);
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
