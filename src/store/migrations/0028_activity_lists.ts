import { type Kysely, sql } from 'kysely';

/**
 * The activity lists (`GET /submissions`, `GET /transformations`, DESIGN §10): newest first in the
 * stable order (created_at desc, id desc), paged by keyset. Each filter that narrows a list a lot
 * gets an index in that order, so the first page and a page after a cursor read only the rows they
 * show. A submission now keeps the feed its file came from (copied from its transformation, as the
 * source is), so the filter still finds it after the transformation is deleted.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE submissions ADD COLUMN feed_id uuid;
    UPDATE submissions s SET feed_id = t.feed_id
      FROM transformations t
      WHERE t.transformation_id = s.transformation_id AND t.feed_id IS NOT NULL;

    DROP INDEX submissions_organisation_idx;
    DROP INDEX submissions_customer_idx;
    DROP INDEX submissions_creator_idx;
    CREATE INDEX submissions_organisation_idx
      ON submissions (organisation_id, created_at DESC, submission_id DESC);
    CREATE INDEX submissions_customer_idx
      ON submissions (customer_id, created_at DESC, submission_id DESC) WHERE customer_id IS NOT NULL;
    CREATE INDEX submissions_creator_idx ON submissions (created_by, created_at DESC, submission_id DESC);
    CREATE INDEX submissions_template_idx
      ON submissions (template_id, created_at DESC, submission_id DESC) WHERE template_id IS NOT NULL;
    CREATE INDEX submissions_source_idx
      ON submissions (source_id, created_at DESC, submission_id DESC) WHERE source_id IS NOT NULL;
    CREATE INDEX submissions_feed_idx
      ON submissions (feed_id, created_at DESC, submission_id DESC) WHERE feed_id IS NOT NULL;
    -- The rare statuses: failed and still running.
    CREATE INDEX submissions_failed_idx
      ON submissions (organisation_id, created_at DESC, submission_id DESC) WHERE failed;
    CREATE INDEX submissions_running_idx
      ON submissions (organisation_id, created_at DESC, submission_id DESC)
      WHERE processed_at IS NULL AND NOT failed;

    DROP INDEX transformations_organisation_idx;
    DROP INDEX transformations_customer_idx;
    DROP INDEX transformations_feed_idx;
    CREATE INDEX transformations_organisation_idx
      ON transformations (organisation_id, created_at DESC, transformation_id DESC);
    CREATE INDEX transformations_customer_idx
      ON transformations (customer_id, created_at DESC, transformation_id DESC) WHERE customer_id IS NOT NULL;
    CREATE INDEX transformations_feed_idx
      ON transformations (feed_id, created_at DESC, transformation_id DESC) WHERE feed_id IS NOT NULL;
    CREATE INDEX transformations_template_idx
      ON transformations (template_id, created_at DESC, transformation_id DESC);
    CREATE INDEX transformations_source_idx
      ON transformations (source_id, created_at DESC, transformation_id DESC) WHERE source_id IS NOT NULL;
    CREATE INDEX transformations_step_idx
      ON transformations (organisation_id, step, created_at DESC, transformation_id DESC);
  `.execute(db);
}
