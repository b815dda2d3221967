import { type Kysely, sql } from 'kysely';

/**
 * The review stores that transform stages publish while they write them, for API instances on
 * other machines (services/transformations/live-publisher.ts): what was published last, and when
 * a reader last asked for it (a stage publishes only while someone reads from another machine).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE live_reviews (
      transformation_id uuid PRIMARY KEY REFERENCES transformations (transformation_id) ON DELETE CASCADE,
      published jsonb,
      wanted_at timestamptz
    );
  `.execute(db);
}
