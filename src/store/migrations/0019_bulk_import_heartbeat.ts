import { type Kysely, sql } from 'kysely';

/**
 * A running import beats `heartbeat_at`: an organisation runs one import at a time across every
 * worker, and an import whose worker died stops holding its organisation's turn once its beat is
 * stale.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE bulk_imports ADD COLUMN heartbeat_at timestamptz;
    CREATE INDEX bulk_imports_running_idx ON bulk_imports (organisation_id) WHERE status = 'processing';
  `.execute(db);
}
