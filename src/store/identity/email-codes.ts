/**
 * Login codes e-mailed to customers (see services/identity/email-codes.ts): one pending code per
 * customer, stored as a hash with the tries spent on it.
 */
import { type Generated, sql } from 'kysely';
import type { Db } from '../db.ts';

interface EmailCodesTable {
  customer_id: string;
  code_id: string;
  code_hash: string;
  tries: number;
  expires_at: Date;
  created_at: Generated<Date>;
}

/** The table is this module's alone; nothing joins it. */
const withTable = (db: Db) => db.withTables<{ email_codes: EmailCodesTable }>();

/** A code with one more try reserved for the caller. */
export interface ReservedCode {
  /** Tells this code from one that replaced it meanwhile. */
  code_id: string;
  code_hash: string;
  /** Tries spent, this one included. */
  tries: number;
}

/** Stores the customer's new code, replacing any pending one with its tries. */
export async function replaceEmailCode(
  db: Db,
  row: { customer_id: string; code_id: string; code_hash: string; expires_at: Date },
): Promise<void> {
  await withTable(db)
    .insertInto('email_codes')
    .values({ ...row, tries: 0 })
    .onConflict((oc) =>
      oc.column('customer_id').doUpdateSet({
        code_id: row.code_id,
        code_hash: row.code_hash,
        expires_at: row.expires_at,
        tries: 0,
        created_at: sql`now()`,
      }),
    )
    .execute();
}

/**
 * Spends one try of the customer's code, in one statement so that concurrent guesses on several
 * instances cannot spend more than `maxTries`; undefined when there is no live code left to try.
 */
export function reserveTry(
  db: Db,
  customerId: string,
  now: Date,
  maxTries: number,
): Promise<ReservedCode | undefined> {
  return withTable(db)
    .updateTable('email_codes')
    .set((eb) => ({ tries: eb('tries', '+', 1) }))
    .where('customer_id', '=', customerId)
    .where('expires_at', '>', now)
    .where('tries', '<', maxTries)
    .returning(['code_id', 'code_hash', 'tries'])
    .executeTakeFirst();
}

/** Removes that code (used, or out of tries); false when it was gone already (used or replaced). */
export async function deleteEmailCode(db: Db, customerId: string, codeId: string): Promise<boolean> {
  const result = await withTable(db)
    .deleteFrom('email_codes')
    .where('customer_id', '=', customerId)
    .where('code_id', '=', codeId)
    .executeTakeFirst();
  return result.numDeletedRows === 1n;
}

/** Forgets codes that expired, so the table holds only live ones and those of the last minutes. */
export async function deleteExpiredEmailCodes(db: Db, before: Date): Promise<void> {
  await withTable(db).deleteFrom('email_codes').where('expires_at', '<', before).execute();
}
