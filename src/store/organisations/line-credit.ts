/**
 * An organisation's line credit and the part of it each transformation was granted, read under a
 * lock and written as its caller decided (../../services/submissions/line-credit.ts holds the rule).
 * Every function takes the caller's transaction: the locks hold until it ends.
 */
import { sql } from 'kysely';
import type { Db } from '../db.ts';

/** The organisation's line credit, its row locked until the transaction ends. */
export async function lockedLineCredit(trx: Db, organisationId: string): Promise<number> {
  const org = await trx
    .selectFrom('organisations')
    .select('line_credit')
    .where('organisation_id', '=', organisationId)
    .forUpdate()
    .executeTakeFirstOrThrow();
  return Number(org.line_credit);
}

/**
 * The lines granted to the transformation (null: no grant yet), its row locked until the
 * transaction ends; undefined when there is no such transformation.
 */
export async function lockedCreditGrant(
  trx: Db,
  transformationId: string,
): Promise<number | null | undefined> {
  const row = await trx
    .selectFrom('transformations')
    .select('credit_granted')
    .where('transformation_id', '=', transformationId)
    .forUpdate()
    .executeTakeFirst();
  if (!row) return undefined;
  return row.credit_granted === null ? null : Number(row.credit_granted);
}

/** Records a grant: the organisation keeps `balance` lines, the transformation holds `granted`. */
export async function recordCreditGrant(
  trx: Db,
  grant: { organisationId: string; transformationId: string; granted: number; balance: number },
): Promise<void> {
  await trx
    .updateTable('organisations')
    .set({ line_credit: grant.balance })
    .where('organisation_id', '=', grant.organisationId)
    .execute();
  await trx
    .updateTable('transformations')
    .set({ credit_granted: grant.granted })
    .where('transformation_id', '=', grant.transformationId)
    .execute();
}

/** Adds `lines` back to the organisation's balance and clears the transformation's grant. */
export async function returnCreditGrant(
  trx: Db,
  grant: { organisationId: string; transformationId: string; lines: number },
): Promise<void> {
  await trx
    .updateTable('organisations')
    .set({ line_credit: sql`line_credit + ${grant.lines}` })
    .where('organisation_id', '=', grant.organisationId)
    .execute();
  await trx
    .updateTable('transformations')
    .set({ credit_granted: null })
    .where('transformation_id', '=', grant.transformationId)
    .execute();
}
