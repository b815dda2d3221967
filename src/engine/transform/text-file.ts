/** A UTF-8 text file written in large chunks, with backpressure: the reports and the normalized CSV. */
import { once } from 'node:events';
import { createWriteStream, type WriteStream } from 'node:fs';

const FLUSH_AT = 64 * 1024;
/**
 * Bytes the stream may hold before `write` asks us to wait. With Node's 16 KB default every 64 KB
 * flush waited for its own disk write, so the run idled on four files in turn (about a quarter of
 * a 200k-row profile); 1 MB lets the writes proceed while the next rows are converted.
 */
export const OUTPUT_HIGH_WATER_MARK = 1024 * 1024;

export class TextFile {
  private buffer = '';
  private readonly out: WriteStream;
  private failure: Error | null = null;
  /** Lines written so far. */
  lines = 0;

  constructor(readonly path: string) {
    this.out = createWriteStream(path, { encoding: 'utf8', highWaterMark: OUTPUT_HIGH_WATER_MARK });
    this.out.on('error', (err) => {
      this.failure = err;
    });
  }

  /** Appends one line; the returned promise (when any) must be awaited before the next write. */
  line(text: string): Promise<void> | undefined {
    this.buffer += text;
    this.buffer += '\n';
    this.lines++;
    return this.buffer.length >= FLUSH_AT ? this.flush() : undefined;
  }

  private async flush(): Promise<void> {
    if (this.failure) throw this.failure;
    const chunk = this.buffer;
    this.buffer = '';
    if (!this.out.write(chunk)) await once(this.out, 'drain');
  }

  async close(): Promise<void> {
    await this.flush();
    this.out.end();
    await once(this.out, 'finish');
    if (this.failure) throw this.failure;
  }

  /** Stops writing after a failure elsewhere; the partial file is the caller's to remove. */
  destroy(): void {
    this.out.destroy();
  }
}
