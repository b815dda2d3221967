/**
 * Leases on deliveries being sent, counted per organisation across every worker (migration 0015).
 * The count and the claim happen under a transaction-scoped advisory lock of the organisation, so
 * two workers claiming at once cannot both take its last place.
 */
import { type Kysely, sql } from 'kysely';
import type { Db } from '../db.ts';
import type { Database } from '../schema/index.ts';

/**
 * `claimed`: this run sends; `busy`: not now (the organisation has no place left, or another run
 * holds this try's lease); `gone`: nothing to send (sent, given up, or this try already recorded).
 */
export type SendingClaim = 'claimed' | 'busy' | 'gone';

export function claimSending(
  db: Kysely<Database>,
  organisationId: string,
  deliveryId: string,
  tryNumber: number,
  now: Date,
  until: Date,
  limit: number,
): Promise<SendingClaim> {
  return db.transaction().execute(async (trx) => {
    await sql`SELECT pg_advisory_xact_lock(hashtextextended(${`webhook-sending:${organisationId}`}, 0))`.execute(
      trx,
    );
    const { n } = await trx
      .selectFrom('webhook_deliveries')
      .select(sql<string>`count(*)`.as('n'))
      .where('organisation_id', '=', organisationId)
      .where('sending_until', '>', now)
      .executeTakeFirstOrThrow();
    if (Number(n) >= limit) return 'busy';
    const claimed = await trx
      .updateTable('webhook_deliveries')
      .set({ sending_until: until })
      .where('organisation_id', '=', organisationId)
      .where('delivery_id', '=', deliveryId)
      .where('status', '=', 'pending')
      .where('automatic_tries', '=', tryNumber - 1)
      .where((eb) => eb.or([eb('sending_until', 'is', null), eb('sending_until', '<=', now)]))
      .executeTakeFirst();
    if (claimed.numUpdatedRows > 0n) return 'claimed';
    const row = await trx
      .selectFrom('webhook_deliveries')
      .select(['status', 'automatic_tries'])
      .where('organisation_id', '=', organisationId)
      .where('delivery_id', '=', deliveryId)
      .executeTakeFirst();
    return row?.status === 'pending' && row.automatic_tries === tryNumber - 1 ? 'busy' : 'gone';
  });
}

export async function releaseSending(db: Db, organisationId: string, deliveryId: string): Promise<void> {
  await db
    .updateTable('webhook_deliveries')
    .set({ sending_until: null })
    .where('organisation_id', '=', organisationId)
    .where('delivery_id', '=', deliveryId)
    .execute();
}
