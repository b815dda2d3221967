/**
 * Taking a transformation into a running step, and giving back the steps of a worker that is gone.
 * A claim is where the organisations' shares are kept: it counts the organisation's live running
 * steps under a lock of that organisation, so two workers cannot both take its last free place.
 */
import { type Kysely, sql } from 'kysely';
import type { Database } from '../schema/index.ts';

export interface StepClaim {
  /** The running step the row goes to. */
  running: string;
  /** Steps it is taken from at any time. */
  waiting: readonly string[];
  /** Running steps it is taken from only when their heartbeat is older than `staleBefore`. */
  staleSteps: readonly string[];
  staleBefore: Date;
  /** Every running step: those of the organisation with a live heartbeat fill its share. */
  allRunning: readonly string[];
  /** Stages the organisation may run at once. */
  share: number;
  owner: string;
  at: Date;
}

/** `claimed`; `busy`: the organisation's share is taken, try later; `none`: nothing to take. */
export type ClaimResult = 'claimed' | 'busy' | 'none';

export async function claimStep(db: Kysely<Database>, id: string, claim: StepClaim): Promise<ClaimResult> {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('transformations')
      .select(['organisation_id', 'step', 'updated_at'])
      .where('transformation_id', '=', id)
      .executeTakeFirst();
    if (!row) return 'none';
    const takeable =
      claim.waiting.includes(row.step) ||
      (claim.staleSteps.includes(row.step) && row.updated_at < claim.staleBefore);
    if (!takeable) return 'none';
    // Held until commit: the claims of one organisation are counted one after the other.
    await sql`SELECT pg_advisory_xact_lock(hashtext('ferry.stages'), hashtext(${row.organisation_id}))`.execute(
      trx,
    );
    const live = await trx
      .selectFrom('transformations')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .where('organisation_id', '=', row.organisation_id)
      .where('transformation_id', '<>', id)
      .where('step', 'in', [...claim.allRunning])
      .where('updated_at', '>=', claim.staleBefore)
      .executeTakeFirstOrThrow();
    if (Number(live.count) >= claim.share) return 'busy';
    const moved = await trx
      .updateTable('transformations')
      .set({ step: claim.running, details: null, updated_at: claim.at, step_owner: claim.owner })
      .where('transformation_id', '=', id)
      .where((eb) =>
        eb.or([
          ...(claim.waiting.length ? [eb('step', 'in', [...claim.waiting])] : []),
          ...(claim.staleSteps.length
            ? [eb.and([eb('step', 'in', [...claim.staleSteps]), eb('updated_at', '<', claim.staleBefore)])]
            : []),
        ]),
      )
      .executeTakeFirst();
    if (moved.numUpdatedRows !== 1n) return 'none';
    await trx
      .updateTable('automations')
      .set({ step: claim.running, details: null })
      .where('transformation_id', '=', id)
      .execute();
    return 'claimed';
  });
}

/** Running steps whose owner is on this machine (`prefix`), with their owner. */
export async function listOwnedSteps(
  db: Kysely<Database>,
  running: readonly string[],
  prefix: string,
): Promise<{ transformation_id: string; step: string; step_owner: string }[]> {
  if (!running.length) return [];
  const rows = await db
    .selectFrom('transformations')
    .select(['transformation_id', 'step', 'step_owner'])
    .where('step', 'in', [...running])
    .where('step_owner', 'like', `${prefix.replace(/[\\%_]/g, '\\$&')}%`)
    .execute();
  return rows as { transformation_id: string; step: string; step_owner: string }[];
}

/**
 * Sends the running steps of the gone `owners` back to the step `rewind` names for each, on both
 * rows, in one statement; a row another sweeper is claiming, or that a new worker took meanwhile
 * (another owner), is left alone.
 */
export async function rewindOwnedSteps(
  db: Kysely<Database>,
  rewind: Readonly<Record<string, string>>,
  owners: readonly string[],
  at: Date,
): Promise<{ transformation_id: string; step: string; step_owner: string }[]> {
  const running = Object.keys(rewind);
  if (!running.length || !owners.length) return [];
  const waiting = sql.join(
    Object.entries(rewind).map(([from, to]) => sql`WHEN ${from} THEN ${to}`),
    sql` `,
  );
  const result = await sql<{ transformation_id: string; step: string; step_owner: string }>`
    WITH orphaned AS (
      SELECT transformation_id, step, step_owner FROM transformations
      WHERE step IN (${sql.join(running)}) AND step_owner IN (${sql.join([...owners])})
      FOR UPDATE SKIP LOCKED
    ), rewound AS (
      UPDATE transformations t
      SET step = CASE orphaned.step ${waiting} END, details = NULL, updated_at = ${at}
      FROM orphaned WHERE t.transformation_id = orphaned.transformation_id
      RETURNING t.transformation_id, t.step AS waiting, orphaned.step, orphaned.step_owner
    ), automations_rewound AS (
      UPDATE automations a SET step = rewound.waiting, details = NULL
      FROM rewound WHERE a.transformation_id = rewound.transformation_id
    )
    SELECT transformation_id, step, step_owner FROM rewound
  `.execute(db);
  return result.rows;
}
