import { type Kysely, sql } from 'kysely';

/**
 * Addresses each account signed in from with its password: they stay exempt from the per-account
 * delay of password guessing, so that an attacker guessing from many addresses cannot lock the
 * owner out of the places it signs in from. The account is a hash, as in login_failures.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE account_sign_ins (
      account_hash text NOT NULL,
      address text NOT NULL,
      last_sign_in_at timestamptz NOT NULL,
      PRIMARY KEY (account_hash, address)
    );
    CREATE INDEX account_sign_ins_last_idx ON account_sign_ins (last_sign_in_at);
  `.execute(db);
}
