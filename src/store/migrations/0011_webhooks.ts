import { type Kysely, sql } from 'kysely';

/**
 * Webhook subscriptions and what was sent to them. A subscription hears every template unless
 * `all_templates` is false: then only the templates listed in `webhook_templates`, so that deleting
 * the last of them leaves a subscription that hears nothing rather than one that hears everything.
 * A deleted subscription keeps its row (`deleted_at`) so that its deliveries stay explained.
 * A delivery is one event for one subscription: its `message_id` is the `webhook-id` header of
 * every attempt, automatic or manual, so receivers can deduplicate on it, and `body` the exact
 * bytes signed and sent each time (jsonb would reorder the keys).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE webhooks (
      webhook_id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      organisation_id uuid NOT NULL REFERENCES organisations(organisation_id) ON DELETE CASCADE,
      url text NOT NULL,
      events text[] NOT NULL,
      all_templates boolean NOT NULL,
      enabled boolean NOT NULL DEFAULT true,
      secret text NOT NULL,
      created_at timestamptz NOT NULL,
      deleted_at timestamptz
    );
    CREATE INDEX webhooks_organisation_idx ON webhooks (organisation_id, created_at) WHERE deleted_at IS NULL;

    CREATE TABLE webhook_templates (
      webhook_id uuid NOT NULL REFERENCES webhooks(webhook_id) ON DELETE CASCADE,
      template_id uuid NOT NULL REFERENCES templates(template_id) ON DELETE CASCADE,
      PRIMARY KEY (webhook_id, template_id)
    );

    CREATE TABLE webhook_deliveries (
      delivery_id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      message_id text NOT NULL UNIQUE,
      webhook_id uuid NOT NULL REFERENCES webhooks(webhook_id) ON DELETE CASCADE,
      organisation_id uuid NOT NULL REFERENCES organisations(organisation_id) ON DELETE CASCADE,
      type text NOT NULL,
      body text NOT NULL,
      status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'succeeded', 'failed')),
      automatic_tries integer NOT NULL DEFAULT 0,
      attempts_made integer NOT NULL DEFAULT 0,
      next_attempt_at timestamptz,
      created_at timestamptz NOT NULL
    );
    CREATE INDEX webhook_deliveries_webhook_idx ON webhook_deliveries (webhook_id, created_at);

    CREATE TABLE webhook_attempts (
      delivery_id uuid NOT NULL REFERENCES webhook_deliveries(delivery_id) ON DELETE CASCADE,
      attempt integer NOT NULL,
      automatic boolean NOT NULL,
      started_at timestamptz NOT NULL,
      status_code integer,
      duration_ms integer NOT NULL,
      response_excerpt text,
      error text,
      PRIMARY KEY (delivery_id, attempt)
    );
  `.execute(db);
}
