/** What a customer import's `replace` does beyond single writes: removing the customers its file does not name. */
import { sql } from 'kysely';
import type { Db } from '../db.ts';

/**
 * Deletes the organisation's customers but `keep`. The ids go as one array parameter: a list of
 * 100,000 customers is past PostgreSQL's 65,535 parameters of a statement.
 */
export async function deleteCustomersExcept(
  db: Db,
  organisationId: string,
  keep: readonly string[],
): Promise<void> {
  await db
    .deleteFrom('customers')
    .where('organisation_id', '=', organisationId)
    // The trial customer is the organisation's own, not a partner a file of partners replaces.
    .where('trial', '=', false)
    .where(sql<boolean>`customer_id <> ALL(${[...keep]}::uuid[])`)
    .execute();
}
