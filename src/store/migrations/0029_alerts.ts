import { type Kysely, sql } from 'kysely';

/**
 * Alerts (DESIGN §10): what the organisation wants to hear of (an automation failing, a feed gone
 * silent, a submission with too many rows in error), and to whom. `template_ids` null means every
 * template. `recipients` are user ids: a member who leaves stops receiving, and a changed e-mail
 * is followed. `alert_firings` keeps, per alert and cause (a template, a feed), when it last fired:
 * the one-an-hour rule is a conditional upsert on it, so two workers cannot both fire.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE alerts (
      alert_id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      organisation_id uuid NOT NULL REFERENCES organisations(organisation_id) ON DELETE CASCADE,
      kind text NOT NULL CHECK (kind IN ('automation_failed', 'feed_silent', 'error_rate')),
      template_ids uuid[],
      feed_id uuid REFERENCES feeds(feed_id) ON DELETE CASCADE,
      threshold double precision CHECK (threshold BETWEEN 0 AND 1),
      recipients uuid[] NOT NULL DEFAULT '{}',
      webhook_id uuid REFERENCES webhooks(webhook_id) ON DELETE SET NULL,
      enabled boolean NOT NULL DEFAULT true,
      created_at timestamptz NOT NULL,
      updated_at timestamptz NOT NULL
    );
    CREATE INDEX alerts_organisation_idx ON alerts (organisation_id, kind, created_at);
    CREATE INDEX alerts_feed_idx ON alerts (feed_id) WHERE feed_id IS NOT NULL;

    CREATE TABLE alert_firings (
      alert_id uuid NOT NULL REFERENCES alerts(alert_id) ON DELETE CASCADE,
      cause text NOT NULL,
      fired_at timestamptz NOT NULL,
      PRIMARY KEY (alert_id, cause)
    );
  `.execute(db);
}
