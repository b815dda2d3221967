/** A pass-through that fails with PayloadTooLarge as soon as more than `limit` bytes went by. */
import { Transform, type TransformCallback } from 'node:stream';
import { PayloadTooLarge } from '../../domain/errors.ts';

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
