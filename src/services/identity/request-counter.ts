/**
 * The request rate limit's counts, kept in PostgreSQL so that every API instance behind a load
 * balancer counts the same requests: a caller gets `FERRY_RATE_LIMIT` requests a minute in all,
 * not that many on each instance. A fixed window per bucket, as `@fastify/rate-limit`'s own store
 * counts; one upsert per request.
 */
import { countRequest, deleteEndedWindows, findRequestCount } from '../../store/identity/request-counts.ts';
import type { ServiceContext } from '../context.ts';

/** What `@fastify/rate-limit` needs to know of a bucket: its requests, and the ms left in its window. */
export interface BucketCount {
  current: number;
  ttl: number;
}

/**
 * Ended windows removed each time a new one starts: more than start at once, so the table keeps
 * to the buckets of the last window, and a bounded delete, so no request waits on a long one.
 */
const SWEPT_PER_NEW_WINDOW = 20;

export class RequestCounter {
  constructor(private readonly ctx: ServiceContext) {}

  /** Counts one request in `bucket`'s window of `windowMs`. */
  async count(bucket: string, windowMs: number): Promise<BucketCount> {
    const at = this.ctx.now();
    const endedBefore = new Date(at.getTime() - windowMs);
    const window = await countRequest(this.ctx.db, bucket, at, endedBefore);
    if (window.hits === 1) await deleteEndedWindows(this.ctx.db, endedBefore, SWEPT_PER_NEW_WINDOW);
    return { current: window.hits, ttl: this.left(window.window_started_at, at, windowMs) };
  }

  /** The bucket as it stands, counting nothing. */
  async read(bucket: string, windowMs: number): Promise<BucketCount> {
    const at = this.ctx.now();
    const window = await findRequestCount(this.ctx.db, bucket);
    const ttl = window ? this.left(window.window_started_at, at, windowMs) : 0;
    return ttl > 0 ? { current: window!.hits, ttl } : { current: 0, ttl: 0 };
  }

  private left(startedAt: Date, at: Date, windowMs: number): number {
    return Math.max(0, startedAt.getTime() + windowMs - at.getTime());
  }
}
