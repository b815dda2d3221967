import { type Kysely, sql } from 'kysely';

/**
 * Runs of a source (DESIGN §7): a transformation now says where its file came from (the source, the
 * feed that ran it and the file of the feed it claimed, the connector applied and the version of it), whether it goes on by itself
 * (`auto_submit`), and every step it passed through (`history`). The history is kept by a trigger,
 * so that every statement that moves a step (a stage, a claim, a rewind of a stale step, a
 * submission) records it without each having to remember; a step that does not change (a
 * heartbeat, a takeover of the same running step) adds nothing. Rows made before keep their current
 * step as their history. The automation `type` was always written; its values are now fixed.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE transformations
      ADD COLUMN feed_id uuid,
      ADD COLUMN feed_file text,
      ADD COLUMN connector_id uuid,
      ADD COLUMN connector_applied_at timestamptz,
      ADD COLUMN auto_submit boolean NOT NULL DEFAULT false,
      ADD COLUMN history jsonb NOT NULL DEFAULT '[]';
    UPDATE transformations
      SET history = jsonb_build_array(jsonb_build_object('step', step, 'at', updated_at));
    CREATE INDEX transformations_feed_idx ON transformations (feed_id, created_at) WHERE feed_id IS NOT NULL;

    ALTER TABLE automations ALTER COLUMN type SET DEFAULT 'upload';
    ALTER TABLE automations ADD CONSTRAINT automations_type_check
      CHECK (type IN ('upload', 'schedule', 'email', 'manual'));

    CREATE FUNCTION ferry_record_step() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF TG_OP = 'INSERT' OR NEW.step IS DISTINCT FROM OLD.step THEN
        NEW.history := COALESCE(NEW.history, '[]'::jsonb) || jsonb_build_array(jsonb_build_object(
          'step', NEW.step,
          -- The writer's clock when it set updated_at with the step, else the database's.
          'at', CASE WHEN TG_OP = 'UPDATE' AND NEW.updated_at IS NOT DISTINCT FROM OLD.updated_at
                     THEN clock_timestamp() ELSE NEW.updated_at END));
      END IF;
      RETURN NEW;
    END $$;
    CREATE TRIGGER transformations_step_history
      BEFORE INSERT OR UPDATE OF step ON transformations
      FOR EACH ROW EXECUTE FUNCTION ferry_record_step();
  `.execute(db);
}
