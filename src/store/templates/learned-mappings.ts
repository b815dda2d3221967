/** Mappings senders confirmed, per template: source header → column, with how often. */
import { sql } from 'kysely';
import type { LearnedMapping } from '../../domain/column-matching/index.ts';
import type { Db } from '../db.ts';

export function listLearnedMappings(db: Db, templateId: string): Promise<LearnedMapping[]> {
  return db
    .selectFrom('learned_mappings')
    .select(['source_header', 'technical_name', 'times'])
    .where('template_id', '=', templateId)
    .execute();
}

/** Counts one more confirmation of each pair. */
export async function recordLearnedMappings(
  db: Db,
  templateId: string,
  pairs: { source_header: string; technical_name: string }[],
  at: Date,
): Promise<void> {
  if (!pairs.length) return;
  await db
    .insertInto('learned_mappings')
    .values(pairs.map((p) => ({ template_id: templateId, ...p, updated_at: at })))
    .onConflict((oc) =>
      oc
        .columns(['template_id', 'source_header', 'technical_name'])
        .doUpdateSet({ times: sql`learned_mappings.times + 1`, updated_at: at }),
    )
    .execute();
}
