/**
 * What an organisation has used, counted by the database: one aggregate per figure, each over an
 * index that starts with the organisation (no row is brought into memory to be counted).
 */
import { sql } from 'kysely';
import type { Db } from '../db.ts';

/** One UTC day of the organisation's submissions. */
export interface DailyUsage {
  /** `YYYY-MM-DD`, UTC. */
  date: string;
  /** Rows delivered in the targets (rows_in_target) of the day's submissions. */
  rows: number;
  submissions: number;
  /** Rows in error (rows_in_error) in the day's submissions. */
  errors: number;
}

/**
 * The `days` UTC days ending with the day of `now`, oldest first, every day present (zeros when
 * nothing was submitted). Uses submissions_organisation_idx (organisation_id, created_at).
 */
export async function dailyUsage(
  db: Db,
  organisationId: string,
  days: number,
  now: Date,
): Promise<DailyUsage[]> {
  const today = now.toISOString().slice(0, 10);
  const { rows } = await sql<{ date: string; rows: string; submissions: string; errors: string }>`
    WITH days AS (
      SELECT generate_series(${today}::date - ${days - 1}::int, ${today}::date, interval '1 day')::date AS day
    ), counted AS (
      SELECT (created_at AT TIME ZONE 'UTC')::date AS day,
             count(*) AS submissions,
             coalesce(sum((counters->>'rows_in_target')::bigint), 0) AS rows,
             coalesce(sum((counters->>'rows_in_error')::bigint), 0) AS errors
        FROM submissions
       WHERE organisation_id = ${organisationId}
         AND created_at >= (${today}::date - ${days - 1}::int)::timestamp AT TIME ZONE 'UTC'
       GROUP BY 1
    )
    SELECT to_char(days.day, 'YYYY-MM-DD') AS date,
           coalesce(counted.rows, 0) AS rows,
           coalesce(counted.submissions, 0) AS submissions,
           coalesce(counted.errors, 0) AS errors
      FROM days LEFT JOIN counted ON counted.day = days.day
     ORDER BY days.day
  `.execute(db);
  return rows.map((row) => ({
    date: row.date,
    rows: Number(row.rows),
    submissions: Number(row.submissions),
    errors: Number(row.errors),
  }));
}

/** The most columns any one template of the organisation has (0 without templates). */
export async function mostColumnsInATemplate(db: Db, organisationId: string): Promise<number> {
  const { rows } = await sql<{ n: string | null }>`
    SELECT max(n) AS n FROM (
      SELECT count(*) AS n
        FROM template_columns c JOIN templates t ON t.template_id = c.template_id
       WHERE t.organisation_id = ${organisationId}
       GROUP BY c.template_id
    ) per_template
  `.execute(db);
  return Number(rows[0]?.n ?? 0);
}

/** The organisation's line credit balance: what is left to spend. */
export async function lineCreditBalance(db: Db, organisationId: string): Promise<number> {
  const row = await db
    .selectFrom('organisations')
    .select('line_credit')
    .where('organisation_id', '=', organisationId)
    .executeTakeFirstOrThrow();
  return Number(row.line_credit);
}
