import { type Kysely, sql } from 'kysely';

/**
 * Bulk imports: a CSV of value lists, columns or customers applied to an organisation in the
 * background. The row is the import's whole state, so that any API instance answers its progress
 * and a worker that takes over a crashed job starts from it. `requested_by` is the caller as the
 * import acts for it (its kind, organisation and role), the same checks then applying in the job.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE bulk_imports (
      import_id uuid PRIMARY KEY,
      organisation_id uuid NOT NULL REFERENCES organisations(organisation_id) ON DELETE CASCADE,
      template_id uuid REFERENCES templates(template_id) ON DELETE SET NULL,
      type text NOT NULL CHECK (type IN ('column', 'value_list', 'customer')),
      method text NOT NULL CHECK (method IN ('replace', 'merge')),
      status text NOT NULL CHECK (status IN ('idle', 'pending', 'processing', 'completed', 'failed')),
      progress integer NOT NULL DEFAULT 0 CHECK (progress BETWEEN 0 AND 100),
      source_url text,
      filename text,
      source_key text,
      report_key text,
      number_of_valid_rows integer,
      number_of_violations integer,
      error text,
      requested_by jsonb NOT NULL,
      created_at timestamptz NOT NULL,
      finished_at timestamptz
    );
    CREATE INDEX bulk_imports_organisation_idx ON bulk_imports (organisation_id, created_at);
  `.execute(db);
}
