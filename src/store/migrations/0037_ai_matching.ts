import { type Kysely, sql } from 'kysely';

/**
 * AI matching (docs/matching.md): the organisation's switch, off until a receiver turns it on; and
 * the answers of the AI matcher kept per template and question, so that every instance asks the
 * model once for a header set it has already been asked about. An answer goes with its template,
 * and with its organisation.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE organisations
      ADD COLUMN ai_matching text NOT NULL DEFAULT 'off' CHECK (ai_matching IN ('off', 'on'));

    CREATE TABLE ai_match_answers (
      organisation_id uuid NOT NULL REFERENCES organisations(organisation_id) ON DELETE CASCADE,
      template_id uuid NOT NULL REFERENCES templates(template_id) ON DELETE CASCADE,
      question_key text NOT NULL,
      model text NOT NULL,
      suggestions jsonb NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (template_id, question_key)
    );
  `.execute(db);
}
