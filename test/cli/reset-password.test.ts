/**
 * `ferry user reset-password` as an operator runs it, against the database of a real app: the
 * link it prints sets a new password once through the API; `--password-stdin` sets the password
 * read from standard input; either way the user's earlier logins end.
 */
import { spawn } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, envelope, type TestApp, type TestOrganisation } from '../support/app.ts';

let t: TestApp;
let initech: TestOrganisation;

/** Runs `ferry ARGS` with `stdin` as its standard input. */
function ferry(args: string[], stdin = ''): Promise<{ code: number; stdout: string; stderr: string }> {
  const child = spawn(process.execPath, ['bin/ferry.js', ...args], {
    env: { ...process.env, DATABASE_URL: t.database.url, FERRY_PUBLIC_URL: 'http://ferry.test' },
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk) => {
    stdout += chunk;
  });
  child.stderr.on('data', (chunk) => {
    stderr += chunk;
  });
  child.stdin.end(stdin);
  return new Promise((resolve) => child.on('close', (code) => resolve({ code: code ?? -1, stdout, stderr })));
}

const signIn = (password: string) =>
  t.app.inject({
    method: 'POST',
    url: '/auth/token',
    payload: { grant_type: 'password', username: initech.email, password },
  });

beforeAll(async () => {
  t = await createTestApp();
  initech = await t.organisation('initech');
});
afterAll(() => t.close());

describe('ferry user reset-password', () => {
  it('prints a one-time link whose token sets a new password through the API', async () => {
    const result = await ferry(['user', 'reset-password', '--email', initech.email]);
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout).toContain(`Password reset link for ${initech.email}, valid until `);
    const token = /http:\/\/ferry\.test\/app\/password-reset#(fpr_[A-Za-z0-9_-]+)\n/.exec(result.stdout)?.[1];
    expect(token).toBeDefined();
    expect(result.stdout).toContain('curl -X POST http://ferry.test/auth/password-reset/confirm');
    const confirmed = await t.app.inject({
      method: 'POST',
      url: '/auth/password-reset/confirm',
      payload: { token, password: 'reset from the link' },
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect((await t.app.inject({ url: '/organisation', headers: bearer(initech.token) })).statusCode).toBe(
      401,
    );
    expect((await signIn('reset from the link')).statusCode).toBe(200);
    const again = await t.app.inject({
      method: 'POST',
      url: '/auth/password-reset/confirm',
      payload: { token, password: 'reset once more' },
    });
    expect(envelope(again).payload.error.code).toBe('exception.reset_used');
  });

  it('sets the password read from standard input, ending every earlier login', async () => {
    const before = envelope(await signIn('reset from the link')).payload;
    const result = await ferry(
      ['user', 'reset-password', '--email', initech.email, '--password-stdin'],
      'typed on stdin\n',
    );
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout).toBe(
      `Set a new password for ${initech.email}; every earlier login of this user has ended.\n`,
    );
    expect(
      (await t.app.inject({ url: '/organisation', headers: bearer(before.access_token) })).statusCode,
    ).toBe(401);
    const renewed = await t.app.inject({
      method: 'POST',
      url: '/auth/token',
      payload: { grant_type: 'refresh_token', refresh_token: before.refresh_token },
    });
    expect(renewed.statusCode).toBe(401);
    expect((await signIn('reset from the link')).statusCode).toBe(401);
    // The line break that ended the input is not part of the password.
    expect((await signIn('typed on stdin')).statusCode).toBe(200);
  });

  it('refuses a short password, an unknown e-mail and a missing one, changing nothing', async () => {
    const short = await ferry(
      ['user', 'reset-password', '--email', initech.email, '--password-stdin'],
      'short\n',
    );
    expect(short.code).toBe(1);
    expect(short.stderr).toBe('ferry: password: The password must have at least 8 characters.\n');
    const unknown = await ferry(['user', 'reset-password', '--email', 'nobody@initech.example']);
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toBe('ferry: email: No user has this e-mail.\n');
    const missing = await ferry(['user', 'reset-password']);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain('--email is required.');
    expect(missing.stderr).toContain('user reset-password --email E [--password-stdin]');
    expect((await signIn('typed on stdin')).statusCode).toBe(200);
  });
});
