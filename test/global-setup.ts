/**
 * One PostgreSQL server for the whole run, shared by the projects that use a database
 * (./support/database-server.ts): the migrations run once, on a template database; each test file
 * then creates a fresh database on the server as a copy of it (test/support/database.ts).
 *
 * The run also gets a temporary directory of its own (TMPDIR, inherited by every test process and
 * what they start): when the run ends, anything a test or the code under test left there fails the
 * run by name, then the directory is removed.
 */
import type { TestProject } from 'vitest/node';
import { checkBrowserOnce } from './support/browser-check.ts';
import { holdDatabaseServer } from './support/database-server.ts';
import { ownTemporaryDirectory } from './support/temporary-directory.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** URL of a maintenance database on the test server; test files create their own databases. */
    adminUrl: string;
    /** A database migrated to the latest version, copied for each test database, never connected to. */
    templateDatabase: string;
  }
}

export default async function setup(project: TestProject) {
  checkBrowserOnce();
  const checkTemporaryDirectory = await ownTemporaryDirectory();
  const server = await holdDatabaseServer();
  project.provide('adminUrl', server.adminUrl);
  project.provide('templateDatabase', server.templateDatabase);
  return async () => {
    await server.release();
    await checkTemporaryDirectory();
  };
}
