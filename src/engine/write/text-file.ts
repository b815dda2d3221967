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

/**
 * Lines are encoded straight into a byte buffer: appending them to a string built a rope that
 * `write` then had to flatten and encode (9 % of a 1M-row profile). Measured on 1M rows: user CPU
 * 10.2 s → 9.6 s (medians of three, on a loaded machine).
 */
export class TextFile {
  private buffer: Buffer = Buffer.allocUnsafe(FLUSH_AT);
  /** Buffers whose bytes the stream has written, to be filled again: at most those it may hold at once. */
  private readonly spare: Buffer[] = [];
  private used = 0;
  private readonly out: WriteStream;
  private failure: Error | null = null;
  /** Bytes handed to the stream so far (the buffer's bytes are added by `bytes`). */
  private flushed = 0;
  /** Lines written so far. */
  lines = 0;

  /**
   * `start`: write into an existing file from this byte on, leaving the rest of it as it is (a
   * slice of a split run writing its part of a shared file); `bytes` then counts from it.
   * `fileStart`: the byte of the file that line goes to when not `start` (a slice's part of the
   * shared file written to a file of its own: `bytes` still counts from `start`).
   */
  constructor(
    readonly path: string,
    start?: number,
    fileStart?: number,
  ) {
    this.out = createWriteStream(path, {
      encoding: 'utf8',
      highWaterMark: OUTPUT_HIGH_WATER_MARK,
      ...(start !== undefined && { flags: 'r+', start: fileStart ?? start }),
    });
    this.flushed = start ?? 0;
    this.out.on('error', (err) => {
      this.failure = err;
    });
  }

  /** Appends one line; the returned promise (when any) must be awaited before the next write. */
  line(text: string): Promise<void> | undefined {
    this.lines++;
    // A UTF-16 code unit never takes more than 3 bytes in UTF-8.
    if (this.used + text.length * 3 + 1 > this.buffer.length) {
      if (text.length * 3 + 1 > FLUSH_AT) return this.writeLarge(text);
      const pending = this.flush();
      this.append(text);
      return pending;
    }
    this.append(text);
    return undefined;
  }

  /** Appends one line given as UTF-8 bytes `bytes[start, end)`; like `line`. */
  lineBytes(bytes: Buffer, start: number, end: number): Promise<void> | undefined {
    this.lines++;
    const length = end - start;
    if (this.used + length + 1 > this.buffer.length) {
      if (length + 1 > FLUSH_AT) return this.writeLarge(bytes.toString('utf8', start, end));
      const pending = this.flush();
      this.appendBytes(bytes, start, end);
      return pending;
    }
    this.appendBytes(bytes, start, end);
    return undefined;
  }

  /** Bytes of every line appended so far, whether flushed or still buffered: where the next line starts. */
  get bytes(): number {
    return this.flushed + this.used;
  }

  private append(text: string): void {
    this.used += this.buffer.write(text, this.used);
    this.buffer[this.used++] = 10;
  }

  private appendBytes(bytes: Buffer, start: number, end: number): void {
    this.used += bytes.copy(this.buffer, this.used, start, end);
    this.buffer[this.used++] = 10;
  }

  private async writeLarge(text: string): Promise<void> {
    const flushing = this.flush();
    // Counted before waiting, so that `bytes` is right as soon as `line` returns.
    const line = Buffer.from(`${text}\n`, 'utf8');
    this.flushed += line.length;
    await flushing;
    if (!this.out.write(line)) await once(this.out, 'drain');
  }

  private async flush(): Promise<void> {
    if (this.failure) throw this.failure;
    if (this.used === 0) return;
    const full = this.buffer;
    const chunk = full.subarray(0, this.used);
    this.flushed += this.used;
    this.buffer = this.spare.pop() ?? Buffer.allocUnsafe(FLUSH_AT);
    this.used = 0;
    // Written, the chunk is taken again: a new buffer a flush left megabytes of them to the
    // collector in each thread of a long run (a replace writing 780 MB: about 15 MB a thread).
    const written = this.out.write(chunk, () => this.spare.push(full));
    if (!written) await once(this.out, 'drain');
  }

  /**
   * Hands the buffered lines to the stream and resolves once all of them are written to the
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

/**
 * Counts the bytes of lines as TextFile would write them, writing nothing: a normalized CSV that
 * is a copy of the source still gives the review store where each row's line starts.
 */
export class LineCounter {
  lines = 0;

  constructor(
    /** Where the first line starts. */
    public bytes = 0,
  ) {}

  line(text: string): undefined {
    this.lines++;
    this.bytes += Buffer.byteLength(text) + 1;
    return undefined;
  }

  lineBytes(_bytes: Buffer, start: number, end: number): undefined {
    this.lines++;
    this.bytes += end - start + 1;
    return undefined;
  }

  async close(): Promise<void> {}

  destroy(): void {}
}
