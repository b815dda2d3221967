/** Pushes: one per submission of a template with a push, and every request each one made. */
import { sql } from 'kysely';
import type { Db } from '../db.ts';

export type PushStatus = 'pending' | 'succeeded' | 'given_up';

export interface PushRow {
  submission_id: string;
  organisation_id: string;
  template_id: string | null;
  mode: 'file' | 'json';
  batch_size: number | null;
  target_format: Record<string, unknown> | null;
  status: PushStatus;
  attempts: number;
  rows_sent: number;
}

/** One record of the push report. */
export interface PushRequestRecord {
  request: number;
  attempt: number;
  started_at: Date;
  status: number | null;
  duration_ms: number;
  rows: number;
  error: string | null;
}

/** Records a push; false when the submission already has one (a stage run again). */
export async function insertPush(
  db: Db,
  push: Omit<PushRow, 'status' | 'attempts' | 'rows_sent'>,
): Promise<boolean> {
  const inserted = await db
    .insertInto('pushes')
    .values({ ...push, target_format: push.target_format && JSON.stringify(push.target_format) })
    .onConflict((oc) => oc.column('submission_id').doNothing())
    .returning('submission_id')
    .executeTakeFirst();
  return inserted !== undefined;
}

export async function findPush(db: Db, submissionId: string): Promise<PushRow | undefined> {
  const row = await db
    .selectFrom('pushes')
    .select([
      'submission_id',
      'organisation_id',
      'template_id',
      'mode',
      'batch_size',
      'target_format',
      'status',
      'attempts',
      'rows_sent',
    ])
    .where('submission_id', '=', submissionId)
    .executeTakeFirst();
  return (
    row && {
      ...row,
      mode: row.mode as PushRow['mode'],
      status: row.status as PushStatus,
      rows_sent: Number(row.rows_sent),
    }
  );
}

/**
 * Starts attempt `attempt` of a pending push. A job that pg-boss runs again after a crash starts
 * the same attempt again; a duplicate of an attempt already passed finds nothing to start.
 */
export async function startAttempt(db: Db, submissionId: string, attempt: number): Promise<boolean> {
  const started = await db
    .updateTable('pushes')
    .set({ attempts: attempt })
    .where('submission_id', '=', submissionId)
    .where('status', '=', 'pending')
    .where('attempts', 'in', [attempt - 1, attempt])
    .returning('submission_id')
    .executeTakeFirst();
  return started !== undefined;
}

/** Appends a request to the push's report, numbered after the last one. */
export async function recordRequest(
  db: Db,
  submissionId: string,
  record: Omit<PushRequestRecord, 'request'>,
): Promise<void> {
  await db
    .insertInto('push_requests')
    .values({
      submission_id: submissionId,
      request: sql<number>`(select coalesce(max(request), 0) + 1 from push_requests where submission_id = ${submissionId})`,
      ...record,
    })
    .execute();
}

/**
 * json mode: the `rows` rows after the first `from` were delivered; the next attempt starts after
 * them. False when `rows_sent` is no longer `from`: another run of the same attempt (a job pg-boss
 * took for lost and started again) went ahead, and this one must stop.
 */
export async function advanceRowsSent(
  db: Db,
  submissionId: string,
  from: number,
  rows: number,
): Promise<boolean> {
  const advanced = await db
    .updateTable('pushes')
    .set({ rows_sent: from + rows })
    .where('submission_id', '=', submissionId)
    .where('rows_sent', '=', String(from))
    .returning('submission_id')
    .executeTakeFirst();
  return advanced !== undefined;
}

export async function finishPush(db: Db, submissionId: string, status: PushStatus, at: Date): Promise<void> {
  await db
    .updateTable('pushes')
    .set({ status, finished_at: at })
    .where('submission_id', '=', submissionId)
    .execute();
}

/** Up to `limit` records of the report after request number `after`, in order. */
export function pushRequestsAfter(
  db: Db,
  submissionId: string,
  after: number,
  limit: number,
): Promise<PushRequestRecord[]> {
  return db
    .selectFrom('push_requests')
    .select(['request', 'attempt', 'started_at', 'status', 'duration_ms', 'rows', 'error'])
    .where('submission_id', '=', submissionId)
    .where('request', '>', after)
    .orderBy('request')
    .limit(limit)
    .execute();
}

/** Names the submission's published push report among its files (`files.push_report`). */
export async function setPushReportKey(db: Db, submissionId: string, key: string): Promise<void> {
  await db
    .updateTable('submissions')
    .set({ files: sql`files || jsonb_build_object('push_report', ${key}::text)` as never })
    .where('submission_id', '=', submissionId)
    .execute();
}

/**
 * A push given up, made pending again for one more attempt (`POST /delivery/{id}/retry`); false
 * when it was not given up (already retried, or still under way). Answers the attempt to start.
 */
export async function reopenPush(db: Db, submissionId: string): Promise<number | null> {
  const reopened = await db
    .updateTable('pushes')
    .set({ status: 'pending', finished_at: null })
    .where('submission_id', '=', submissionId)
    .where('status', '=', 'given_up')
    .returning('attempts')
    .executeTakeFirst();
  return reopened ? reopened.attempts + 1 : null;
}
