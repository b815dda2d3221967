import { type Kysely, sql } from 'kysely';

/** Access tokens of customers (senders): a token belongs to a user or to a customer, never both. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE tokens ADD COLUMN customer_id uuid REFERENCES customers(customer_id) ON DELETE CASCADE;
    ALTER TABLE tokens ADD CONSTRAINT tokens_one_owner CHECK (user_id IS NULL OR customer_id IS NULL);
  `.execute(db);
}
