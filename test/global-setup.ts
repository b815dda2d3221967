/**
 * One PostgreSQL server for the whole run: the one DATABASE_URL names, or an embedded one in a
 * temporary directory. Each test file then creates a fresh database on it (test/support/database.ts).
 *
 * The run also gets a temporary directory of its own (TMPDIR, inherited by every test process and
 * what they start): when the run ends, anything a test or the code under test left there fails the
 * run by name, then the directory is removed.
 */
import { chmod, mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startEmbeddedPostgres } from '../src/store/embedded-postgres.ts';
import {
  browserTestFiles,
  leavesBrowserOut,
  missingBrowserMessage,
  planBrowser,
  skippedBrowserLine,
} from './support/browser.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** URL of a maintenance database on the test server; test files create their own databases. */
    adminUrl: string;
  }
}

/** Gives the run its own TMPDIR; the returned check fails on anything left in it, then removes it. */
async function ownTemporaryDirectory(): Promise<() => Promise<void>> {
  const runDir = await mkdtemp(path.join(os.tmpdir(), 'ferry-run-'));
  // Open like /tmp itself: an embedded PostgreSQL started by a test runs as the `postgres` user
  // when the tests run as root, and reads its password file from here.
  await chmod(runDir, 0o1777);
  process.env.TMPDIR = runDir;
  return async () => {
    // tsx keeps its compile cache there (`tsx-<uid>`) for the child processes tests start.
    const left = (await readdir(runDir)).filter((name) => !/^tsx-\d+$/.test(name));
    await rm(runDir, { recursive: true, force: true });
    if (left.length > 0) {
      console.error(`Tests left ${left.length} entries in the temporary directory: ${left.join(', ')}`);
      // An error thrown from a teardown is only printed; the run must fail.
      process.exitCode = 1;
    }
  };
}

/** Fails a run that requires the browser and has none; says which files a run without one left out. */
function checkBrowser(): void {
  const plan = planBrowser();
  if (!plan.off && !plan.executable && plan.required) throw new Error(missingBrowserMessage(plan));
  if (!leavesBrowserOut(plan)) return;
  console.warn(skippedBrowserLine(plan, browserTestFiles(path.resolve(import.meta.dirname, '..'))));
}

export default async function setup(project: TestProject) {
  checkBrowser();
  const dbDir = await mkdtemp(path.join(os.tmpdir(), 'ferry-test-'));
  const checkTemporaryDirectory = await ownTemporaryDirectory();
  const external = process.env.DATABASE_URL?.trim();
  let stopDatabase = async () => {};
  if (external) {
    project.provide('adminUrl', external);
  } else {
    const quiet = { info: () => {}, warn: (m: string) => console.warn(m) };
    const server = await startEmbeddedPostgres(dbDir, quiet);
    project.provide('adminUrl', server.adminUrl);
    stopDatabase = () => server.stop();
  }
  return async () => {
    await stopDatabase();
    await rm(dbDir, { recursive: true, force: true });
    await checkTemporaryDirectory();
  };
}
