/**
 * The test folders whose files never open a database. CI runs the suite twice, once per kind of
 * PostgreSQL (.ci/run); `FERRY_TESTS=database` leaves these folders out of the second run, where
 * they could only repeat the first one's results. `test/database-free.test.ts` holds them to it:
 * none of their files may reach a database.
 *
 * Most of them are pure computation (the engine, the domain, outbound formats, the file stores,
 * services' pure parts, the bench's helpers): those share their processes (the `units` project of
 * vitest.config.ts). The sources' clients, against FTP, SFTP, SMTP and HTTP servers they start on
 * loopback, wait on clocks and sockets: they run in processes of their own, one at a time.
 */
export const SHARED_PROCESS_FOLDERS = [
  'test/engine',
  'test/domain',
  'test/outbound',
  'test/files',
  'test/services',
  'test/bench',
] as const;

/**
 * Test folders that use the database and share one process, one file after another (the `e2e`
 * project of vitest.config.ts): each file still makes its own database and app, but the app's
 * modules are imported once rather than once a file (about 2 s a file, 4 on a loaded machine). They
 * change nothing process-wide at import either (test/database-free.test.ts).
 */
export const SHARED_DATABASE_FOLDERS = ['test/e2e'] as const;

export const DATABASE_FREE_FOLDERS = [...SHARED_PROCESS_FOLDERS, 'test/sources'] as const;

/** Whether the run asked for the tests that use a database only (FERRY_TESTS=database). */
export function databaseTestsOnly(env: NodeJS.ProcessEnv = process.env): boolean {
  return env.FERRY_TESTS === 'database';
}

/** Globs of every file under `folders`, relative to the project. */
export function globsOf(folders: readonly string[]): string[] {
  return folders.map((folder) => `${folder}/**`);
}

/** Globs of the folders left out when only the database tests run, relative to the project. */
export function databaseFreeGlobs(): string[] {
  return globsOf(DATABASE_FREE_FOLDERS);
}
