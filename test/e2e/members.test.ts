/**
 * Members of an organisation (DESIGN §10): an owner invites by e-mail with a role, the person sets a
 * password through the e-mailed link and is signed in; owners change roles and remove members,
 * whose tokens stop at once; the last owner stays; other organisations reach nothing.
 */
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, envelope, type TestApp, type TestOrganisation } from '../support/app.ts';
import { mailTo } from '../support/outbox.ts';

let t: TestApp;
let acme: TestOrganisation;
let globex: TestOrganisation;

beforeAll(async () => {
  t = await createTestApp({ publicUrl: 'https://ferry.example' });
  acme = await t.organisation('acme');
  globex = await t.organisation('globex');
});
afterAll(() => t.close());

const call = (token: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
const accept = (payload: object) => t.app.inject({ method: 'POST', url: '/auth/invitation', payload });
const invite = (token: string, email: string, role: string) =>
  call(token, 'POST', '/members/invitations', { email, role });

/** The token of the newest invitation e-mailed to `to`. */
async function invitationToken(to: string): Promise<string> {
  const mails = await mailTo(t, to);
  const text = (await simpleParser(mails.at(-1)!.raw)).text ?? '';
  const match = /https:\/\/ferry\.example\/app\/invitation#(\S+)/.exec(text);
  if (!match) throw new Error(`No invitation link in:\n${text}`);
  return match[1]!;
}

async function members(token: string) {
  return envelope(await call(token, 'GET', '/members')).payload.entries as {
    user_id: string;
    email: string;
    role: string;
    last_sign_in_at: string | null;
  }[];
}

const violation = (res: Awaited<ReturnType<typeof accept>>) => envelope(res).payload.violations[0];

let adminToken: string;
let adminRefresh: string;
let adminId: string;

describe('an invitation', () => {
  it('is e-mailed by an owner, and sets a password and signs the person in once', async () => {
    const res = await invite(acme.token, 'ada@acme.example', 'admin');
    expect(res.statusCode, res.body).toBe(200);
    expect(envelope(res).payload).toMatchObject({ email: 'ada@acme.example', role: 'admin' });
    const token = await invitationToken('ada@acme.example');
    const short = await accept({ token, password: 'short' });
    expect(short.statusCode).toBe(409);
    expect(violation(short)).toMatchObject({ property_path: 'password' });
    const signedIn = await accept({ token, password: 'correct horse', name: 'Ada' });
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    ({ access_token: adminToken, refresh_token: adminRefresh } = envelope(signedIn).payload);
    const again = await accept({ token, password: 'correct horse' });
    expect(again.statusCode).toBe(409);
    expect(violation(again)).toMatchObject({
      property_path: 'token',
      message: expect.stringContaining('already used'),
    });
    const listed = await members(adminToken);
    expect(listed.map((m) => [m.email, m.role])).toEqual([
      [acme.email, 'owner'],
      ['ada@acme.example', 'admin'],
    ]);
    expect(listed[1]!.last_sign_in_at).not.toBeNull();
    adminId = listed[1]!.user_id;
    const me = await call(adminToken, 'GET', '/members/me');
    expect(me.statusCode, me.body).toBe(200);
    expect(envelope(me).payload).toMatchObject({
      user_id: adminId,
      email: 'ada@acme.example',
      role: 'admin',
    });
    const password = await t.app.inject({
      method: 'POST',
      url: '/auth/token',
      payload: { grant_type: 'password', username: 'ada@acme.example', password: 'correct horse' },
    });
    expect(password.statusCode).toBe(200);
  });

  it('is refused with the property at fault, and only an owner signed in as themselves sends one', async () => {
    expect(violation(await invite(acme.token, 'not-an-email', 'member'))).toMatchObject({
      property_path: 'email',
    });
    expect(violation(await invite(acme.token, 'cy@acme.example', 'boss'))).toMatchObject({
      property_path: 'role',
    });
    const taken = await invite(acme.token, globex.email, 'member');
    expect(taken.statusCode).toBe(409);
    expect(violation(taken).message).toContain('already signs in');
    expect((await invite(adminToken, 'cy@acme.example', 'member')).statusCode).toBe(403);
    const key = envelope(await call(acme.token, 'POST', '/api-keys', { name: 'erp' })).payload.secret;
    expect((await invite(key, 'cy@acme.example', 'member')).statusCode).toBe(403);
    expect((await call(key, 'GET', '/members')).statusCode).toBe(403);
    expect((await call(key, 'GET', '/members/me')).statusCode).toBe(403);
    expect(await mailTo(t, 'cy@acme.example')).toEqual([]);
    expect((await accept({ token: 'fmi_guess', password: 'correct horse' })).statusCode).toBe(409);
  });
});

describe('roles and removal', () => {
  it('keeps the last owner: neither demoted nor removed', async () => {
    const ownerId = (await members(acme.token)).find((m) => m.role === 'owner')!.user_id;
    const demote = await call(acme.token, 'PUT', `/members/${ownerId}`, { role: 'admin' });
    expect(demote.statusCode).toBe(409);
    expect(violation(demote).message).toContain('last owner');
    expect((await call(acme.token, 'DELETE', `/members/${ownerId}`)).statusCode).toBe(409);
    expect((await members(acme.token)).find((m) => m.user_id === ownerId)?.role).toBe('owner');
  });

  it('applies a role change to the member’s next request', async () => {
    const promoted = await call(acme.token, 'PUT', `/members/${adminId}`, { role: 'owner' });
    expect(promoted.statusCode, promoted.body).toBe(200);
    expect(envelope(promoted).payload).toMatchObject({ user_id: adminId, role: 'owner' });
    expect((await invite(adminToken, 'dee@acme.example', 'member')).statusCode).toBe(200);
    expect((await call(acme.token, 'PUT', `/members/${adminId}`, { role: 'member' })).statusCode).toBe(200);
    expect((await invite(adminToken, 'eve@acme.example', 'member')).statusCode).toBe(403);
  });

  it('stops a removed member’s tokens at once', async () => {
    expect((await call(acme.token, 'DELETE', `/members/${adminId}`)).statusCode).toBe(204);
    expect((await call(adminToken, 'GET', '/templates')).statusCode).toBe(401);
    expect((await call(adminToken, 'GET', '/members/me')).statusCode).toBe(401);
    const refresh = await t.app.inject({
      method: 'POST',
      url: '/auth/token',
      payload: { grant_type: 'refresh_token', refresh_token: adminRefresh },
    });
    expect(refresh.statusCode).toBe(401);
    expect((await members(acme.token)).map((m) => m.user_id)).not.toContain(adminId);
  });

  it('keeps organisations apart', async () => {
    const acmeOwner = (await members(acme.token))[0]!.user_id;
    expect((await members(globex.token)).map((m) => m.email)).toEqual([globex.email]);
    const me = await call(globex.token, 'GET', '/members/me');
    expect(envelope(me).payload).toMatchObject({ email: globex.email, role: 'owner' });
    expect(me.body).not.toContain(acme.email);
    const put = await call(globex.token, 'PUT', `/members/${acmeOwner}`, { role: 'member' });
    expect(put.statusCode).toBe(404);
    expect(put.body).not.toContain(acme.email);
    expect((await call(globex.token, 'DELETE', `/members/${acmeOwner}`)).statusCode).toBe(404);
    expect((await call(globex.token, 'DELETE', '/members/not-a-uuid')).statusCode).toBe(404);
    expect((await members(acme.token))[0]).toMatchObject({ user_id: acmeOwner, role: 'owner' });
  });
});

describe('an invitation left unused', () => {
  it('is written in the inviter’s language, names the role, and lasts 7 days', async () => {
    const res = await invite(acme.token, 'bob@acme.example', 'member');
    const expires = new Date(envelope(res).payload.expires_at).getTime();
    expect(Math.round((expires - Date.now()) / 86_400_000)).toBe(7);
    const mail = await simpleParser((await mailTo(t, 'bob@acme.example')).at(-1)!.raw);
    expect(mail.text).toContain('as a member');
    const token = await invitationToken('bob@acme.example');
    t.advance(7 * 86_400_000 + 60_000);
    const late = await accept({ token, password: 'correct horse' });
    expect(late.statusCode).toBe(409);
    expect(violation(late).message).toContain('expired');
  });
});
