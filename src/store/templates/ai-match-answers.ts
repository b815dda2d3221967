/**
 * The AI matcher's checked answers, per template and question: every instance reads the same
 * ones, so a header set is asked about once, whichever worker runs the next file.
 */
import { sql } from 'kysely';
import type { AiSuggestion } from '../../domain/column-matching/index.ts';
import type { Db } from '../db.ts';

/** Answers kept per template; past this, the oldest go (a template rarely meets more header sets). */
export const ANSWERS_PER_TEMPLATE = 100;

export interface AiMatchAnswerKey {
  organisationId: string;
  templateId: string;
  questionKey: string;
}

/** The answer kept for this question, or null when it was never answered. */
export async function findAiMatchAnswer(db: Db, key: AiMatchAnswerKey): Promise<AiSuggestion[] | null> {
  const row = await db
    .selectFrom('ai_match_answers')
    .select('suggestions')
    .where('organisation_id', '=', key.organisationId)
    .where('template_id', '=', key.templateId)
    .where('question_key', '=', key.questionKey)
    .executeTakeFirst();
  return row?.suggestions ?? null;
}

/** Keeps an answer (a second instance answering the same question at once keeps the first). */
export async function saveAiMatchAnswer(
  db: Db,
  key: AiMatchAnswerKey,
  model: string,
  suggestions: readonly AiSuggestion[],
  at: Date,
): Promise<void> {
  await db
    .insertInto('ai_match_answers')
    .values({
      organisation_id: key.organisationId,
      template_id: key.templateId,
      question_key: key.questionKey,
      model,
      suggestions: JSON.stringify(suggestions),
      created_at: at,
    })
    .onConflict((oc) => oc.columns(['template_id', 'question_key']).doNothing())
    .execute();
  await db
    .deleteFrom('ai_match_answers')
    .where('template_id', '=', key.templateId)
    .where(
      'question_key',
      'not in',
      db
        .selectFrom('ai_match_answers')
        .select('question_key')
        .where('template_id', '=', key.templateId)
        .orderBy('created_at', 'desc')
        .orderBy('question_key')
        .limit(ANSWERS_PER_TEMPLATE),
    )
    .execute();
}

/** How many answers a template keeps (tests and the operator's curiosity). */
export async function countAiMatchAnswers(db: Db, templateId: string): Promise<number> {
  const row = await db
    .selectFrom('ai_match_answers')
    .select(sql<string>`count(*)`.as('n'))
    .where('template_id', '=', templateId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
