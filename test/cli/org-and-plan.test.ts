/** The `ferry` command as a user runs it, against the test database server. */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../support/database.ts';

const run = promisify(execFile);
let database: TestDatabase;

function ferry(args: string[], env: Record<string, string> = {}) {
  return run('node', ['bin/ferry.js', ...args], {
    env: { ...process.env, DATABASE_URL: database.url, ...env },
  })
    .then((r) => ({ code: 0, stdout: r.stdout, stderr: r.stderr }))
    .catch((err) => ({
      code: err.code as number,
      stdout: err.stdout as string,
      stderr: err.stderr as string,
    }));
}

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.drop());

describe('ferry CLI', () => {
  it('creates an organisation, then refuses the same subdomain again', async () => {
    const created = await ferry([
      'org',
      'create',
      '--subdomain',
      'initech',
      '--email',
      'boss@initech.example',
      '--password',
      'tps reports',
    ]);
    expect(created.code, created.stderr).toBe(0);
    expect(created.stdout).toMatch(/^Created organisation initech/);
    const again = await ferry([
      'org',
      'create',
      '--subdomain',
      'initech',
      '--email',
      'other@initech.example',
      '--password',
      'tps reports',
    ]);
    expect(again.code).toBe(1);
    expect(again.stderr).toContain('subdomain: This subdomain is already used.');
  });

  it("changes one organisation's plan", async () => {
    const result = await ferry([
      'plan',
      'set',
      '--subdomain',
      'initech',
      '--limit',
      'COLUMNS_PER_TEMPLATE=5',
      '--revoke',
      'X_IMPORT_FTP',
    ]);
    expect(result.code, result.stderr).toBe(0);
    const plan = JSON.parse(result.stdout);
    expect(plan.name).toBe('org:initech');
    expect(plan.limitations.COLUMNS_PER_TEMPLATE).toBe(5);
    expect(plan.permissions).not.toContain('X_IMPORT_FTP');
  });

  it('explains bad usage, unknown permissions and bad configuration', async () => {
    const usage = await ferry(['org', 'create', '--subdomain', 'x1']);
    expect(usage.code).toBe(2);
    expect(usage.stderr).toContain('--email is required.');
    const unknown = await ferry(['plan', 'set', '--subdomain', 'initech', '--grant', 'X_TELEPORT']);
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain('Unknown permission X_TELEPORT.');
    const config = await ferry(['migrate'], { PORT: 'abc' });
    expect(config.code).toBe(2);
    expect(config.stderr).toContain('invalid configuration: PORT');
  });
});
