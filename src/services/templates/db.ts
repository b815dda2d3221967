/** The database handle services pass to repositories: the pool or a transaction. */
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../store/schema.ts';

export type Db = Kysely<Database> | Transaction<Database>;
