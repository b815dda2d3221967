/**
 * The request rate limit counts per authenticated principal (or per client address when there is
 * none), so rewriting the Authorization header opens no new bucket; failed logins slow down per
 * account and address, and per account from addresses it never signed in from, without blocking
 * other users behind the same address or the owner where it signed in before.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, envelope, type TestApp, type TestOrganisation } from '../support/app.ts';

describe('the request rate limit', () => {
  let t: TestApp;
  let acme: TestOrganisation;
  let globex: TestOrganisation;
  const LIMIT = 8;

  beforeAll(async () => {
    t = await createTestApp({ rateLimitPerMinute: LIMIT });
    acme = await t.organisation('acme');
    globex = await t.organisation('globex');
  });
  afterAll(() => t.close());

  it('counts every spelling of the same token in one bucket', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < LIMIT + 2; i++) {
      const spaces = ' '.repeat(1 + i);
      const res = await t.app.inject({
        url: '/templates',
        headers: { authorization: `${i % 2 ? 'bearer' : 'Bearer'}${spaces}${acme.token}${spaces}` },
        remoteAddress: `10.1.0.${i + 1}`,
      });
      statuses.push(res.statusCode);
    }
    // The organisation's own login made one request already (the token grant) from another bucket.
    expect(statuses.slice(0, LIMIT)).toEqual(Array(LIMIT).fill(200));
    expect(statuses.slice(LIMIT)).toEqual([429, 429]);
    const refused = await t.app.inject({ url: '/templates', headers: bearer(acme.token) });
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(envelope(refused).payload.error.code).toBe('exception.rate_limited');
  });

  it('keeps another principal’s bucket apart, even from the same address', async () => {
    const res = await t.app.inject({ url: '/templates', headers: bearer(globex.token) });
    expect(res.statusCode).toBe(200);
  });

  it('counts requests with no valid token by address, whatever the Authorization header says', async () => {
    const address = '10.2.0.1';
    const statuses: number[] = [];
    for (let i = 0; i < LIMIT + 2; i++) {
      const res = await t.app.inject({
        url: '/templates',
        headers: { authorization: `Bearer junk-${i}` },
        remoteAddress: address,
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, LIMIT)).toEqual(Array(LIMIT).fill(401));
    expect(statuses.slice(LIMIT)).toEqual([429, 429]);
  });

  it('does not reset the address’s bucket on /auth/token for a junk Authorization header', async () => {
    const address = '10.3.0.1';
    const attempt = (authorization?: string) =>
      t.app.inject({
        method: 'POST',
        url: '/auth/token',
        remoteAddress: address,
        headers: authorization ? { authorization } : {},
        payload: { grant_type: 'refresh_token', refresh_token: 'not-a-token' },
      });
    for (let i = 0; i < LIMIT; i++) expect((await attempt()).statusCode).toBe(401);
    for (let i = 0; i < 5; i++) expect((await attempt(`Bearer junk-${i}`)).statusCode).toBe(429);
    expect((await attempt(`Basic ${'x'.repeat(10)}`)).statusCode).toBe(429);
  });

  it('ignores X-Forwarded-For unless a proxy is trusted', async () => {
    const address = '10.4.0.1';
    const statuses: number[] = [];
    for (let i = 0; i < LIMIT + 1; i++) {
      const res = await t.app.inject({
        url: '/healthz',
        remoteAddress: address,
        headers: { 'x-forwarded-for': `203.0.113.${i + 1}` },
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.at(-1)).toBe(429);
  });
});

describe('the request rate limit behind a trusted proxy', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ rateLimitPerMinute: 3, trustProxy: ['127.0.0.1'] });
  });
  afterAll(() => t.close());

  it('counts each forwarded client apart when the request comes from the trusted proxy', async () => {
    for (let i = 0; i < 6; i++) {
      const res = await t.app.inject({
        url: '/healthz',
        remoteAddress: '127.0.0.1',
        headers: { 'x-forwarded-for': `203.0.113.${i + 1}` },
      });
      expect(res.statusCode).toBe(200);
    }
    const spoofed: number[] = [];
    for (let i = 0; i < 5; i++) {
      const res = await t.app.inject({
        url: '/healthz',
        remoteAddress: '198.51.100.7',
        headers: { 'x-forwarded-for': `203.0.113.${100 + i}` },
      });
      spoofed.push(res.statusCode);
    }
    expect(spoofed.at(-1)).toBe(429);
  });
});

describe('failed logins', () => {
  let t: TestApp;
  let acme: TestOrganisation;
  let colleague: { email: string; password: string };

  beforeAll(async () => {
    t = await createTestApp({ rateLimitPerMinute: 10_000 });
    acme = await t.organisation('acme');
    // Another user behind the same address: the owner of another organisation will do.
    const other = await t.organisation('globex');
    colleague = { email: other.email, password: other.password };
  });
  afterAll(() => t.close());

  const login = (username: string, password: string, address = '192.0.2.10') =>
    t.app.inject({
      method: 'POST',
      url: '/auth/token',
      remoteAddress: address,
      payload: { grant_type: 'password', username, password },
    });

  it('are refused 429 after five for one account, even with the right password, for a growing delay', async () => {
    for (let i = 0; i < 5; i++) expect((await login(acme.email, 'wrong')).statusCode).toBe(401);
    const refused = await login(acme.email, acme.password);
    expect(refused.statusCode).toBe(429);
    expect(envelope(refused).payload.error.code).toBe('exception.login_throttled');
    const first = Number(refused.headers['retry-after']);
    expect(first).toBeGreaterThan(0);
    // The username is matched whatever its case or surrounding spaces.
    expect((await login(` ${acme.email.toUpperCase()} `, acme.password)).statusCode).toBe(429);

    t.advance(first * 1000);
    expect((await login(acme.email, 'wrong again')).statusCode).toBe(401);
    const second = Number((await login(acme.email, acme.password)).headers['retry-after']);
    expect(second).toBeGreaterThan(first);
  });

  it('never delays longer than fifteen minutes', async () => {
    for (let i = 0; i < 12; i++) {
      const res = await login(acme.email, 'wrong');
      const wait = res.statusCode === 429 ? Number(res.headers['retry-after']) : 0;
      expect(wait).toBeLessThanOrEqual(15 * 60);
      t.advance(wait * 1000);
      if (res.statusCode === 429) expect((await login(acme.email, 'wrong')).statusCode).toBe(401);
    }
    const res = await login(acme.email, acme.password);
    expect(res.statusCode).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeLessThanOrEqual(15 * 60);
  });

  it('leave another user behind the same address free to log in', async () => {
    expect((await login(colleague.email, colleague.password)).statusCode).toBe(200);
  });

  it('leave the owner free to log in from an address it signed in from before', async () => {
    // The test organisation's owner signed in from the default address when it was created.
    expect((await login(acme.email, acme.password, '127.0.0.1')).statusCode).toBe(200);
  });

  it('start over after a successful login', async () => {
    const address = '198.51.100.30';
    for (let i = 0; i < 4; i++) expect((await login(colleague.email, 'wrong', address)).statusCode).toBe(401);
    expect((await login(colleague.email, colleague.password, address)).statusCode).toBe(200);
    for (let i = 0; i < 4; i++) expect((await login(colleague.email, 'wrong', address)).statusCode).toBe(401);
    expect((await login(colleague.email, colleague.password, address)).statusCode).toBe(200);
  });

  it('are forgotten after a day, their rows with them', async () => {
    const rows = () =>
      t.services.ctx.db
        .withTables<{ login_failures: { address: string } }>()
        .selectFrom('login_failures')
        .select('address')
        .where('address', '=', '198.51.100.40')
        .execute();
    for (let i = 0; i < 3; i++) await login(`guess-${i}@acme.example`, 'x', '198.51.100.40');
    expect(await rows()).toHaveLength(3);
    t.advance(25 * 3600 * 1000);
    expect((await login('another@acme.example', 'x')).statusCode).toBe(401);
    expect(await rows()).toEqual([]);
  });

  it('slow down guesses of unknown accounts the same way, revealing nothing', async () => {
    for (let i = 0; i < 5; i++) expect((await login('nobody@acme.example', 'x')).statusCode).toBe(401);
    expect((await login('nobody@acme.example', 'x')).statusCode).toBe(429);
  });
});
