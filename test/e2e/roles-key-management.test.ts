/**
 * Who manages API keys and the embed secret (docs/roles.md), route by route: owners and admins
 * signed in as themselves; a member is refused, and so is an API key, whatever it holds, so that a
 * leaked key cannot leave other keys (or a known embed secret) behind once it is revoked.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../src/services/identity/credential-hashing.ts';
import { insertUser } from '../../src/store/identity/users.ts';
import { bearer, createTestApp, envelope, type TestApp, type TestOrganisation } from '../support/app.ts';
import { organisationId } from '../support/receiver-fixtures.ts';

let t: TestApp;
let acme: TestOrganisation;
let globex: TestOrganisation;
const tokens: Record<'owner' | 'admin' | 'member' | 'api_key', string> = {
  owner: '',
  admin: '',
  member: '',
  api_key: '',
};
let ownersKey: string;

/** A user of acme with that role, signed in through the password grant. */
async function signedIn(role: 'admin' | 'member'): Promise<string> {
  const email = `${role}@acme.example`;
  await insertUser(t.services.ctx.db, {
    organisation_id: await organisationId(t.services.ctx.db, 'acme'),
    email,
    name: null,
    role,
    password_hash: await hashPassword('correct horse battery'),
  });
  const res = await t.app.inject({
    method: 'POST',
    url: '/auth/token',
    payload: { grant_type: 'password', username: email, password: 'correct horse battery' },
  });
  return envelope(res).payload.access_token;
}

async function newKey(token: string, name: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api-keys',
    headers: bearer(token),
    payload: { name },
  });
  expect(res.statusCode, res.body).toBe(200);
  return envelope(res).payload as { api_key_id: string; secret: string };
}

beforeAll(async () => {
  t = await createTestApp();
  acme = await t.organisation('acme');
  globex = await t.organisation('globex');
  tokens.owner = acme.token;
  tokens.admin = await signedIn('admin');
  tokens.member = await signedIn('member');
  const key = await newKey(acme.token, 'warehouse');
  tokens.api_key = key.secret;
  ownersKey = key.api_key_id;
});
afterAll(() => t.close());

const keyIds = async () =>
  envelope(
    await t.app.inject({ url: '/api-keys?per_page=100', headers: bearer(acme.token) }),
  ).payload.entries.map((k: { api_key_id: string }) => k.api_key_id);

function expectApiKeyRefused(res: { statusCode: number; body: string }) {
  expect(res.statusCode, res.body).toBe(403);
  const error = JSON.parse(res.body).payload.error;
  expect(error.code).toBe('exception.api_key_not_allowed');
  expect(error.message).toMatch(
    /^An API key cannot manage (API keys|the embed secret): .* Sign in as an owner or admin/,
  );
}

describe('POST /api-keys', () => {
  it('creates a key for an owner and an admin', async () => {
    await newKey(tokens.owner, 'by owner');
    await newKey(tokens.admin, 'by admin');
  });

  it('refuses a member, and an API key with a message saying why, creating nothing', async () => {
    const before = await keyIds();
    const member = await t.app.inject({
      method: 'POST',
      url: '/api-keys',
      headers: bearer(tokens.member),
      payload: { name: 'x' },
    });
    expect(member.statusCode).toBe(403);
    // A member writes no configuration at all (plugins/member-access.ts): refused before the key rule.
    expect(envelope(member).payload.error.code).toBe('exception.member_read_only');
    const byKey = await t.app.inject({
      method: 'POST',
      url: '/api-keys',
      headers: bearer(tokens.api_key),
      payload: { name: 'left behind' },
    });
    expectApiKeyRefused(byKey);
    expect(await keyIds()).toEqual(before);
  });

  it('says it in French when asked', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api-keys',
      headers: { ...bearer(tokens.api_key), 'accept-language': 'fr' },
      payload: { name: 'x' },
    });
    expect(res.statusCode).toBe(403);
    expect(envelope(res).payload.error.message).toMatch(/^Une clé d’API ne peut pas faire ceci/);
  });
});

