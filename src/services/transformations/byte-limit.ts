/** Upload size limits: a pass-through counting the bytes, and the check of a declared length. */
import { Transform, type TransformCallback } from 'node:stream';
import { PayloadTooLarge } from '../../domain/errors.ts';

/** A pass-through that fails with PayloadTooLarge as soon as more than `limit` bytes went by. */
export class ByteLimit extends Transform {
  private seen = 0;

  constructor(private readonly limit: number) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    this.seen += chunk.length;
    if (this.seen > this.limit) done(new PayloadTooLarge(this.limit));
    else done(null, chunk);
  }
}

/**
 * What a multipart body holds besides the file: boundaries, part headers and the few text fields
 * of an upload. 1 MiB is far more than they take, and nothing beside a limit of megabytes.
 */
export const MULTIPART_ALLOWANCE = 1024 * 1024;

/** Whether a body that declares `declared` bytes (Content-Length) must hold a file over `limit`. */
export function declaresOverLimit(declared: number | null, limit: number): boolean {
  return declared !== null && declared > limit + MULTIPART_ALLOWANCE;
}
