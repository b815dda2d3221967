/**
 * The slices of a transform split across workers (migration 0035): each row one pass of one slice,
 * written by the coordinating stage, claimed and answered by whichever worker's job runs it
 * (services/slices/).
 */
import { type Generated, sql } from 'kysely';
import type { Db } from '../db.ts';

/** The channel on which a task's id is sent once its worker settled it (LISTEN/NOTIFY). */
export const SLICE_SETTLED_CHANNEL = 'ferry_slice_settled';

export type SlicePass = 'observe' | 'judge';
export type SliceState = 'queued' | 'running' | 'done' | 'failed';

interface SliceTasks {
  task_id: string;
  transformation_id: string;
  slice: number;
  pass: SlicePass;
  source_key: string;
  files_prefix: string;
  input: Buffer;
  state: SliceState;
  worker: string | null;
  attempts: number;
  heartbeat_at: Date | null;
  rows_done: number;
  output: Buffer | null;
  error: string | null;
  error_in_file: boolean;
  /** The error's code and values as the engine posts them between threads (its SaidErrorData), or null. */
  error_said: unknown;
  created_at: Date;
}

type Defaulted =
  | 'task_id'
  | 'state'
  | 'attempts'
  | 'rows_done'
  | 'error_in_file'
  | 'error_said'
  | 'created_at';
type SliceTasksTable = Omit<SliceTasks, Defaulted> & { [K in Defaulted]: Generated<SliceTasks[K]> };

/** The table is this module's alone; nothing joins it. */
const withTable = (db: Db) => db.withTables<{ slice_tasks: SliceTasksTable }>();

export interface NewSliceTask {
  transformation_id: string;
  slice: number;
  pass: SlicePass;
  source_key: string;
  files_prefix: string;
  input: Buffer;
}

export async function insertSliceTask(db: Db, task: NewSliceTask): Promise<string> {
  const row = await withTable(db)
    .insertInto('slice_tasks')
    .values(task)
    .returning('task_id')
    .executeTakeFirstOrThrow();
  return row.task_id;
}

/** What a worker needs to run a task it claimed. */
export type ClaimedSliceTask = Pick<
  SliceTasks,
  'task_id' | 'transformation_id' | 'slice' | 'pass' | 'source_key' | 'files_prefix' | 'input' | 'attempts'
>;

/**
 * Takes a task for `worker`: a queued one, or a running one whose heartbeat is older than
 * `staleBefore` (its worker died). One UPDATE: two workers never both take it.
 */
export async function claimSliceTask(
  db: Db,
  taskId: string,
  worker: string,
  now: Date,
  staleBefore: Date,
): Promise<ClaimedSliceTask | null> {
  const row = await withTable(db)
    .updateTable('slice_tasks')
    .set((eb) => ({ state: 'running', worker, heartbeat_at: now, attempts: eb('attempts', '+', 1) }))
    .where('task_id', '=', taskId)
    .where((eb) =>
      eb.or([
        eb('state', '=', 'queued'),
        eb.and([eb('state', '=', 'running'), eb('heartbeat_at', '<', staleBefore)]),
      ]),
    )
    .returning([
      'task_id',
      'transformation_id',
      'slice',
      'pass',
      'source_key',
      'files_prefix',
      'input',
      'attempts',
    ])
    .executeTakeFirst();
  return (row as ClaimedSliceTask | undefined) ?? null;
}

/** The worker's heartbeat and the slice's rows so far; false when the task is no longer its own. */
export async function beatSliceTask(
  db: Db,
  taskId: string,
  worker: string,
  now: Date,
  rowsDone: number,
): Promise<boolean> {
  const result = await withTable(db)
    .updateTable('slice_tasks')
    .set({ heartbeat_at: now, rows_done: rowsDone })
    .where('task_id', '=', taskId)
    .where('worker', '=', worker)
    .where('state', '=', 'running')
    .executeTakeFirst();
  const settled = result.numUpdatedRows > 0n;
  // Wakes the coordinator at once, where it listens (src/jobs/slice-jobs.ts); it polls too.
  if (settled) await sql`SELECT pg_notify(${SLICE_SETTLED_CHANNEL}, ${taskId})`.execute(db);
  return settled;
}

