import { type Kysely, sql } from 'kysely';

/**
 * The request rate limit's counters, one row per bucket (a principal or a client address) and
 * window, so that every API instance counts the same requests. UNLOGGED: a counter is written on
 * every request and is worth nothing after a crash, so it skips the write-ahead log; a crash or a
 * failover to a standby empties the table, which only gives every caller a fresh minute.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE UNLOGGED TABLE request_counts (
      bucket text PRIMARY KEY,
      window_started_at timestamptz NOT NULL,
      hits integer NOT NULL
    );
    CREATE INDEX request_counts_window_idx ON request_counts (window_started_at);
  `.execute(db);
}
