/**
 * An import applies all its rows in one database transaction, through the very services a single
 * write goes through (their validation, their plan limits), so that an import accepts and refuses
 * exactly what the routes do. Those services open their own transaction; inside the import's,
 * `joined(trx)` hands them a database whose `transaction()` runs their work in the import's
 * transaction instead, and `inSavepoint` lets one row's refused write be undone alone.
 */
import { type Kysely, sql, type Transaction } from 'kysely';
import type { Database } from '../../store/schema/index.ts';

/** `trx` seen as a database: every query goes to it, and a nested transaction joins it. */
export function joined(trx: Transaction<Database>): Kysely<Database> {
  return new Proxy(trx, {
    get(target, property) {
      if (property === 'transaction')
        return () => ({ execute: <T>(work: (t: Transaction<Database>) => Promise<T>) => work(target) });
      const value = Reflect.get(target, property, target);
      // Kysely keeps its state in private fields, which only the real object may read.
      return typeof value === 'function' ? value.bind(target) : value;
    },
  }) as Kysely<Database>;
}

/**
 * Runs one row's write; when it throws, what it wrote is undone and the error rethrown, the
 * transaction staying usable for the next row (PostgreSQL aborts a transaction on any failed
 * statement otherwise).
 */
export async function inSavepoint<T>(trx: Transaction<Database>, work: () => Promise<T>): Promise<T> {
  await sql`SAVEPOINT import_row`.execute(trx);
  try {
    const result = await work();
    await sql`RELEASE SAVEPOINT import_row`.execute(trx);
    return result;
  } catch (error) {
    await sql`ROLLBACK TO SAVEPOINT import_row`.execute(trx);
    throw error;
  }
}