/** Ends the worker's task with its output, or its error; false when the task is no longer its own. */
export async function settleSliceTask(
  db: Db,
  taskId: string,
  worker: string,
  end: { output: Buffer } | { error: string; inFile: boolean; said: unknown },
): Promise<boolean> {
  const result = await withTable(db)
    .updateTable('slice_tasks')
    .set(
      'output' in end
        ? { state: 'done', output: end.output }
        : {
            state: 'failed',
            error: end.error,
            error_in_file: end.inFile,
            error_said: JSON.stringify(end.said),
          },
    )
    .where('task_id', '=', taskId)
    .where('worker', '=', worker)
    .where('state', '=', 'running')
    .executeTakeFirst();
  const settled = result.numUpdatedRows > 0n;
  // Wakes the coordinator at once, where it listens (src/jobs/slice-jobs.ts); it polls too.
  if (settled) await sql`SELECT pg_notify(${SLICE_SETTLED_CHANNEL}, ${taskId})`.execute(db);
  return settled;
}

/** A task as its coordinator watches it. */
export type WatchedSliceTask = Pick<
  SliceTasks,
  | 'state'
  | 'worker'
  | 'attempts'
  | 'heartbeat_at'
  | 'rows_done'
  | 'output'
  | 'error'
  | 'error_in_file'
  | 'error_said'
  | 'created_at'
>;

export async function readSliceTask(
  db: Db,
  taskId: string,
  withOutput: boolean,
): Promise<WatchedSliceTask | null> {
  const row = await withTable(db)
    .selectFrom('slice_tasks')
    .select([
      'state',
      'worker',
      'attempts',
      'heartbeat_at',
      'rows_done',
      'error',
      'error_in_file',
      'error_said',
      'created_at',
    ])
    .$if(withOutput, (q) => q.select('output'))
    .where('task_id', '=', taskId)
    .executeTakeFirst();
  return row ? ({ output: null, ...row } as WatchedSliceTask) : null;
}

/** Sends a task that failed without a problem in the file back to the queue, for another try. */
export async function requeueSliceTask(db: Db, taskId: string): Promise<void> {
  await withTable(db)
    .updateTable('slice_tasks')
    .set({ state: 'queued', worker: null, heartbeat_at: null, error: null })
    .where('task_id', '=', taskId)
    .where('state', '=', 'failed')
    .execute();
}

/** The workers that ran each slice pass of a transformation, in slice order (tests, benchmarks). */
export async function sliceWorkers(
  db: Db,
  transformationId: string,
): Promise<{ slice: number; pass: SlicePass; worker: string | null; state: SliceState }[]> {
  return withTable(db)
    .selectFrom('slice_tasks')
    .select(['slice', 'pass', 'worker', 'state'])
    .where('transformation_id', '=', transformationId)
    .orderBy('created_at')
    .execute();
}

/**
 * A run's end: its tasks' inputs and outputs are dropped, and a task no worker took is never taken.
 * The rows stay (which worker ran which slice) until the transform runs again.
 */
export async function endSliceTasks(db: Db, transformationId: string): Promise<void> {
  await withTable(db)
    .updateTable('slice_tasks')
    .set({ state: 'failed', error: 'The transform ended first.' })
    .where('transformation_id', '=', transformationId)
    .where('state', '=', 'queued')
    .execute();
  await withTable(db)
    .updateTable('slice_tasks')
    .set({ input: Buffer.alloc(0), output: null })
    .where('transformation_id', '=', transformationId)
    .execute();
}

/** Removes a transformation's tasks (a transform starting again). */
export async function deleteSliceTasks(db: Db, transformationId: string): Promise<void> {
  await withTable(db).deleteFrom('slice_tasks').where('transformation_id', '=', transformationId).execute();
}
