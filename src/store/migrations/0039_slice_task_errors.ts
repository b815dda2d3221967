import { type Kysely, sql } from 'kysely';

/**
 * A slice task that failed on the file keeps the error's catalog code and values beside its English
 * message, so that the run's `details` are said in the run's language when the slice ran on another
 * worker, as when it ran in the stage's own thread.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE slice_tasks ADD COLUMN error_said jsonb`.execute(db);
}
