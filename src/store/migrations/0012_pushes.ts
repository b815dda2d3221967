import { type Kysely, sql } from 'kysely';

/**
 * Pushes (DESIGN §8): a template's `push` setting, one push per submission of a template that has
 * one, and every request a push made. The push row keeps what must not change between its
 * attempts (mode, batch size, the target's format when it was made) and how far it got, so that a
 * retry in json mode starts again from the batch that failed; url, method and headers are read
 * from the template at each attempt, so a receiver who fixes a wrong address is heard at the next.
 * The push report is computed from `push_requests`, one record per request.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE templates ADD COLUMN push jsonb;

    CREATE TABLE pushes (
      submission_id uuid PRIMARY KEY REFERENCES submissions(submission_id) ON DELETE CASCADE,
      organisation_id uuid NOT NULL REFERENCES organisations(organisation_id) ON DELETE CASCADE,
      template_id uuid REFERENCES templates(template_id) ON DELETE SET NULL,
      mode text NOT NULL,
      batch_size integer,
      target_format jsonb,
      status text NOT NULL DEFAULT 'pending',
      attempts integer NOT NULL DEFAULT 0,
      rows_sent bigint NOT NULL DEFAULT 0,
      created_at timestamptz NOT NULL DEFAULT now(),
      finished_at timestamptz
    );

    CREATE TABLE push_requests (
      submission_id uuid NOT NULL REFERENCES pushes(submission_id) ON DELETE CASCADE,
      request integer NOT NULL,
      attempt integer NOT NULL,
      started_at timestamptz NOT NULL,
      status integer,
      duration_ms integer NOT NULL,
      rows integer NOT NULL,
      error text,
      PRIMARY KEY (submission_id, request)
    );
  `.execute(db);
}
