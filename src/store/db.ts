/** The handle every repository takes: the pool, or a transaction its caller opened. */
import type { Kysely, Transaction } from 'kysely';
import type { Database } from './schema/index.ts';

export type Db = Kysely<Database> | Transaction<Database>;
