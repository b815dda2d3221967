/**
 * The test folders whose files never open a database: the engine, the domain, outbound formats,
 * the file stores, services' pure parts and the bench's helpers. CI runs the suite twice, once per
 * kind of PostgreSQL (.ci/run); `FERRY_TESTS=database` leaves these folders out of the second run,
 * where they could only repeat the first one's results. `test/database-free.test.ts` holds them to
 * it: none of their files may reach a database.
 */
export const DATABASE_FREE_FOLDERS = [
  'test/engine',
  'test/domain',
  'test/outbound',
  'test/files',
  'test/services',
  'test/bench',
] as const;

/** Whether the run asked for the tests that use a database only (FERRY_TESTS=database). */
export function databaseTestsOnly(env: NodeJS.ProcessEnv = process.env): boolean {
  return env.FERRY_TESTS === 'database';
}

/** Globs of the folders left out when only the database tests run, relative to the project. */
export function databaseFreeGlobs(): string[] {
  return DATABASE_FREE_FOLDERS.map((folder) => `${folder}/**`);
}
