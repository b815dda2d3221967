/** The runs of a feed: its transformations with their automation, newest first. */
import type { Db } from '../db.ts';

export interface FeedRunRow {
  transformation_id: string;
  automation_id: string;
  type: string;
  step: string;
  /** Why the run failed (or stopped for a review), in English; null otherwise. */
  details: string | null;
  /** The name of the file the run found; null when it found none. */
  original_name: string | null;
  /** The submission the run made; null until it has made one. */
  submission_id: string | null;
  created_at: Date;
}

export function listFeedRuns(db: Db, feedId: string, offset: number, limit: number): Promise<FeedRunRow[]> {
  return db
    .selectFrom('transformations')
    .innerJoin('automations', 'automations.transformation_id', 'transformations.transformation_id')
    .leftJoin('submissions', 'submissions.transformation_id', 'transformations.transformation_id')
    .select([
      'transformations.transformation_id',
      'automations.automation_id',
      'automations.type',
      'transformations.step',
      'transformations.details',
      'transformations.original_name',
      'submissions.submission_id',
      'transformations.created_at',
    ])
    .where('transformations.feed_id', '=', feedId)
    .orderBy('transformations.created_at', 'desc')
    .orderBy('transformations.transformation_id', 'desc')
    .offset(offset)
    .limit(limit)
    .execute();
}

export async function countFeedRuns(db: Db, feedId: string): Promise<number> {
  const row = await db
    .selectFrom('transformations')
    .where('feed_id', '=', feedId)
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
