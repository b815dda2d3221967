import { type Kysely, sql } from 'kysely';

/**
 * A replay (`POST /submission/{id}/replay`) runs a submission's source file again, as a new
 * transformation and a new submission; both name the submission they replay. The old one is kept
 * as it was, so the mark lives on the new rows only. The automation's type is `replay`.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE transformations
      ADD COLUMN replay_of uuid REFERENCES submissions(submission_id) ON DELETE SET NULL;
    ALTER TABLE submissions
      ADD COLUMN replay_of uuid REFERENCES submissions(submission_id) ON DELETE SET NULL;
    ALTER TABLE automations DROP CONSTRAINT automations_type_check;
    ALTER TABLE automations ADD CONSTRAINT automations_type_check
      CHECK (type IN ('upload', 'schedule', 'email', 'manual', 'replay'));
  `.execute(db);
}
