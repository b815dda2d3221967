/**
 * Guessing one account's password from many addresses: past 10 failures from any addresses, the
 * account is delayed for addresses it never signed in from (30 s doubling to 15 minutes, 429 with
 * Retry-After), while the addresses it signed in from keep only their own per-address delay.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, envelope, type TestApp, type TestOrganisation } from '../support/app.ts';

describe('password guessing from many addresses', () => {
  let t: TestApp;
  let acme: TestOrganisation;
  let addresses = 0;
  /** An address never used before in this test file. */
  const fresh = () => {
    addresses += 1;
    return `203.0.113.${addresses}`;
  };

  beforeAll(async () => {
    t = await createTestApp({ rateLimitPerMinute: 10_000 });
    acme = await t.organisation('acme');
  });
  afterAll(() => t.close());

  const login = (username: string, password: string, address: string) =>
    t.app.inject({
      method: 'POST',
      url: '/auth/token',
      remoteAddress: address,
      payload: { grant_type: 'password', username, password },
    });

  it('delays the account after ten failures, each from its own address, even with the right password', async () => {
    for (let i = 0; i < 10; i++) expect((await login(acme.email, 'guess', fresh())).statusCode).toBe(401);
    const refused = await login(acme.email, acme.password, fresh());
    expect(refused.statusCode).toBe(429);
    const error = envelope(refused).payload.error;
    expect(error.code).toBe('exception.account_throttled');
    expect(error.message).toMatch(/from addresses it has not signed in from; try again in \d+ seconds/);
    expect(Number(refused.headers['retry-after'])).toBe(30);
    const french = await t.app.inject({
      method: 'POST',
      url: '/auth/token',
      remoteAddress: fresh(),
      headers: { 'accept-language': 'fr' },
      payload: { grant_type: 'password', username: acme.email, password: acme.password },
    });
    expect(envelope(french).payload.error.message).toMatch(
      /^Trop de connexions échouées pour ce compte depuis/,
    );
  });

  it('leaves the owner free to sign in from an address it signed in from before', async () => {
    // The owner signed in from the default address when the organisation was created.
    expect((await login(acme.email, acme.password, '127.0.0.1')).statusCode).toBe(200);
  });

  it('keeps the per-address delay on an address the owner signed in from', async () => {
    for (let i = 0; i < 5; i++) expect((await login(acme.email, 'guess', '127.0.0.1')).statusCode).toBe(401);
    const refused = await login(acme.email, acme.password, '127.0.0.1');
    expect(refused.statusCode).toBe(429);
    expect(envelope(refused).payload.error.code).toBe('exception.login_throttled');
  });

  it('grows the delay with each failure up to fifteen minutes, and lets the owner in once it is over', async () => {
    let last = 0;
    for (let i = 0; i < 8; i++) {
      const address = fresh();
      const refused = await login(acme.email, 'guess', address);
      expect(refused.statusCode).toBe(429);
      const wait = Number(refused.headers['retry-after']);
      expect(wait).toBeGreaterThanOrEqual(last);
      expect(wait).toBeLessThanOrEqual(15 * 60);
      last = wait;
      t.advance(wait * 1000);
      expect((await login(acme.email, 'guess', address)).statusCode).toBe(401);
    }
    expect(last).toBe(15 * 60);
    const waiting = await login(acme.email, acme.password, fresh());
    expect(Number(waiting.headers['retry-after'])).toBe(15 * 60);
    t.advance(15 * 60 * 1000);
    expect((await login(acme.email, acme.password, fresh())).statusCode).toBe(200);
  });

  it('gives the guesser no free attempts when the owner signs in, and answers no 429 after Retry-After', async () => {
    // The owner just signed in; the very next failure delays the account the longest again.
    expect((await login(acme.email, 'guess', fresh())).statusCode).toBe(401);
    const address = fresh();
    const refused = await login(acme.email, 'guess', address);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBe(15 * 60);
    t.advance(Number(refused.headers['retry-after']) * 1000);
    expect((await login(acme.email, 'guess', address)).statusCode).toBe(401);
  });

  it('slows down guesses of an unknown account from many addresses the same way', async () => {
    for (let i = 0; i < 10; i++)
      expect((await login('nobody@acme.example', 'x', fresh())).statusCode).toBe(401);
    const refused = await login('nobody@acme.example', 'x', fresh());
    expect(refused.statusCode).toBe(429);
    expect(envelope(refused).payload.error.code).toBe('exception.account_throttled');
  });
});
