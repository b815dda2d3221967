import { type Kysely, sql } from 'kysely';

/**
 * The e-mails an organisation's work sends to people outside it (a customer's invitation), kept as
 * deliveries with their attempts like webhooks' and pushes', so that `GET /deliveries` shows the
 * three channels and a failed e-mail can be sent again. Messages that carry a secret (login codes,
 * reset and invitation links of members) are never stored: they are not listed and not resent.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE email_deliveries (
      delivery_id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      organisation_id uuid NOT NULL REFERENCES organisations(organisation_id) ON DELETE CASCADE,
      event text NOT NULL,
      recipient text NOT NULL,
      subject text NOT NULL,
      body text NOT NULL,
      language text NOT NULL,
      submission_id uuid REFERENCES submissions(submission_id) ON DELETE SET NULL,
      status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'succeeded', 'failed')),
      created_at timestamptz NOT NULL
    );
    CREATE INDEX email_deliveries_organisation_idx ON email_deliveries (organisation_id, created_at);

    CREATE TABLE email_attempts (
      delivery_id uuid NOT NULL REFERENCES email_deliveries(delivery_id) ON DELETE CASCADE,
      attempt integer NOT NULL,
      started_at timestamptz NOT NULL,
      duration_ms integer NOT NULL,
      error text,
      PRIMARY KEY (delivery_id, attempt)
    );
    CREATE INDEX webhook_deliveries_organisation_idx ON webhook_deliveries (organisation_id, created_at);
    CREATE INDEX pushes_organisation_idx ON pushes (organisation_id, created_at);
  `.execute(db);
}
