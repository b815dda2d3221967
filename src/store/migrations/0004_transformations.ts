import { type Kysely, sql } from 'kysely';

/**
 * Transformations (one file brought to one template) and their automation records. The step is
 * kept on both: the transformation is what its owner reads, the automation what a tracker polls.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE transformations (
      transformation_id uuid PRIMARY KEY,
      organisation_id uuid NOT NULL REFERENCES organisations(organisation_id) ON DELETE CASCADE,
      template_id uuid NOT NULL REFERENCES templates(template_id) ON DELETE CASCADE,
      customer_id uuid REFERENCES customers(customer_id) ON DELETE CASCADE,
      source_id uuid,
      source_key text NOT NULL,
      original_name text,
      options jsonb NOT NULL DEFAULT '{}',
      step text NOT NULL,
      details text,
      mapping jsonb,
      counters jsonb,
      files jsonb NOT NULL DEFAULT '{}',
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX transformations_organisation_idx ON transformations (organisation_id, created_at);
    CREATE INDEX transformations_customer_idx ON transformations (customer_id) WHERE customer_id IS NOT NULL;
    CREATE TABLE automations (
      automation_id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      transformation_id uuid NOT NULL UNIQUE REFERENCES transformations(transformation_id) ON DELETE CASCADE,
      type text NOT NULL,
      step text NOT NULL,
      details text,
      created_at timestamptz NOT NULL DEFAULT now()
    );
  `.execute(db);
}
