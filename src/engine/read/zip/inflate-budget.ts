import { Transform, type TransformCallback } from 'node:stream';
import { zipBomb } from './zip-limits.ts';

/**
 * The bytes one read of an archive has inflated, over all its entries. Declared sizes can lie, so
 * the inflated bytes are counted as they come out and the read stops at the limit.
 */
export class InflateBudget {
  /** Bytes inflated so far. */
  inflated = 0;

  constructor(
    /** Bytes the read may inflate. */
    readonly limit: number,
  ) {}

  /** A pass-through that counts what goes by and fails once the budget is spent. */
  counter(): Transform {
    return new InflateCounter(this);
  }
}

class InflateCounter extends Transform {
  constructor(private readonly budget: InflateBudget) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    this.budget.inflated += chunk.length;
    if (this.budget.inflated > this.budget.limit) done(zipBomb(this.budget.inflated, this.budget.limit));
    else done(null, chunk);
  }
}
