/**
 * Find and replace jobs (migration 0031): one row per replace, at most one `running` per
 * transformation. A running replace whose heartbeat (`updated_at`) is older than REPLACE_STALE_MS
 * belongs to a server that stopped: it no longer holds the transformation, and is marked failed
 * when the next replace starts.
 */

import { fromCatalog } from '../../domain/errors.ts';
import type { Db } from '../db.ts';
import { refusingDuplicates } from '../duplicate-key.ts';

/** A running replace writes its progress, and so its heartbeat, twice a second; a minute of silence means it is gone. */
export const REPLACE_STALE_MS = 60_000;

export interface ReplaceRow {
  replace_id: string;
  transformation_id: string;
  started_by: string;
  state: 'running' | 'done' | 'refused' | 'failed';
  rows_total: number | null;
  rows_read: number;
  rows_stored: number;
  cells_replaced: number | null;
  rows_changed: number | null;
  error: { code: string; message: string; status: number; params: Record<string, string | number> } | null;
  started_at: Date;
  finished_at: Date | null;
}

const COLUMNS = [
  'replace_id',
  'transformation_id',
  'started_by',
  'state',
  'rows_total',
  'rows_read',
  'rows_stored',
  'cells_replaced',
  'rows_changed',
  'error',
  'started_at',
  'finished_at',
] as const;

const staleBefore = (now: Date) => new Date(now.getTime() - REPLACE_STALE_MS);

/** The error of a replace whose server stopped: its code and values, read later in the reader's language. */
function stoppedReplace(): NonNullable<ReplaceRow['error']> {
  const [message, code, params] = fromCatalog('exception.replace.server_stopped');
  return { code, message, status: 500, params };
}

/**
 * Records a running replace; throws DuplicateKey (../duplicate-key.ts) when another one runs.
 * A replace left running by a stopped server is marked failed first.
 */
export async function insertRunningReplace(
  db: Db,
  row: { replace_id: string; transformation_id: string; started_by: string; rows_total: number | null },
  now: Date,
): Promise<void> {
  await db
    .updateTable('transformation_replaces')
    .set({
      state: 'failed',
      finished_at: now,
      error: JSON.stringify(stoppedReplace()),
    })
    .where('transformation_id', '=', row.transformation_id)
    .where('state', '=', 'running')
    .where('updated_at', '<', staleBefore(now))
    .execute();
  await refusingDuplicates(
    db
      .insertInto('transformation_replaces')
      .values({ ...row, state: 'running', started_at: now, updated_at: now })
      .execute(),
  );
}

/** Writes how far a running replace is; also its heartbeat. */
export async function setReplaceProgress(
  db: Db,
  replaceId: string,
  progress: { rows_read?: number; rows_stored?: number; rows_changed?: number; cells_replaced?: number },
  now: Date,
): Promise<void> {
  await db
    .updateTable('transformation_replaces')
    .set({ ...progress, updated_at: now })
    .where('replace_id', '=', replaceId)
    .where('state', '=', 'running')
    .execute();
}

/** Ends a replace: `done` with its counts, or `refused`/`failed` with its error. */
export async function finishReplace(
  db: Db,
  replaceId: string,
  end:
    | { state: 'done'; cells_replaced: number; rows_changed: number }
    | { state: 'refused' | 'failed'; error: NonNullable<ReplaceRow['error']> },
  now: Date,
): Promise<void> {
  const set =
    end.state === 'done'
      ? { state: end.state, cells_replaced: end.cells_replaced, rows_changed: end.rows_changed }
      : { state: end.state, error: JSON.stringify(end.error) };
  await db
    .updateTable('transformation_replaces')
    .set({ ...set, updated_at: now, finished_at: now })
    .where('replace_id', '=', replaceId)
    .execute();
}

/** A replace of a transformation (undefined: none by that id on that transformation). */
export async function findReplace(
  db: Db,
  transformationId: string,
  replaceId: string,
): Promise<ReplaceRow | undefined> {
  const row = await db
    .selectFrom('transformation_replaces')
    .select(COLUMNS)
    .where('transformation_id', '=', transformationId)
    .where('replace_id', '=', replaceId)
    .executeTakeFirst();
  return row as ReplaceRow | undefined;
}

/**
 * The replace running on a transformation, if any (a stale one does not count). `except`: the
 * caller's own replace, which may store its rows.
 */
export async function runningReplaceOf(
  db: Db,
  transformationId: string,
  now: Date,
  except?: string,
): Promise<ReplaceRow | undefined> {
  let query = db
    .selectFrom('transformation_replaces')
    .select(COLUMNS)
    .where('transformation_id', '=', transformationId)
    .where('state', '=', 'running')
    .where('updated_at', '>=', staleBefore(now));
  if (except !== undefined) query = query.where('replace_id', '<>', except);
  return (await query.executeTakeFirst()) as ReplaceRow | undefined;
}
