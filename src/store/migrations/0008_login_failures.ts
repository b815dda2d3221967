import { type Kysely, sql } from 'kysely';

/**
 * Failed password logins per account and client address, so that every API instance slows down
 * the same guesses. The account is kept as a hash: the row must not store whatever a caller typed.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE login_failures (
      account_hash text NOT NULL,
      address text NOT NULL,
      failures integer NOT NULL,
      last_failure_at timestamptz NOT NULL,
      blocked_until timestamptz,
      PRIMARY KEY (account_hash, address)
    );
    CREATE INDEX login_failures_last_failure_idx ON login_failures (last_failure_at);
  `.execute(db);
}
