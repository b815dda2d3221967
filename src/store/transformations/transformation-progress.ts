/** The progress of a transformation's running step, kept on its row so that every API instance reads it. */
import type { Db } from '../db.ts';

/** How far a running step is: `done` of `total` rows or bytes, or seconds of a wait. */
export interface StepProgress {
  done: number;
  total: number;
  unit: 'rows' | 'bytes' | 'seconds';
  /** What the step is doing, when it says: `ai_matching` while the match step waits for the AI matcher. */
  phase?: 'ai_matching';
  /**
   * Where the running transform writes its review store, on the worker's disk: read by the data
   * pages while it grows, never shown (the transformation's view leaves it out).
   */
  review_dir?: string;
}

/**
 * Sets the progress while the row is still at one of `steps` (a late write after the step moved
 * on changes nothing). `updated_at` is left alone: it is the stage's heartbeat.
 */
export async function setProgress(
  db: Db,
  transformationId: string,
  steps: readonly string[],
  progress: StepProgress | null,
): Promise<void> {
  await db
    .updateTable('transformations')
    .set({ progress: progress && JSON.stringify(progress) })
    .where('transformation_id', '=', transformationId)
    .where('step', 'in', [...steps])
    .execute();
}

/** The stored progress of a transformation (whatever its step). */
export async function findProgress(db: Db, transformationId: string): Promise<StepProgress | null> {
  const row = await db
    .selectFrom('transformations')
    .select('progress')
    .where('transformation_id', '=', transformationId)
    .executeTakeFirst();
  return (row?.progress as StepProgress | null | undefined) ?? null;
}
