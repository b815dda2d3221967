import { type Kysely, sql } from 'kysely';

/**
 * The slices of a transform split across workers: one row per pass of a later slice, with its
 * input (serialized), its state, the worker that runs it and its heartbeat, and its output or
 * error. The coordinating stage waits on its rows; any worker's `transform-slice` job runs one.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE slice_tasks (
      task_id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      transformation_id uuid NOT NULL REFERENCES transformations (transformation_id) ON DELETE CASCADE,
      slice integer NOT NULL,
      pass text NOT NULL CHECK (pass IN ('observe', 'judge')),
      source_key text NOT NULL,
      files_prefix text NOT NULL,
      input bytea NOT NULL,
      state text NOT NULL DEFAULT 'queued' CHECK (state IN ('queued', 'running', 'done', 'failed')),
      worker text,
      attempts integer NOT NULL DEFAULT 0,
      heartbeat_at timestamptz,
      rows_done integer NOT NULL DEFAULT 0,
      output bytea,
      error text,
      error_in_file boolean NOT NULL DEFAULT false,
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX slice_tasks_transformation_idx ON slice_tasks (transformation_id);
  `.execute(db);
}
