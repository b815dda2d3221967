/**
 * Root in a private folder, as containers and CI runners start Ferry (`/root`, mode 0700): the
 * embedded PostgreSQL, which may not run as root, still starts there; where it truly cannot, the
 * start stops with one line saying why and leaves nothing behind.
 */
import { existsSync, statSync } from 'node:fs';
import { chmod, mkdir, mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { startEmbeddedPostgres } from '../../src/store/embedded/postgres.ts';

const asRoot = process.getuid?.() === 0;
const quiet = { info: () => {}, warn: () => {} };
const folders: string[] = [];

/** A data directory inside a folder only root may enter. */
async function privateDataDir(): Promise<string> {
  const home = await mkdtemp(path.join(os.tmpdir(), 'ferry-private-home-'));
  folders.push(home);
  await chmod(home, 0o700);
  const dataDir = path.join(home, 'ferry', 'data');
  await mkdir(dataDir, { recursive: true });
  return dataDir;
}

afterAll(async () => {
  for (const folder of folders) await rm(folder, { recursive: true, force: true });
});

describe.runIf(asRoot)('the embedded PostgreSQL started by root', () => {
  it('starts in a data directory inside a folder no other user may enter', async () => {
    const dataDir = await privateDataDir();
    const server = await startEmbeddedPostgres(dataDir, quiet);
    try {
      const client = new pg.Client({ connectionString: server.adminUrl });
      await client.connect();
      const { rows } = await client.query('SELECT 1 AS one');
      await client.end();
      expect(rows).toEqual([{ one: 1 }]);
      // Its files are root's, private: no other user was given a way in.
      expect(statSync(path.join(dataDir, 'postgres')).uid).toBe(0);
      expect(statSync(path.dirname(path.dirname(dataDir))).mode & 0o777).toBe(0o700);
    } finally {
      await server.stop();
    }
  });

  it('stops with one line saying why when neither way is open, leaving nothing half-made', async () => {
    const dataDir = await privateDataDir();
    const start = startEmbeddedPostgres(dataDir, quiet, { userNamespaces: false });
    await expect(start).rejects.toThrow(
      /^The embedded PostgreSQL cannot start: Ferry runs as root, PostgreSQL may not, .* set DATABASE_URL/,
    );
    expect(existsSync(path.join(dataDir, 'postgres.secret'))).toBe(false);
    expect(await readdir(dataDir)).toEqual([]);
  });
});
