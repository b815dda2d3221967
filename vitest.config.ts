import { configDefaults, defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import { browserTestFiles, leavesBrowserOut, planBrowser } from './test/support/browser.ts';
import {
  databaseFreeGlobs,
  databaseTestsOnly,
  globsOf,
  SHARED_DATABASE_FOLDERS,
  SHARED_PROCESS_FOLDERS,
} from './test/support/database-free.ts';

// Without Chromium (and without FERRY_REQUIRE_BROWSER=1), or with FERRY_BROWSER_TESTS=off, the
// browser tests are left out; the global setup says so in one line.
const leftOut = leavesBrowserOut(planBrowser()) ? browserTestFiles(import.meta.dirname) : [];

/**
 * The files of pure computation (test/support/database-free.ts) share their processes: without a
 * process and a fresh import of the engine per file, they run about four times faster. They set
 * nothing at import that another file reads (test/database-free.test.ts holds them to it). They
 * run first, on two workers; with FERRY_TESTS=database (CI's second run, on another PostgreSQL)
 * they are left out, as are the other folders that never open a database.
 */
const units: TestProjectInlineConfiguration = {
  extends: true,
  test: {
    name: 'units',
    include: globsOf(SHARED_PROCESS_FOLDERS).map((glob) => `${glob}/*.test.ts`),
    globalSetup: ['test/global-setup-units.ts'],
    isolate: false,
    maxWorkers: 2,
    sequence: { groupOrder: 0 },
  },
};

/**
 * The end-to-end files, one after another in one process on the run's PostgreSQL: each makes its
 * own database and app, but imports the app's modules once for all (test/support/database-free.ts).
 */
const e2e: TestProjectInlineConfiguration = {
  extends: true,
  test: {
    name: 'e2e',
    include: globsOf(SHARED_DATABASE_FOLDERS).map((glob) => `${glob}/*.test.ts`),
    globalSetup: ['test/global-setup.ts'],
    isolate: false,
    maxWorkers: 1,
    sequence: { groupOrder: 1 },
  },
};

/**
 * Every other file, in a process of its own, on the run's PostgreSQL (test/global-setup.ts): the
 * browser, the command line, the sources' servers, the jobs.
 */
const integration: TestProjectInlineConfiguration = {
  extends: true,
  test: {
    name: 'integration',
    include: ['test/**/*.test.ts'],
    exclude: [
      ...configDefaults.exclude,
      ...leftOut,
      ...globsOf(SHARED_DATABASE_FOLDERS),
      ...(databaseTestsOnly() ? databaseFreeGlobs() : globsOf(SHARED_PROCESS_FOLDERS)),
    ],
    globalSetup: ['test/global-setup.ts'],
    maxWorkers: 1,
    sequence: { groupOrder: 2 },
  },
};

export default defineConfig({
  test: {
    exclude: [...configDefaults.exclude, ...leftOut],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    setupFiles: ['test/setup-file.ts'],
    projects: databaseTestsOnly() ? [e2e, integration] : [units, e2e, integration],
  },
});
