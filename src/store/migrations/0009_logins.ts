import { type Kysely, sql } from 'kysely';

/**
 * The two logins of senders (e-mailed codes and signed embedded logins) and the organisation's
 * profile the importer shows.
 * - email_codes: one pending code per customer (a new one replaces it), stored as a scrypt hash,
 *   with the tries spent so far.
 * - embed_signatures: signatures already used, kept until their timestamp is too old to be
 *   accepted anyway, so that every API instance refuses a replay.
 * - tokens.template_id: the only template a login reaches (an embedded login signed for one); a
 *   deleted template ends those logins rather than opening every other template to them.
 * - organisations: logo, brand colour and the origins allowed to frame the importer.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE email_codes (
      customer_id uuid PRIMARY KEY REFERENCES customers(customer_id) ON DELETE CASCADE,
      code_id uuid NOT NULL,
      code_hash text NOT NULL,
      tries integer NOT NULL DEFAULT 0,
      expires_at timestamptz NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE TABLE embed_signatures (
      signature_hash text PRIMARY KEY,
      organisation_id uuid NOT NULL REFERENCES organisations(organisation_id) ON DELETE CASCADE,
      expires_at timestamptz NOT NULL
    );
    CREATE INDEX embed_signatures_expires_idx ON embed_signatures (expires_at);
    ALTER TABLE tokens ADD COLUMN template_id uuid REFERENCES templates(template_id) ON DELETE CASCADE;
    ALTER TABLE organisations
      ADD COLUMN logo_url text,
      ADD COLUMN brand_color text,
      ADD COLUMN embed_origins text[] NOT NULL DEFAULT '{}';
  `.execute(db);
}
