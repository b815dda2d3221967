/** Transformations and their automation records, read together as one aggregate. */
import { type Kysely, sql } from 'kysely';
import type { Db } from '../db.ts';
import type { Database } from '../schema/index.ts';

export interface TransformationRow {
  transformation_id: string;
  automation_id: string;
  automation_type: string;
  organisation_id: string;
  template_id: string;
  template_handle: string;
  customer_id: string | null;
  source_id: string | null;
  source_key: string;
  original_name: string | null;
  options: Record<string, unknown>;
  step: string;
  details: string | null;
  mapping: Record<string, unknown> | null;
  counters: Record<string, number> | null;
  files: Record<string, string>;
  created_by: string | null;
  credit_granted: string | null;
  target_name: string | null;
  feed_id: string | null;
  connector_id: string | null;
  connector_applied_at: Date | null;
  auto_submit: boolean;
  /** The submission this transformation replays; null otherwise. */
  replay_of: string | null;
  /** The language of its messages (docs/languages.md); null: English. */
  language: string | null;
  /** The submission made from this transformation; null until it is submitted. */
  submission_id: string | null;
  /** Every step passed through, oldest first. */
  history: { step: string; at: string }[];
  created_at: Date;
  updated_at: Date;
}

export interface NewTransformation {
  transformation_id: string;
  organisation_id: string;
  template_id: string;
  customer_id: string | null;
  source_key: string;
  original_name: string | null;
  options: Record<string, unknown>;
  step: string;
  type: string;
  created_by: string | null;
  /** Runs of a source: where the file comes from and how far the run goes by itself. */
  source_id?: string | null;
  feed_id?: string | null;
  connector_id?: string | null;
  auto_submit?: boolean;
  /** A replay: the submission whose source file, mapping and value maps it runs again. */
  replay_of?: string | null;
  /** The language of its messages: the customer's, else the request's (docs/languages.md). */
  language?: string | null;
}

/** Transformations with their automation record and template handle. */
export function selectTransformations(db: Db) {
  return db
    .selectFrom('transformations as t')
    .innerJoin('automations as a', 'a.transformation_id', 't.transformation_id')
    .innerJoin('templates as tpl', 'tpl.template_id', 't.template_id')
    .select([
      't.transformation_id',
      'a.automation_id',
      'a.type as automation_type',
      't.organisation_id',
      't.template_id',
      'tpl.handle as template_handle',
      't.customer_id',
      't.source_id',
      't.source_key',
      't.original_name',
      't.options',
      't.step',
      't.details',
      't.mapping',
      't.counters',
      't.files',
      't.created_by',
      't.credit_granted',
      't.target_name',
      't.feed_id',
      't.connector_id',
      't.connector_applied_at',
      't.auto_submit',
      't.replay_of',
      't.language',
      // One row at most: submissions.transformation_id is unique (and indexed by that).
      sql<
        string | null
      >`(SELECT s.submission_id FROM submissions s WHERE s.transformation_id = t.transformation_id)`.as(
        'submission_id',
      ),
      't.history',
      't.created_at',
      't.updated_at',
    ]);
}

/** Inserts the transformation and its automation record in one transaction. */
/** On the caller's transaction when given one (a replay writes its audit entry beside it), else on its own. */
export async function insertTransformation(db: Kysely<Database>, row: NewTransformation): Promise<void> {
  const { type, options, ...fields } = row;
  const write = async (trx: Kysely<Database>) => {
    await trx
      .insertInto('transformations')
      .values({ ...fields, options: JSON.stringify(options) })
      .execute();
    await trx
      .insertInto('automations')
      .values({ transformation_id: row.transformation_id, type, step: row.step })
      .execute();
  };
  await (db.isTransaction ? write(db) : db.transaction().execute(write));
}

export function findTransformation(db: Db, transformationId: string): Promise<TransformationRow | undefined> {
  return selectTransformations(db).where('t.transformation_id', '=', transformationId).executeTakeFirst();
}

export function findTransformationByAutomation(
  db: Db,
  automationId: string,
): Promise<TransformationRow | undefined> {
  return selectTransformations(db).where('a.automation_id', '=', automationId).executeTakeFirst();
}

