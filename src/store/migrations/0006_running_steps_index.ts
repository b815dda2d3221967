import { type Kysely, sql } from 'kysely';

/** The sweeper looks for running steps whose heartbeat is stale: an index over just those rows. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE INDEX transformations_running_idx ON transformations (updated_at)
      WHERE step IN ('normalizing', 'matching', 'reusing', 'transforming', 'submitting');
  `.execute(db);
}
