/**
 * An organisation's line credit spent by its submissions: granted once per transformation under a
 * lock on the organisation, and given back when the submission fails. The rule lives here; the
 * store (../../store/organisations/line-credit.ts) only reads and writes the balance and the grant.
 */
import type { Kysely } from 'kysely';
import {
  lockedCreditGrant,
  lockedLineCredit,
  recordCreditGrant,
  returnCreditGrant,
} from '../../store/organisations/line-credit.ts';
import type { Database } from '../../store/schema/index.ts';

/**
 * Grants the transformation its line credit once, from the organisation's balance: the lower of
 * the balance and `wanted`, spent at once under a lock on the organisation, so two submissions
 * cannot spend the same lines. A retried submission finds its grant and spends nothing again.
 */
export function grantLineCredit(
  db: Kysely<Database>,
  transformationId: string,
  organisationId: string,
  wanted: number,
): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const balance = await lockedLineCredit(trx, organisationId);
    const earlier = await lockedCreditGrant(trx, transformationId);
    if (earlier === undefined) throw new Error(`Transformation ${transformationId} not found.`);
    if (earlier !== null) return earlier;
    const granted = Math.max(0, Math.min(balance, wanted));
    await recordCreditGrant(trx, { organisationId, transformationId, granted, balance: balance - granted });
    return granted;
  });
}

/** Gives a failed submission's line credit back to the organisation (once: the grant is cleared). */
export async function refundLineCredit(
  db: Kysely<Database>,
  transformationId: string,
  organisationId: string,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const granted = await lockedCreditGrant(trx, transformationId);
    if (granted === undefined || granted === null) return;
    await returnCreditGrant(trx, { organisationId, transformationId, lines: granted });
  });
}
