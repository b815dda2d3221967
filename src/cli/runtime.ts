/**
 * Opens what every command needs: the database (embedded or external), migrated, the ports and
 * the services. With `jobs`, the job queue too: the services then send stages to it.
 */
import type { Config } from '../config.ts';
import { createMailer } from '../events/mail/create-mailer.ts';
import { createBlobStore } from '../files/index.ts';
import { makeDataDirPrivate } from '../files/private-data-dir.ts';
import { type JobQueue, startJobQueue } from '../jobs/queue.ts';
import { NO_BACKGROUND_JOBS } from '../services/background-jobs.ts';
import { createServices, type Services } from '../services/container.ts';
import { NO_QUEUE } from '../services/stages/stage-queue.ts';
import { type OpenDatabase, openDatabase } from '../store/database.ts';
import { migrateToLatest } from '../store/migrate.ts';

export interface Runtime {
  services: Services;
  database: OpenDatabase;
  /** The job queue, when opened with `jobs`. */
  queue: JobQueue | null;
  /** Finishes outbound mail under way, stops the job queue (letting running jobs finish), then closes the database. */
  close(): Promise<void>;
}

interface Logger {
  info(msg: string): void;
  warn(msg: string): void;
}

export interface RuntimeOptions {
  /** Start the job queue, reporting its errors here. */
  jobs?: { error(obj: object, msg: string): void };
}

export async function openRuntime(
  config: Config,
  log: Logger,
  options: RuntimeOptions = {},
): Promise<Runtime> {
  const database = await openDatabase(config, log);
  let queue: JobQueue | null = null;
  try {
    // After the database: a first start as root has just made the embedded cluster's folder.
    await makeDataDirPrivate(config.dataDir);
    const applied = await migrateToLatest(database.db as never);
    if (applied.length) log.info(`Applied migrations: ${applied.join(', ')}.`);
    if (options.jobs) queue = await startJobQueue(database.url, options.jobs);
  } catch (err) {
    await database.close();
    throw err;
  }
  const services = createServices(
    { db: database.db, config, now: () => new Date() },
    {
      blobs: await createBlobStore(config),
      queue: queue?.stages ?? NO_QUEUE,
      jobs: queue?.background ?? NO_BACKGROUND_JOBS,
      ...(queue && { slices: queue.slices }),
      mail: createMailer(config, log),
    },
  );
  return {
    services,
    database,
    queue,
    close: async () => {
      await services.ports.mail.close();
      await queue?.stop();
      await database.close();
    },
  };
}
