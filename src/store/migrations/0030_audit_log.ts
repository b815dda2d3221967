import { type Kysely, sql } from 'kysely';

/**
 * The audit log (DESIGN §10): one row per change to the configuration or sign-in, written in the
 * transaction of the change. Read newest first per organisation by keyset (`at`, `event_id`); the
 * filters by resource and actor have their own index so a busy organisation's filtered page stays
 * an index scan. `before` and `after` hold the resource's API shape with its secrets masked.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE audit_log (
      event_id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      organisation_id uuid NOT NULL REFERENCES organisations(organisation_id) ON DELETE CASCADE,
      at timestamptz NOT NULL,
      actor_type text NOT NULL,
      actor_id text,
      actor_label text,
      ip text,
      action text NOT NULL,
      resource_type text NOT NULL,
      resource_id text,
      before jsonb,
      after jsonb
    );
    CREATE INDEX audit_log_keyset ON audit_log (organisation_id, at DESC, event_id DESC);
    CREATE INDEX audit_log_resource
      ON audit_log (organisation_id, resource_type, resource_id, at DESC, event_id DESC);
    CREATE INDEX audit_log_actor ON audit_log (organisation_id, actor_id, at DESC, event_id DESC);
  `.execute(db);
}
