/**
 * What a preview keeps of an uploaded file. A text file (CSV, TXT, JSON, XML) is kept up to its
 * first PREVIEW_TEXT_BYTES only: the first rows are far within them, and reading a gigabyte to
 * show twenty rows would be waste. A workbook (a ZIP or an Office 97–2003 compound file) cannot
 * be read from a part: it is kept whole, up to the upload limit (413 beyond).
 */
import { Transform, type TransformCallback } from 'node:stream';
import { type UploadLimit, uploadTooLarge } from './byte-limit.ts';

/** Bytes of a text file a preview reads: a few MiB hold the first rows of any sensible file. */
export const PREVIEW_TEXT_BYTES = 4 * 1024 * 1024;

const ZIP = [0x50, 0x4b, 0x03, 0x04];
const COMPOUND_FILE = [0xd0, 0xcf, 0x11, 0xe0];

/** Whether the first bytes are those of a workbook container (XLSX, ODS: ZIP; XLS: compound file). */
function isContainer(head: Buffer): boolean {
  return [ZIP, COMPOUND_FILE].some((magic) => magic.every((byte, i) => head[i] === byte));
}

/** A pass-through that keeps a text file's first bytes only and holds a workbook to the upload limit. */
export class PreviewCut extends Transform {
  private seen = 0;
  private kept = 0;
  private head = Buffer.alloc(0);
  private container: boolean | null = null;
  /** True once bytes of a text file were left out. */
  cut = false;

  constructor(private readonly limit: UploadLimit) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    this.seen += chunk.length;
    if (this.container === null) {
      this.head = Buffer.concat([this.head, chunk.subarray(0, 4)]);
      if (this.head.length >= 4) this.container = isContainer(this.head);
    }
    if (this.seen > this.limit.bytes) {
      done(uploadTooLarge(this.limit));
      return;
    }
    if (this.container !== false) {
      this.kept += chunk.length;
      done(null, chunk);
      return;
    }
    // Past the text allowance the rest is received (HTTP sends it anyway) but neither kept nor read.
    const room = Math.max(0, PREVIEW_TEXT_BYTES - this.kept);
    if (chunk.length > room) this.cut = true;
    const part = chunk.length > room ? chunk.subarray(0, room) : chunk;
    this.kept += part.length;
    done(null, part.length ? part : undefined);
  }
}
