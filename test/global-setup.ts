/**
 * One PostgreSQL server for the whole run: the one DATABASE_URL names, or an embedded one in a
 * temporary directory. Each test file then creates a fresh database on it (test/support/database.ts).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startEmbeddedPostgres } from '../src/store/embedded-postgres.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** URL of a maintenance database on the test server; test files create their own databases. */
    adminUrl: string;
  }
}

export default async function setup(project: TestProject) {
  const external = process.env.DATABASE_URL?.trim();
  if (external) {
    project.provide('adminUrl', external);
    return;
  }
  const dir = await mkdtemp(path.join(os.tmpdir(), 'ferry-test-'));
  const quiet = { info: () => {}, warn: (m: string) => console.warn(m) };
  const server = await startEmbeddedPostgres(dir, quiet);
  project.provide('adminUrl', server.adminUrl);
  return async () => {
    await server.stop();
    await rm(dir, { recursive: true, force: true });
  };
}
