/**
 * Lost passwords: a reset link (made by the service the CLI and the console's e-mail use) sets a
 * new password once, within an hour, ends every earlier login of the user and signs it in.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findUserByEmail } from '../../src/store/identity/users.ts';
import { bearer, createTestApp, envelope, type TestApp, type TestOrganisation } from '../support/app.ts';

let t: TestApp;
let acme: TestOrganisation;
let userId: string;

beforeAll(async () => {
  t = await createTestApp();
  acme = await t.organisation('acme');
  userId = (await findUserByEmail(t.services.ctx.db, acme.email))!.user_id;
});
afterAll(() => t.close());

const confirm = (body: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/auth/password-reset/confirm', payload: body as object, headers });

const signIn = (password: string) =>
  t.app.inject({
    method: 'POST',
    url: '/auth/token',
    payload: { grant_type: 'password', username: acme.email, password },
  });

function expectRefused(res: { statusCode: number; body: string }, code: string): string {
  expect(res.statusCode, res.body).toBe(401);
  const error = JSON.parse(res.body).payload.error;
  expect(error.code).toBe(code);
  return error.message;
}

describe('a password reset link', () => {
  it('is a link to the console valid one hour, carrying a token that starts with fpr_', async () => {
    const before = t.services.ctx.now().getTime();
    const made = await t.services.passwordResets.createLink(userId);
    expect(made.link).toBe(`http://ferry.test/app/password-reset#${made.token}`);
    expect(made.token).toMatch(/^fpr_[A-Za-z0-9_-]{43}$/);
    expect(made.expires_at.getTime() - before).toBeGreaterThanOrEqual(3600_000);
    expect(made.expires_at.getTime() - before).toBeLessThan(3600_000 + 60_000);
  });

  it('sets the new password, ends every earlier login and answers the tokens of a new one', async () => {
    const other = envelope(await signIn(acme.password)).payload;
    const { token } = await t.services.passwordResets.createLink(userId);
    const res = await confirm({ token, password: 'a brand new secret' });
    expect(res.statusCode, res.body).toBe(200);
    const fresh = envelope(res).payload;
    expect(fresh).toMatchObject({ token_type: 'Bearer', expires_in: 3600 });
    expect(
      (await t.app.inject({ url: '/organisation', headers: bearer(fresh.access_token) })).statusCode,
    ).toBe(200);
    // Every earlier login is over: access tokens and refresh tokens of both.
    for (const access of [acme.token, other.access_token])
      expect((await t.app.inject({ url: '/organisation', headers: bearer(access) })).statusCode).toBe(401);
    for (const refresh of [acme.refresh, other.refresh_token]) {
      const renewed = await t.app.inject({
        method: 'POST',
        url: '/auth/token',
        payload: { grant_type: 'refresh_token', refresh_token: refresh },
      });
      expect(renewed.statusCode).toBe(401);
    }
    expectRefused(await signIn(acme.password), 'exception.bad_credentials');
    expect((await signIn('a brand new secret')).statusCode).toBe(200);
    acme.password = 'a brand new secret';
    const log = await t.app.inject({
      url: `/audit-log?resource_id=${userId}&action=update`,
      headers: bearer(fresh.access_token),
    });
    expect(envelope(log).payload.entries).toMatchObject([
      { actor: { type: 'user', id: userId }, ip: '127.0.0.1', after: { password: '********' } },
    ]);
  });

  it('works once', async () => {
    const { token } = await t.services.passwordResets.createLink(userId);
    expect((await confirm({ token, password: 'second new secret' })).statusCode).toBe(200);
    const again = await confirm({ token, password: 'third new secret' });
    expect(expectRefused(again, 'exception.reset_used')).toBe(
      'This password reset link was already used. Ask for a new one to change the password again.',
    );
    expect((await signIn('second new secret')).statusCode).toBe(200);
    acme.password = 'second new secret';
  });

  it('works for one hour only', async () => {
    const { token } = await t.services.passwordResets.createLink(userId);
    t.advance(61 * 60_000);
    const late = await confirm({ token, password: 'too late secret' });
    expect(expectRefused(late, 'exception.reset_expired')).toMatch(/expired: links work for 60 minutes/);
    expect((await signIn(acme.password)).statusCode).toBe(200);
  });

  it('refuses an unknown token and a link replaced by a newer one, alike', async () => {
    const older = await t.services.passwordResets.createLink(userId);
    const newer = await t.services.passwordResets.createLink(userId);
    expectRefused(
      await confirm({ token: older.token, password: 'replaced secret' }),
      'exception.reset_unknown',
    );
    expectRefused(
      await confirm({ token: 'fpr_nothing-like-it', password: 'unknown secret' }),
      'exception.reset_unknown',
    );
    const french = await confirm(
      { token: 'fpr_nothing', password: 'unknown secret' },
      { 'accept-language': 'fr' },
    );
    expect(envelope(french).payload.error.message).toMatch(
      /^Ce lien de réinitialisation du mot de passe n'est pas/,
    );
    expect((await confirm({ token: newer.token, password: 'newest secret' })).statusCode).toBe(200);
    acme.password = 'newest secret';
  });

  it('refuses a short or blank password without using the link, and bad shapes with 400', async () => {
    const { token } = await t.services.passwordResets.createLink(userId);
    const short = await confirm({ token, password: 'short' });
    expect(short.statusCode).toBe(409);
    expect(envelope(short).payload.violations).toEqual([
      {
        property_path: 'password',
        invalid_value: '***',
        message: 'The password must have at least 8 characters.',
      },
    ]);
    const blank = await confirm({ token: ' ', password: '        ' });
    expect(envelope(blank).payload.violations.map((v: { property_path: string }) => v.property_path)).toEqual(
      ['token', 'password'],
    );
    const missing = await confirm({ token });
    expect(missing.statusCode).toBe(409);
    expect(envelope(missing).payload.violations[0]).toMatchObject({ property_path: 'password' });
    expect((await confirm({ token, password: 12345678 })).statusCode).toBe(400);
    expect((await confirm({ token, password: 'long enough', extra: 1 })).statusCode).toBe(400);
    // Nothing above used the link or changed the password.
    expect((await signIn(acme.password)).statusCode).toBe(200);
    expect((await confirm({ token, password: 'finally long enough' })).statusCode).toBe(200);
  });

  it('lets the user sign in from a new address at once, though guesses had delayed the account', async () => {
    const login = (password: string, address: string) =>
      t.app.inject({
        method: 'POST',
        url: '/auth/token',
        remoteAddress: address,
        payload: { grant_type: 'password', username: acme.email, password },
      });
    for (let i = 1; i <= 10; i++) expect((await login('guess', `203.0.113.${i}`)).statusCode).toBe(401);
    expect((await login(acme.password, '198.51.100.1')).statusCode).toBe(429);
    const { token } = await t.services.passwordResets.createLink(userId);
    expect((await confirm({ token, password: 'after the guesses' })).statusCode).toBe(200);
    expect((await login('after the guesses', '198.51.100.2')).statusCode).toBe(200);
  });
});
