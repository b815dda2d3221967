import { type Kysely, sql } from 'kysely';

/**
 * The customer an organisation uses to try its own templates ("Try it" in the console): at most one
 * per organisation, flagged so that plan limits, invitations and lists can tell it from partners.
 * A submission keeps the flag itself, so it stays marked even once that customer is deleted.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE customers ADD COLUMN trial boolean NOT NULL DEFAULT false;
    CREATE UNIQUE INDEX customers_one_trial ON customers (organisation_id) WHERE trial;
    ALTER TABLE submissions ADD COLUMN trial boolean NOT NULL DEFAULT false;
  `.execute(db);
}
