/**
 * Counts over the rows senders edited, computed by PostgreSQL from each row's revalidation
 * (`transformation_edits.revised`) rather than loaded: after a find and replace over a large file
 * every row may be an edited row.
 */
import { sql } from 'kysely';
import type { Db } from '../db.ts';

/** How the edited rows of a transformation stand. */
export interface EditedErrorTally {
  /** Edited rows in error now. */
  inError: number;
  /** Edited rows that were in error in the last whole-file check. */
  wereInError: number;
  /** Edited rows revalidated since the last whole-file check (not judged by it). */
  sinceCheck: number;
  /** Of those, the rows in error. */
  sinceCheckInError: number;
}

const IN_ERROR = sql`jsonb_array_length(revised->'violations') > 0`;
const SINCE_CHECK = sql`NOT coalesce((revised->>'whole_file')::boolean, false)`;

export async function editedErrorTally(db: Db, transformationId: string): Promise<EditedErrorTally> {
  const row = await db
    .selectFrom('transformation_edits')
    .select([
      sql<string>`count(*) FILTER (WHERE ${IN_ERROR})`.as('in_error'),
      sql<string>`count(*) FILTER (WHERE coalesce((revised->>'was_in_error')::boolean, false))`.as('were'),
      sql<string>`count(*) FILTER (WHERE ${SINCE_CHECK})`.as('since'),
      sql<string>`count(*) FILTER (WHERE ${SINCE_CHECK} AND ${IN_ERROR})`.as('since_in_error'),
    ])
    .where('transformation_id', '=', transformationId)
    .executeTakeFirstOrThrow();
  return {
    inError: Number(row.in_error),
    wereInError: Number(row.were),
    sinceCheck: Number(row.since),
    sinceCheckInError: Number(row.since_in_error),
  };
}

/** The first `limit` rows edited since the last whole-file check and in error, by row number. */
export async function firstEditedRowsInError(
  db: Db,
  transformationId: string,
  limit: number,
): Promise<number[]> {
  const rows = await db
    .selectFrom('transformation_edits')
    .select('row_number')
    .where('transformation_id', '=', transformationId)
    .where(sql<boolean>`${SINCE_CHECK} AND ${IN_ERROR}`)
    .orderBy('row_number')
    .limit(limit)
    .execute();
  return rows.map((r) => r.row_number);
}
