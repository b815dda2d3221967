/** Failed password logins per account and address (see services/identity/login-throttle.ts). */
import type { Db } from '../db.ts';

interface LoginFailuresTable {
  account_hash: string;
  address: string;
  failures: number;
  last_failure_at: Date;
  blocked_until: Date | null;
}

/** The table is this module's alone; nothing joins it. */
const withTable = (db: Db) => db.withTables<{ login_failures: LoginFailuresTable }>();

export interface LoginFailures {
  failures: number;
  last_failure_at: Date;
  blocked_until: Date | null;
}

export function findLoginFailures(
  db: Db,
  accountHash: string,
  address: string,
): Promise<LoginFailures | undefined> {
  return withTable(db)
    .selectFrom('login_failures')
    .select(['failures', 'last_failure_at', 'blocked_until'])
    .where('account_hash', '=', accountHash)
    .where('address', '=', address)
    .executeTakeFirst();
}

/**
 * Counts one more failure in one statement, so concurrent attempts on several instances cannot
 * lose a count; a run of failures older than `forgetBefore` starts over. Returns the new count.
 */
export async function addLoginFailure(
  db: Db,
  accountHash: string,
  address: string,
  at: Date,
  forgetBefore: Date,
): Promise<number> {
  const row = await withTable(db)
    .insertInto('login_failures')
    .values({ account_hash: accountHash, address, failures: 1, last_failure_at: at, blocked_until: null })
    .onConflict((oc) =>
      oc.columns(['account_hash', 'address']).doUpdateSet((eb) => ({
        failures: eb
          .case()
          .when('login_failures.last_failure_at', '<', forgetBefore)
          .then(1)
          .else(eb('login_failures.failures', '+', 1))
          .end(),
        last_failure_at: at,
      })),
    )
    .returning('failures')
    .executeTakeFirstOrThrow();
  return row.failures;
}

export async function blockLogins(db: Db, accountHash: string, address: string, until: Date): Promise<void> {
  await withTable(db)
    .updateTable('login_failures')
    .set({ blocked_until: until })
    .where('account_hash', '=', accountHash)
    .where('address', '=', address)
    .execute();
}

export async function clearLoginFailures(db: Db, accountHash: string, address: string): Promise<void> {
  await withTable(db)
    .deleteFrom('login_failures')
    .where('account_hash', '=', accountHash)
    .where('address', '=', address)
    .execute();
}

/** Removes runs of failures last seen before `before`: guesses of random usernames would otherwise pile up. */
export async function deleteStaleLoginFailures(db: Db, before: Date): Promise<void> {
  await withTable(db).deleteFrom('login_failures').where('last_failure_at', '<', before).execute();
}
