/** `POST /auth/revoke` of either token of a login ends the whole login: its access and refresh tokens, rotated ones too. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, envelope, type TestApp, type TestOrganisation } from '../support/app.ts';

let t: TestApp;
let acme: TestOrganisation;

beforeAll(async () => {
  t = await createTestApp();
  acme = await t.organisation('acme');
});

afterAll(async () => {
  await t.close();
});

async function login() {
  const res = await t.app.inject({
    method: 'POST',
    url: '/auth/token',
    payload: { grant_type: 'password', username: acme.email, password: acme.password },
  });
  expect(res.statusCode, res.body).toBe(200);
  return envelope(res).payload as { access_token: string; refresh_token: string };
}

const revoke = (token: string) => t.app.inject({ method: 'POST', url: '/auth/revoke', payload: { token } });
const refresh = (token: string) =>
  t.app.inject({
    method: 'POST',
    url: '/auth/token',
    payload: { grant_type: 'refresh_token', refresh_token: token },
  });
const me = (token: string) => t.app.inject({ url: '/templates', headers: bearer(token) });

describe('revoking one token of a login', () => {
  it('revoking the access token leaves its refresh token unusable', async () => {
    const pair = await login();
    expect(envelope(await revoke(pair.access_token)).payload).toEqual({ revoked: true });
    expect((await me(pair.access_token)).statusCode).toBe(401);
    expect((await refresh(pair.refresh_token)).statusCode).toBe(401);
  });

  it('revoking the refresh token ends the access token too', async () => {
    const pair = await login();
    expect((await me(pair.access_token)).statusCode).toBe(200);
    expect(envelope(await revoke(pair.refresh_token)).payload).toEqual({ revoked: true });
    expect((await me(pair.access_token)).statusCode).toBe(401);
    expect((await refresh(pair.refresh_token)).statusCode).toBe(401);
  });

  it('revoking a rotated access token ends the tokens issued before and after it in that login', async () => {
    const first = await login();
    const second = envelope(await refresh(first.refresh_token)).payload;
    expect((await me(first.access_token)).statusCode).toBe(200);
    await revoke(second.access_token);
    expect((await me(first.access_token)).statusCode).toBe(401);
    expect((await refresh(second.refresh_token)).statusCode).toBe(401);
  });

  it('leaves other logins of the same user working', async () => {
    const kept = await login();
    const ended = await login();
    await revoke(ended.access_token);
    expect((await me(kept.access_token)).statusCode).toBe(200);
    expect((await refresh(kept.refresh_token)).statusCode).toBe(200);
  });

  it('a token revoked twice answers revoked false the second time', async () => {
    const pair = await login();
    expect(envelope(await revoke(pair.access_token)).payload).toEqual({ revoked: true });
    expect(envelope(await revoke(pair.refresh_token)).payload).toEqual({ revoked: false });
  });
});
