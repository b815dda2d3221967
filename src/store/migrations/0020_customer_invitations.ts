import { type Kysely, sql } from 'kysely';

/**
 * The invitations e-mailed to customers (DESIGN §10 "Customer invitation"): when each was sent, so
 * that one customer's inbox cannot be filled by repeated sends.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE customer_invitations (
      invitation_id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      customer_id uuid NOT NULL REFERENCES customers (customer_id) ON DELETE CASCADE,
      template_id uuid NOT NULL REFERENCES templates (template_id) ON DELETE CASCADE,
      sent_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX customer_invitations_customer_idx ON customer_invitations (customer_id, sent_at DESC);
  `.execute(db);
}
