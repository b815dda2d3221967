import { type Kysely, sql } from 'kysely';

/**
 * An edited row keeps the tags of its unique keys in its revalidation (`revised.unique_keys`):
 * the rows holding a key are found through this index when an edit gives or takes that key.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE INDEX transformation_edits_unique_keys_idx
      ON transformation_edits USING gin ((revised -> 'unique_keys'));
  `.execute(db);
}
