/** Password reset links (see services/identity/password-resets.ts): one per user, by token hash. */
import { type Generated, sql } from 'kysely';
import type { Db } from '../db.ts';

interface PasswordResetsTable {
  user_id: string;
  token_hash: string;
  expires_at: Date;
  used_at: Date | null;
  created_at: Generated<Date>;
}

/** The table is this module's alone; nothing joins it. */
const withTable = (db: Db) => db.withTables<{ password_resets: PasswordResetsTable }>();

export interface PasswordResetRow {
  user_id: string;
  expires_at: Date;
  used_at: Date | null;
}

/** Stores the user's new link, replacing any earlier one, used or not. */
export async function replacePasswordReset(
  db: Db,
  row: { user_id: string; token_hash: string; expires_at: Date },
): Promise<void> {
  await withTable(db)
    .insertInto('password_resets')
    .values(row)
    .onConflict((oc) =>
      oc.column('user_id').doUpdateSet({
        token_hash: row.token_hash,
        expires_at: row.expires_at,
        used_at: null,
        created_at: sql`now()`,
      }),
    )
    .execute();
}

export function findPasswordReset(db: Db, tokenHash: string): Promise<PasswordResetRow | undefined> {
  return withTable(db)
    .selectFrom('password_resets')
    .select(['user_id', 'expires_at', 'used_at'])
    .where('token_hash', '=', tokenHash)
    .executeTakeFirst();
}

/**
 * Marks the link used, in one statement so that two uses at once give one user id; undefined when
 * it is unknown, used or expired.
 */
export async function usePasswordReset(db: Db, tokenHash: string, now: Date): Promise<string | undefined> {
  const row = await withTable(db)
    .updateTable('password_resets')
    .set({ used_at: now })
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returning('user_id')
    .executeTakeFirst();
  return row?.user_id;
}

/** Forgets the user's pending link (a password set another way makes it pointless). */
export async function deletePasswordReset(db: Db, userId: string): Promise<void> {
  await withTable(db).deleteFrom('password_resets').where('user_id', '=', userId).execute();
}
