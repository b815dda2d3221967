/**
 * While a find and replace runs on a transformation (./replace-jobs.ts), nothing else may change
 * its data: an edit, an undo, a second replace and a submit are refused with 409 and how far the
 * running replace is, so that the caller knows to wait rather than retry at once.
 */
import { Violation, violationOf } from '../../domain/errors.ts';
import { phrase } from '../../domain/messages/index.ts';
import type { Db } from '../../store/db.ts';
import { type ReplaceRow, runningReplaceOf } from '../../store/transformations/transformation-replaces.ts';

const count = (n: number) => n.toLocaleString('en-US');

/** 409 `exception.replace_running`: a replace holds the transformation. */
export function replaceRunning(running: Pick<ReplaceRow, 'rows_read' | 'rows_total'>): Violation {
  const total = running.rows_total ?? running.rows_read;
  return new Violation(
    [
      violationOf(
        'data',
        null,
        phrase('violation.field.replace_running', { rows_read: running.rows_read, rows_total: total }),
      ),
    ],
    'exception.replace_running',
    { rows_read: count(running.rows_read), rows_total: count(total) },
  );
}

/** Throws replaceRunning when a replace other than `own` runs on the transformation. */
export async function refuseWhileReplacing(
  db: Db,
  transformationId: string,
  now: Date,
  own?: string,
): Promise<void> {
  const running = await runningReplaceOf(db, transformationId, now, own);
  if (running) throw replaceRunning(running);
}
