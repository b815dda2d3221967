/** The request rate limit's counters (see services/identity/request-counter.ts). */
import type { Db } from '../db.ts';

interface RequestCountsTable {
  bucket: string;
  window_started_at: Date;
  hits: number;
}

/** The table is this module's alone; nothing joins it. */
const withTable = (db: Db) => db.withTables<{ request_counts: RequestCountsTable }>();

export interface BucketWindow {
  /** Requests counted in the window, this one included. */
  hits: number;
  window_started_at: Date;
}

/**
 * Counts one request in one statement, so that requests arriving at once on several instances are
 * all counted: a window that began before `endedBefore` is over, and a new one starts at `at`.
 */
export async function countRequest(
  db: Db,
  bucket: string,
  at: Date,
  endedBefore: Date,
): Promise<BucketWindow> {
  return withTable(db)
    .insertInto('request_counts')
    .values({ bucket, window_started_at: at, hits: 1 })
    .onConflict((oc) =>
      oc.column('bucket').doUpdateSet((eb) => {
        const over = eb('request_counts.window_started_at', '<=', endedBefore);
        return {
          hits: eb
            .case()
            .when(over)
            .then(1)
            .else(eb('request_counts.hits', '+', 1))
            .end(),
          window_started_at: eb
            .case()
            .when(over)
            .then(at)
            .else(eb.ref('request_counts.window_started_at'))
            .end(),
        };
      }),
    )
    .returning(['hits', 'window_started_at'])
    .executeTakeFirstOrThrow();
}

/** The bucket's window as it stands, without counting a request. */
export function findRequestCount(db: Db, bucket: string): Promise<BucketWindow | undefined> {
  return withTable(db)
    .selectFrom('request_counts')
    .select(['hits', 'window_started_at'])
    .where('bucket', '=', bucket)
    .executeTakeFirst();
}

/**
 * Removes up to `limit` windows that ended before `endedBefore` (the oldest first): buckets of
 * addresses that came once would otherwise pile up.
 */
export async function deleteEndedWindows(db: Db, endedBefore: Date, limit: number): Promise<void> {
  await withTable(db)
    .deleteFrom('request_counts')
    .where('bucket', 'in', (eb) =>
      eb
        .selectFrom('request_counts')
        .select('bucket')
        .where('window_started_at', '<=', endedBefore)
        .orderBy('window_started_at')
        .limit(limit),
    )
    .where('window_started_at', '<=', endedBefore)
    .execute();
}
