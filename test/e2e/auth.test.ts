/** Token grants: expiry, refresh rotation, reuse detection, revocation, form bodies. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, envelope, type TestApp, type TestOrganisation } from '../support/app.ts';

let t: TestApp;
let acme: TestOrganisation;

beforeAll(async () => {
  t = await createTestApp();
  acme = await t.organisation('acme');
});
afterAll(() => t.close());

const hello = (token: string) => t.app.inject({ url: '/en/hello?name=x', headers: bearer(token) });
const refresh = (token: string) =>
  t.app.inject({
    method: 'POST',
    url: '/auth/token',
    payload: { grant_type: 'refresh_token', refresh_token: token },
  });

describe('POST /auth/token', () => {
  it('issues a one-hour bearer token and a refresh token for a password', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/auth/token',
      payload: { grant_type: 'password', username: acme.email.toUpperCase(), password: acme.password },
    });
    expect(res.statusCode).toBe(200);
    expect(envelope(res).payload).toMatchObject({ token_type: 'Bearer', expires_in: 3600 });
  });

  it('accepts a form-encoded body, as OAuth2 clients send it', async () => {
    const form = new URLSearchParams({
      grant_type: 'password',
      username: acme.email,
      password: acme.password,
    }).toString();
    const res = await t.app.inject({
      method: 'POST',
      url: '/auth/token',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: form,
    });
    expect(res.statusCode).toBe(200);
    expect((await hello(envelope(res).payload.access_token)).statusCode).toBe(200);
  });

  it('reports a missing grant type and an unknown one as violations', async () => {
    const missing = await t.app.inject({ method: 'POST', url: '/auth/token', payload: {} });
    expect(missing.statusCode).toBe(409);
    expect(envelope(missing).payload.violations[0].property_path).toBe('grant_type');
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/auth/token',
      payload: { grant_type: 'client_credentials' },
    });
    expect(unknown.statusCode).toBe(409);
  });

  it('reports a missing password as a violation', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/auth/token',
      payload: { grant_type: 'password', username: acme.email },
    });
    expect(res.statusCode).toBe(409);
    expect(envelope(res).payload.violations[0].property_path).toBe('password');
  });
});

describe('token lifetime and rotation', () => {
  it('refuses an access token after one hour and renews it with the refresh token', async () => {
    const session = await t.organisation('expiring');
    expect((await hello(session.token)).statusCode).toBe(200);
    t.advance(3601 * 1000);
    const expired = await hello(session.token);
    expect(expired.statusCode).toBe(401);
    expect(envelope(expired).payload.error.code).toBe('exception.token_expired');
    const renewed = await refresh(session.refresh);
    expect(renewed.statusCode).toBe(200);
    expect((await hello(envelope(renewed).payload.access_token)).statusCode).toBe(200);
  });

  it('rotates refresh tokens and revokes the family when an old one is replayed', async () => {
    const session = await t.organisation('rotating');
    const first = envelope(await refresh(session.refresh)).payload;
    expect(first.refresh_token).not.toBe(session.refresh);
    const replay = await refresh(session.refresh);
    expect(replay.statusCode).toBe(401);
    expect(envelope(replay).payload.error.code).toBe('exception.refresh_reused');
    // Everything issued in that family is now dead: the rotated refresh token and its access token.
    expect((await refresh(first.refresh_token)).statusCode).toBe(401);
    expect((await hello(first.access_token)).statusCode).toBe(401);
    // Another login of the same user is a separate family and keeps working.
    const login = await t.app.inject({
      method: 'POST',
      url: '/auth/token',
      payload: { grant_type: 'password', username: session.email, password: session.password },
    });
    expect((await hello(envelope(login).payload.access_token)).statusCode).toBe(200);
  });

  it('does not accept an access token as a refresh token', async () => {
    expect((await refresh(acme.token)).statusCode).toBe(401);
  });
});

describe('POST /auth/revoke', () => {
  it('revokes an access token', async () => {
    const session = await t.organisation('revoking');
    const res = await t.app.inject({
      method: 'POST',
      url: '/auth/revoke',
      payload: { token: session.token },
    });
    expect(envelope(res).payload).toEqual({ revoked: true });
    expect((await hello(session.token)).statusCode).toBe(401);
    const again = await t.app.inject({
      method: 'POST',
      url: '/auth/revoke',
      payload: { token: session.token },
    });
    expect(envelope(again).payload).toEqual({ revoked: false });
  });
});

describe('API keys', () => {
  let keys: TestOrganisation;
  beforeAll(async () => {
    keys = await t.organisation('keys'); // a fresh login: earlier tests moved the clock past acme's token
  });

  it('authenticates with a new key and lists keys without secrets', async () => {
    const created = envelope(
      await t.app.inject({
        method: 'POST',
        url: '/api-keys',
        headers: bearer(keys.token),
        payload: { name: 'warehouse' },
      }),
    ).payload;
    expect(created.secret).toMatch(/^fak_/);
    expect((await hello(created.secret)).statusCode).toBe(200);
    const list = envelope(await t.app.inject({ url: '/api-keys', headers: bearer(keys.token) })).payload;
    expect(list).toMatchObject({ current_page: 1, items_per_page: 20, total_items: 1, total_pages: 1 });
    expect(list.entries[0]).toMatchObject({ api_key_id: created.api_key_id, name: 'warehouse' });
    expect(JSON.stringify(list)).not.toContain(created.secret);
  });

  it("never lists another organisation's keys", async () => {
    const other = await t.organisation('other-keys');
    const list = envelope(await t.app.inject({ url: '/api-keys', headers: bearer(other.token) })).payload;
    expect(list.entries).toEqual([]);
  });

  it('refuses a blank name', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api-keys',
      headers: bearer(keys.token),
      payload: { name: '  ' },
    });
    expect(res.statusCode).toBe(409);
    expect(envelope(res).payload.violations[0].property_path).toBe('name');
  });
});
