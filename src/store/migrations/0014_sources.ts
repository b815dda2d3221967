import { type Kysely, sql } from 'kysely';

/**
 * Sources: where a file comes from (DESIGN §7). `block` holds the settings of the source's
 * `data_extractor` (null for `upload`), with every secret in it sealed (AES-256-GCM, see
 * src/services/identity/secret-box.ts), so a copy of the database does not give away a password.
 * `customer_id` names the sender that owns the source, null for the receiver's own; a source goes
 * with its customer. An `email` source's address is unique across organisations: the SMTP server
 * finds the source by it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE sources (
      source_id uuid PRIMARY KEY,
      organisation_id uuid NOT NULL REFERENCES organisations(organisation_id) ON DELETE CASCADE,
      customer_id uuid REFERENCES customers(customer_id) ON DELETE CASCADE,
      name text,
      data_extractor text NOT NULL
        CHECK (data_extractor IN ('upload', 'url', 'ftp', 'sftp', 'custom', 'email', 'api_fetcher')),
      block jsonb,
      user_metadata jsonb NOT NULL DEFAULT '[]',
      email_address text UNIQUE,
      created_at timestamptz NOT NULL,
      updated_at timestamptz NOT NULL
    );
    CREATE INDEX sources_organisation_idx ON sources (organisation_id, created_at, source_id);
    CREATE INDEX sources_customer_idx ON sources (customer_id) WHERE customer_id IS NOT NULL;
  `.execute(db);
}
