import { type Kysely, sql } from 'kysely';

/**
 * Feeds link a source to a template (DESIGN §7) and run it on a cron schedule in a time zone, on
 * each e-mail the source receives, and by hand. A feed goes with its source, its template and its
 * organisation. `customer_id` is the source's owner, copied so that a customer's feeds are found
 * without a join, and kept in step by a trigger when the source changes hands.
 *
 * `next_tick_at` is the next cron tick not yet run (null without a schedule or while paused). A
 * worker runs a due tick only if it moves `next_tick_at` from that tick to the one after now, in
 * one UPDATE: of all the workers racing the same tick exactly one succeeds, and ticks missed while
 * every worker was down run once, not once each.
 *
 * `feed_files` holds what a scheduled run already imported, one identity per file (path, size and
 * modification time, or ETag, or content hash), so the next tick skips it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE feeds (
      feed_id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      organisation_id uuid NOT NULL REFERENCES organisations(organisation_id) ON DELETE CASCADE,
      customer_id uuid REFERENCES customers(customer_id) ON DELETE CASCADE,
      name text NOT NULL,
      source_id uuid NOT NULL REFERENCES sources(source_id) ON DELETE CASCADE,
      template_id uuid NOT NULL REFERENCES templates(template_id) ON DELETE CASCADE,
      connector_id uuid,
      cron text,
      timezone text NOT NULL DEFAULT 'UTC',
      auto_submit boolean NOT NULL DEFAULT true,
      enabled boolean NOT NULL DEFAULT true,
      next_tick_at timestamptz,
      created_at timestamptz NOT NULL,
      updated_at timestamptz NOT NULL,
      last_run_at timestamptz
    );
    CREATE INDEX feeds_organisation_idx ON feeds (organisation_id, created_at, feed_id);
    CREATE INDEX feeds_source_idx ON feeds (source_id);
    CREATE INDEX feeds_due_idx ON feeds (next_tick_at) WHERE next_tick_at IS NOT NULL;

    -- A source given to another customer (or taken back) takes its feeds along.
    CREATE FUNCTION ferry_feed_owner() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      UPDATE feeds SET customer_id = NEW.customer_id WHERE source_id = NEW.source_id;
      RETURN NEW;
    END $$;
    CREATE TRIGGER sources_feed_owner
      AFTER UPDATE OF customer_id ON sources
      FOR EACH ROW WHEN (NEW.customer_id IS DISTINCT FROM OLD.customer_id)
      EXECUTE FUNCTION ferry_feed_owner();

    CREATE TABLE feed_files (
      feed_id uuid NOT NULL REFERENCES feeds(feed_id) ON DELETE CASCADE,
      identity text NOT NULL,
      imported_at timestamptz NOT NULL,
      PRIMARY KEY (feed_id, identity)
    );
  `.execute(db);
}
