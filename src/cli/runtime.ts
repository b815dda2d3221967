/** Opens what every command needs: the database (embedded or external), migrated, and the services. */
import type { Config } from '../config.ts';
import { makeDataDirPrivate } from '../files/private-data-dir.ts';
import { createServices, type Services } from '../services/container.ts';
import { type OpenDatabase, openDatabase } from '../store/database.ts';
import { migrateToLatest } from '../store/migrate.ts';

export interface Runtime {
  services: Services;
  database: OpenDatabase;
  close(): Promise<void>;
}

interface Logger {
  info(msg: string): void;
  warn(msg: string): void;
}

export async function openRuntime(config: Config, log: Logger): Promise<Runtime> {
  const database = await openDatabase(config, log);
  try {
    // After the database: a first start as root has just made the embedded cluster's folder.
    await makeDataDirPrivate(config.dataDir);
    const applied = await migrateToLatest(database.db as never);
    if (applied.length) log.info(`Applied migrations: ${applied.join(', ')}.`);
  } catch (err) {
    await database.close();
    throw err;
  }
  const services = createServices({ db: database.db, config, now: () => new Date() });
  return { services, database, close: () => database.close() };
}