describe('GET /api-keys', () => {
  it('lists keys for an owner and an admin, and refuses a member and an API key', async () => {
    for (const role of ['owner', 'admin'] as const) {
      const res = await t.app.inject({ url: '/api-keys', headers: bearer(tokens[role]) });
      expect(res.statusCode, role).toBe(200);
      expect(envelope(res).payload.total_items).toBeGreaterThan(0);
    }
    expect((await t.app.inject({ url: '/api-keys', headers: bearer(tokens.member) })).statusCode).toBe(403);
    expectApiKeyRefused(await t.app.inject({ url: '/api-keys', headers: bearer(tokens.api_key) }));
  });
});

describe('DELETE /api-keys/{apiKeyId}', () => {
  it('refuses an API key, even for itself or another key, and a member; the keys stay', async () => {
    const other = await newKey(tokens.owner, 'other');
    for (const id of [ownersKey, other.api_key_id]) {
      expectApiKeyRefused(
        await t.app.inject({ method: 'DELETE', url: `/api-keys/${id}`, headers: bearer(tokens.api_key) }),
      );
      const member = await t.app.inject({
        method: 'DELETE',
        url: `/api-keys/${id}`,
        headers: bearer(tokens.member),
      });
      expect(member.statusCode).toBe(403);
    }
    expect(await keyIds()).toEqual(expect.arrayContaining([ownersKey, other.api_key_id]));
    const hello = await t.app.inject({ url: '/api-keys', headers: bearer(tokens.owner) });
    expect(hello.statusCode).toBe(200);
  });

  it("refuses another organisation's owner with 403, and revokes for an admin and an owner", async () => {
    const byAdmin = await newKey(tokens.owner, 'for the admin');
    const foreign = await t.app.inject({
      method: 'DELETE',
      url: `/api-keys/${byAdmin.api_key_id}`,
      headers: bearer(globex.token),
    });
    expect(foreign.statusCode).toBe(403);
    for (const role of ['admin', 'owner'] as const) {
      const key = role === 'admin' ? byAdmin : await newKey(tokens.owner, 'for the owner');
      const res = await t.app.inject({
        method: 'DELETE',
        url: `/api-keys/${key.api_key_id}`,
        headers: bearer(tokens[role]),
      });
      expect(res.statusCode, role).toBe(204);
      expect(await keyIds()).not.toContain(key.api_key_id);
      // A revoked key no longer authenticates.
      expect((await t.app.inject({ url: '/organisation', headers: bearer(key.secret) })).statusCode).toBe(
        401,
      );
    }
  });
});

describe('POST /organisation/embed-secret', () => {
  it('rotates for an owner and an admin, and refuses a member and an API key, keeping the secret', async () => {
    for (const role of ['owner', 'admin'] as const) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/organisation/embed-secret',
        headers: bearer(tokens[role]),
      });
      expect(res.statusCode, role).toBe(200);
    }
    const secretOf = async () =>
      (
        await t.services.ctx.db
          .selectFrom('organisations')
          .select('embed_secret')
          .where('subdomain', '=', 'acme')
          .executeTakeFirstOrThrow()
      ).embed_secret;
    const before = await secretOf();
    const member = await t.app.inject({
      method: 'POST',
      url: '/organisation/embed-secret',
      headers: bearer(tokens.member),
    });
    expect(member.statusCode).toBe(403);
    expectApiKeyRefused(
      await t.app.inject({
        method: 'POST',
        url: '/organisation/embed-secret',
        headers: bearer(tokens.api_key),
      }),
    );
    expect(await secretOf()).toBe(before);
  });

  it('still lets an API key do the work it is for: read the organisation and its templates', async () => {
    expect((await t.app.inject({ url: '/organisation', headers: bearer(tokens.api_key) })).statusCode).toBe(
      200,
    );
    expect((await t.app.inject({ url: '/templates', headers: bearer(tokens.api_key) })).statusCode).toBe(200);
  });
});
