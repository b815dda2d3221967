/** What every service receives: the database, the configuration and a clock (tests move time). */
import type { Kysely } from 'kysely';
import type { Config } from '../config.ts';
import type { Database } from '../store/schema/index.ts';

export interface ServiceContext {
  db: Kysely<Database>;
  config: Config;
  /** The current time; tests pass a clock they can move. */
  now: () => Date;
}
