import { type Kysely, sql } from 'kysely';

/**
 * Connectors (DESIGN §7): a confirmed mapping with its value maps and the reading options of the
 * file it was made from, saved under a name so that later files of the same shape are read and
 * matched the same way. `customer_id` is the sender whose transformation it was made from (null
 * when a receiver user made it): a sender sees only its own. `transformation_id` remembers the
 * transformation it was saved from, kept null once that one is deleted.
 * `transformations.is_connector` marks a transformation a connector was saved from.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE connectors (
      connector_id uuid PRIMARY KEY,
      organisation_id uuid NOT NULL REFERENCES organisations(organisation_id) ON DELETE CASCADE,
      customer_id uuid REFERENCES customers(customer_id) ON DELETE CASCADE,
      template_id uuid NOT NULL REFERENCES templates(template_id) ON DELETE CASCADE,
      transformation_id uuid REFERENCES transformations(transformation_id) ON DELETE SET NULL,
      name text NOT NULL,
      picture_url text,
      reading jsonb NOT NULL,
      columns jsonb NOT NULL,
      created_at timestamptz NOT NULL,
      updated_at timestamptz NOT NULL
    );
    CREATE INDEX connectors_organisation_idx ON connectors (organisation_id, created_at, connector_id);
    CREATE INDEX connectors_customer_idx ON connectors (customer_id) WHERE customer_id IS NOT NULL;
    ALTER TABLE transformations ADD COLUMN IF NOT EXISTS is_connector boolean NOT NULL DEFAULT false;
  `.execute(db);
}
