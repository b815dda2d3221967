import { type Kysely, sql } from 'kysely';

/**
 * What the importer's review needs beyond the edited rows: the progress of a running step, so
 * that any API instance can answer it, and each edit step a caller made (one PUT of the data or
 * one find and replace) with the state of every row it changed before it, so that the caller can
 * undo it. A step row keeps the previous cells and revalidation of its row as they were, so an
 * undo gives back exactly the rows there were.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE transformations ADD COLUMN progress jsonb;

    CREATE TABLE transformation_edit_steps (
      step_id bigserial PRIMARY KEY,
      transformation_id uuid NOT NULL REFERENCES transformations(transformation_id) ON DELETE CASCADE,
      edited_by text NOT NULL,
      kind text NOT NULL,
      cells_changed integer NOT NULL,
      rows_changed integer NOT NULL,
      created_at timestamptz NOT NULL
    );
    CREATE INDEX transformation_edit_steps_idx
      ON transformation_edit_steps (transformation_id, edited_by, step_id);

    CREATE TABLE transformation_edit_step_rows (
      step_id bigint NOT NULL REFERENCES transformation_edit_steps(step_id) ON DELETE CASCADE,
      row_number integer NOT NULL,
      previous_cells jsonb,
      previous_revised jsonb,
      cells jsonb NOT NULL,
      PRIMARY KEY (step_id, row_number)
    );
  `.execute(db);
}
