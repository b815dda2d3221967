/** Addresses an account signed in from (see services/identity/account-throttle.ts). */
import type { Db } from '../db.ts';

interface AccountSignInsTable {
  account_hash: string;
  address: string;
  last_sign_in_at: Date;
}

/** The table is this module's alone; nothing joins it. */
const withTable = (db: Db) => db.withTables<{ account_sign_ins: AccountSignInsTable }>();

export async function recordAccountSignIn(
  db: Db,
  accountHash: string,
  address: string,
  at: Date,
): Promise<void> {
  await withTable(db)
    .insertInto('account_sign_ins')
    .values({ account_hash: accountHash, address, last_sign_in_at: at })
    .onConflict((oc) => oc.columns(['account_hash', 'address']).doUpdateSet({ last_sign_in_at: at }))
    .execute();
}

/** Whether the account signed in from this address since `since`. */
export async function signedInFrom(
  db: Db,
  accountHash: string,
  address: string,
  since: Date,
): Promise<boolean> {
  const row = await withTable(db)
    .selectFrom('account_sign_ins')
    .select('address')
    .where('account_hash', '=', accountHash)
    .where('address', '=', address)
    .where('last_sign_in_at', '>=', since)
    .executeTakeFirst();
  return row !== undefined;
}

/** Forgets addresses not signed in from since `before`; cheap through the index on last_sign_in_at. */
export async function deleteOldSignIns(db: Db, before: Date): Promise<void> {
  await withTable(db).deleteFrom('account_sign_ins').where('last_sign_in_at', '<', before).execute();
}