/** What a step writes: its new step and details, and whatever it produced. */
export interface StepUpdate {
  step: string;
  details?: string | null;
  mapping?: Record<string, unknown> | null;
  counters?: Record<string, number> | null;
  files?: Record<string, string>;
  target_name?: string | null;
}

/** Running steps a stage may take over, and the heartbeat they must be older than. */
export interface StaleSteps {
  steps: readonly string[];
  before: Date;
}

/**
 * Moves a transformation to a step, on both rows. With `from`, only when it is still at one of
 * those steps (false otherwise): a retried or late job then leaves a newer state alone. With
 * `stale`, also from one of its steps when `updated_at` (the heartbeat) is older than its time,
 * checked in the same UPDATE so two workers cannot both take a live stage.
 */
export async function updateStep(
  db: Kysely<Database>,
  transformationId: string,
  update: StepUpdate,
  at: Date,
  from?: readonly string[],
  stale?: StaleSteps,
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    let query = trx
      .updateTable('transformations')
      .set({
        step: update.step,
        details: update.details ?? null,
        updated_at: at,
        ...(update.mapping !== undefined
          ? { mapping: update.mapping && JSON.stringify(update.mapping) }
          : {}),
        ...(update.counters !== undefined
          ? { counters: update.counters && JSON.stringify(update.counters) }
          : {}),
        ...(update.files !== undefined ? { files: JSON.stringify(update.files) } : {}),
        ...(update.target_name !== undefined ? { target_name: update.target_name } : {}),
      })
      .where('transformation_id', '=', transformationId);
    if (from) {
      query = query.where((eb) =>
        eb.or([
          ...(from.length ? [eb('step', 'in', [...from])] : []),
          ...(stale?.steps.length
            ? [eb.and([eb('step', 'in', [...stale.steps]), eb('updated_at', '<', stale.before)])]
            : []),
        ]),
      );
    }
    const result = await query.executeTakeFirst();
    if (result.numUpdatedRows !== 1n) return false;
    await trx
      .updateTable('automations')
      .set({ step: update.step, details: update.details ?? null })
      .where('transformation_id', '=', transformationId)
      .execute();
    return true;
  });
}

/** The heartbeat of a running stage: refreshes `updated_at` while the row is still at one of `steps`. */
export async function touchStep(
  db: Kysely<Database>,
  transformationId: string,
  steps: readonly string[],
  at: Date,
): Promise<void> {
  await db
    .updateTable('transformations')
    .set({ updated_at: at })
    .where('transformation_id', '=', transformationId)
    .where('step', 'in', [...steps])
    .execute();
}

/**
 * Sends every transformation whose running step's heartbeat is older than `before` back to the
 * step `rewind` names for it, on both rows, in one statement; returns them with the step they were
 * stuck in. Rows being claimed by another sweeper at the same moment are skipped, never taken twice.
 */
export async function rewindStaleSteps(
  db: Kysely<Database>,
  rewind: Readonly<Record<string, string>>,
  at: Date,
  before: Date,
): Promise<{ transformation_id: string; step: string }[]> {
  const running = Object.keys(rewind);
  if (!running.length) return [];
  const waiting = sql.join(
    Object.entries(rewind).map(([from, to]) => sql`WHEN ${from} THEN ${to}`),
    sql` `,
  );
  const result = await sql<{ transformation_id: string; step: string }>`
    WITH stale AS (
      SELECT transformation_id, step FROM transformations
      WHERE step IN (${sql.join(running)}) AND updated_at < ${before}
      FOR UPDATE SKIP LOCKED
    ), rewound AS (
      UPDATE transformations t
      SET step = CASE stale.step ${waiting} END, details = NULL, updated_at = ${at}
      FROM stale WHERE t.transformation_id = stale.transformation_id
      RETURNING t.transformation_id, t.step AS waiting, stale.step
    ), automations_rewound AS (
      UPDATE automations a SET step = rewound.waiting, details = NULL
      FROM rewound WHERE a.transformation_id = rewound.transformation_id
    )
    SELECT transformation_id, step FROM rewound
  `.execute(db);
  return result.rows;
}

export async function deleteTransformation(db: Db, transformationId: string): Promise<void> {
  await db.deleteFrom('transformations').where('transformation_id', '=', transformationId).execute();
}
