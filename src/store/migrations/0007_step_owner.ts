import { type Kysely, sql } from 'kysely';

/**
 * The worker process running a transformation's stage (`host/pid-namespace:pid`), so that a
 * worker starting on the same machine can take over at once the stages of a process that is gone,
 * instead of waiting for their heartbeat to turn stale.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE transformations ADD COLUMN step_owner text`.execute(db);
}
