import { type Kysely, sql } from 'kysely';

/**
 * Review, fix and submit: who brought each transformation, the cells senders edited (the current
 * state per row, and every edit in a log), the line credit granted to a transformation at
 * submission, the submissions themselves, and the mappings senders confirmed (learned per
 * template). A submission outlives its transformation: its output files live under its own prefix
 * and `download_url` stays valid after the transformation is deleted.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE transformations ADD COLUMN created_by text;
    ALTER TABLE transformations ADD COLUMN credit_granted bigint;
    ALTER TABLE transformations ADD COLUMN target_name text;

    CREATE TABLE transformation_edits (
      transformation_id uuid NOT NULL REFERENCES transformations(transformation_id) ON DELETE CASCADE,
      row_number integer NOT NULL,
      cells jsonb NOT NULL,
      revised jsonb NOT NULL,
      edited_by text NOT NULL,
      edited_at timestamptz NOT NULL,
      PRIMARY KEY (transformation_id, row_number)
    );

    CREATE TABLE transformation_edit_log (
      edit_id bigserial PRIMARY KEY,
      transformation_id uuid NOT NULL REFERENCES transformations(transformation_id) ON DELETE CASCADE,
      row_number integer NOT NULL,
      technical_name text NOT NULL,
      value text NOT NULL,
      edited_by text NOT NULL,
      edited_at timestamptz NOT NULL
    );
    CREATE INDEX transformation_edit_log_idx ON transformation_edit_log (transformation_id, row_number);

    CREATE TABLE submissions (
      submission_id uuid PRIMARY KEY,
      transformation_id uuid UNIQUE REFERENCES transformations(transformation_id) ON DELETE SET NULL,
      organisation_id uuid NOT NULL REFERENCES organisations(organisation_id) ON DELETE CASCADE,
      template_id uuid REFERENCES templates(template_id) ON DELETE SET NULL,
      customer_id uuid REFERENCES customers(customer_id) ON DELETE SET NULL,
      source_id uuid,
      created_by text NOT NULL,
      template_name text,
      template_item text,
      template_picture_url text,
      target_name text,
      maximum_number_of_columns integer NOT NULL DEFAULT 0,
      counters jsonb,
      files jsonb NOT NULL DEFAULT '{}',
      failed boolean NOT NULL DEFAULT false,
      error_message text,
      created_at timestamptz NOT NULL DEFAULT now(),
      processed_at timestamptz,
      pushed_at timestamptz
    );
    CREATE INDEX submissions_organisation_idx ON submissions (organisation_id, created_at);
    CREATE INDEX submissions_customer_idx ON submissions (customer_id, created_at) WHERE customer_id IS NOT NULL;
    CREATE INDEX submissions_creator_idx ON submissions (created_by, created_at);

    CREATE TABLE learned_mappings (
      template_id uuid NOT NULL REFERENCES templates(template_id) ON DELETE CASCADE,
      source_header text NOT NULL,
      technical_name text NOT NULL,
      times integer NOT NULL DEFAULT 1,
      updated_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (template_id, source_header, technical_name)
    );
  `.execute(db);
}
