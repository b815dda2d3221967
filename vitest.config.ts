import { configDefaults, defineConfig } from 'vitest/config';
import { browserTestFiles, leavesBrowserOut, planBrowser } from './test/support/browser.ts';
import { databaseFreeGlobs, databaseTestsOnly } from './test/support/database-free.ts';

// Without Chromium (and without FERRY_REQUIRE_BROWSER=1), or with FERRY_BROWSER_TESTS=off, the
// browser tests are left out; the global setup says so in one line.
const leftOut = leavesBrowserOut(planBrowser()) ? browserTestFiles(import.meta.dirname) : [];
// With FERRY_TESTS=database, only the files that use a database (CI's second run, on another one).
const databaseFree = databaseTestsOnly() ? databaseFreeGlobs() : [];

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    exclude: [...configDefaults.exclude, ...leftOut, ...databaseFree],
    globalSetup: ['test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
  },
});
