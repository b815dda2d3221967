/**
 * A fresh, migrated database per test file, dropped afterwards: a copy of the template the global
 * setup migrated (test/global-setup.ts), which is what migrating a new database gives.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { connect, type OpenDatabase } from '../../src/store/database.ts';

async function admin<T>(fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: inject('adminUrl') });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

export interface TestDatabase extends OpenDatabase {
  name: string;
  /** Closes connections and drops the database. */
  drop(): Promise<void>;
}

export async function createTestDatabase(): Promise<TestDatabase> {
  const name = `ferry_test_${randomBytes(6).toString('hex')}`;
  await admin((c) => c.query(`CREATE DATABASE ${name} TEMPLATE ${inject('templateDatabase')}`));
  const url = new URL(inject('adminUrl'));
  url.pathname = `/${name}`;
  const opened = connect(url.toString(), 5);
  return {
    ...opened,
    name,
    drop: async () => {
      await opened.close();
      await admin((c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    },
  };
}
