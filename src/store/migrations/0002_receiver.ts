import { type Kysely, sql } from 'kysely';

/** Templates, their columns and constraints, and customers (senders) with the templates they may use. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE templates (
      template_id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      organisation_id uuid NOT NULL REFERENCES organisations(organisation_id) ON DELETE CASCADE,
      handle text NOT NULL,
      is_enabled boolean NOT NULL DEFAULT true,
      name text,
      description text,
      picture_url text,
      user_metadata jsonb NOT NULL DEFAULT '[]',
      item text,
      access_type text NOT NULL DEFAULT 'public' CHECK (access_type IN ('public', 'restricted', 'private')),
      accept_errors boolean NOT NULL DEFAULT false,
      max_file_size bigint,
      file_name text,
      extension text,
      export_empty_columns boolean NOT NULL DEFAULT true,
      format jsonb,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      UNIQUE (organisation_id, handle)
    );
    CREATE TABLE template_columns (
      column_id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      template_id uuid NOT NULL REFERENCES templates(template_id) ON DELETE CASCADE,
      position integer NOT NULL,
      technical_name text NOT NULL,
      pretty_name text NOT NULL,
      description text,
      type jsonb NOT NULL,
      uniqueness boolean NOT NULL DEFAULT false,
      importance text NOT NULL DEFAULT 'optional' CHECK (importance IN ('required', 'conditional', 'optional')),
      matchable_with_ai boolean NOT NULL DEFAULT false,
      hidden boolean NOT NULL DEFAULT false,
      user_metadata jsonb NOT NULL DEFAULT '[]',
      conditions text,
      created_at timestamptz NOT NULL DEFAULT now(),
      UNIQUE (template_id, technical_name)
    );
    CREATE INDEX template_columns_position_idx ON template_columns (template_id, position);
    CREATE TABLE column_constraints (
      constraint_id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      column_id uuid NOT NULL REFERENCES template_columns(column_id) ON DELETE CASCADE,
      function text NOT NULL,
      label text,
      arguments jsonb NOT NULL DEFAULT '[]',
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX column_constraints_column_idx ON column_constraints (column_id);
    CREATE TABLE customers (
      customer_id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      organisation_id uuid NOT NULL REFERENCES organisations(organisation_id) ON DELETE CASCADE,
      external_id text,
      name text,
      email text,
      language text CHECK (language IN ('en', 'fr')),
      user_metadata jsonb NOT NULL DEFAULT '[]',
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE UNIQUE INDEX customers_external_id_key ON customers (organisation_id, external_id) WHERE external_id IS NOT NULL;
    CREATE UNIQUE INDEX customers_email_key ON customers (organisation_id, lower(email)) WHERE email IS NOT NULL;
    CREATE TABLE customer_templates (
      customer_id uuid NOT NULL REFERENCES customers(customer_id) ON DELETE CASCADE,
      template_id uuid NOT NULL REFERENCES templates(template_id) ON DELETE CASCADE,
      PRIMARY KEY (customer_id, template_id)
    );
    CREATE INDEX customer_templates_template_idx ON customer_templates (template_id);
  `.execute(db);
}
