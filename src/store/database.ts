/** Opens the database Ferry runs on: DATABASE_URL when set, else the embedded PostgreSQL. */
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { Config } from '../config.ts';
import { startEmbeddedPostgres } from './embedded/postgres.ts';
import type { Database } from './schema/index.ts';

// bigint (int8) as string keeps counters exact; numeric as string too.
pg.types.setTypeParser(20, (v) => v);

export interface OpenDatabase {
  db: Kysely<Database>;
  /** Connection URL of the Ferry database (pg-boss uses it too). */
  url: string;
  close(): Promise<void>;
}

interface Logger {
  info(msg: string): void;
  warn(msg: string): void;
}

/** Connects to a database by URL. */
export function connect(url: string, max = 10, onError: (err: Error) => void = () => {}): OpenDatabase {
  const pool = new pg.Pool({ connectionString: url, max });
  let closing = false;
  // An idle connection closed by the server (restart, failover) must not crash the process; one
  // closed while Ferry stops is the stop itself (the pool's end does not wait for the goodbye).
  pool.on('error', (err) => closing || onError(err));
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return {
    db,
    url,
    close: () => {
      closing = true;
      return db.destroy();
    },
  };
}

/** Creates the `ferry` database on a server if it does not exist yet. */
async function ensureDatabase(adminUrl: string, name: string): Promise<string> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (found.rowCount === 0) await client.query(`CREATE DATABASE "${name}"`);
  } finally {
    await client.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Opens the configured database, starting the embedded server when there is no DATABASE_URL. */
export async function openDatabase(config: Config, log: Logger): Promise<OpenDatabase> {
  const onError = (err: Error) => log.warn(`database connection lost: ${err.message}`);
  if (config.databaseUrl) return connect(config.databaseUrl, 10, onError);
  const server = await startEmbeddedPostgres(config.dataDir, log);
  try {
    const opened = connect(await ensureDatabase(server.adminUrl, 'ferry'), 10, onError);
    return {
      ...opened,
      close: async () => {
        await opened.close();
        await server.stop();
      },
    };
  } catch (err) {
    await server.stop();
    throw err;
  }
}
