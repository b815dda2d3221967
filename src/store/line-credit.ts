/**
 * An organisation's line credit spent by its submissions: granted once per transformation under a
 * lock on the organisation, and given back when the submission fails.
 */
import { type Kysely, sql } from 'kysely';
import type { Database } from './schema.ts';

/**
 * Grants the transformation its line credit once, from the organisation's balance: the lower of
 * the balance and `wanted`, spent at once under a lock on the organisation, so two submissions
 * cannot spend the same lines. A retried submission finds its grant and spends nothing again.
 */
export async function grantLineCredit(
  db: Kysely<Database>,
  transformationId: string,
  organisationId: string,
  wanted: number,
): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const org = await trx
      .selectFrom('organisations')
      .select('line_credit')
      .where('organisation_id', '=', organisationId)
      .forUpdate()
      .executeTakeFirstOrThrow();
    const row = await trx
      .selectFrom('transformations')
      .select('credit_granted')
      .where('transformation_id', '=', transformationId)
      .forUpdate()
      .executeTakeFirstOrThrow();
    if (row.credit_granted !== null) return Number(row.credit_granted);
    const granted = Math.max(0, Math.min(Number(org.line_credit), wanted));
    await trx
      .updateTable('organisations')
      .set({ line_credit: Number(org.line_credit) - granted })
      .where('organisation_id', '=', organisationId)
      .execute();
    await trx
      .updateTable('transformations')
      .set({ credit_granted: granted })
      .where('transformation_id', '=', transformationId)
      .execute();
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
    const row = await trx
      .selectFrom('transformations')
      .select('credit_granted')
      .where('transformation_id', '=', transformationId)
      .forUpdate()
      .executeTakeFirst();
    if (!row || row.credit_granted === null) return;
    await trx
      .updateTable('organisations')
      .set({ line_credit: sql`line_credit + ${Number(row.credit_granted)}` })
      .where('organisation_id', '=', organisationId)
      .execute();
    await trx
      .updateTable('transformations')
      .set({ credit_granted: null })
      .where('transformation_id', '=', transformationId)
      .execute();
  });
}
