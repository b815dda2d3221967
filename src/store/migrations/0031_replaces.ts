import { type Kysely, sql } from 'kysely';

/**
 * Find and replace as a job: one row per replace, its state and progress, read by any API
 * instance. At most one replace runs per transformation (the partial unique index); `updated_at`
 * is its heartbeat, so a replace left `running` by a server that stopped is seen as over.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE transformation_replaces (
      replace_id uuid PRIMARY KEY,
      transformation_id uuid NOT NULL REFERENCES transformations(transformation_id) ON DELETE CASCADE,
      started_by text NOT NULL,
      state text NOT NULL,
      rows_total integer,
      rows_read integer NOT NULL DEFAULT 0,
      rows_stored integer NOT NULL DEFAULT 0,
      cells_replaced integer,
      rows_changed integer,
      error jsonb,
      started_at timestamptz NOT NULL,
      updated_at timestamptz NOT NULL,
      finished_at timestamptz
    );
    CREATE UNIQUE INDEX transformation_replaces_running
      ON transformation_replaces (transformation_id) WHERE state = 'running';
    CREATE INDEX transformation_replaces_of ON transformation_replaces (transformation_id, started_at DESC);
  `.execute(db);
}
