/** Every status of DESIGN §3 through real HTTP, with the envelope and translated messages. */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../src/services/identity/credential-hashing.ts';
import { insertUser } from '../../src/store/identity/users.ts';
import { bearer, createTestApp, envelope, type TestApp, type TestOrganisation } from '../support/app.ts';
import { multipart } from '../support/multipart.ts';

let t: TestApp;
let acme: TestOrganisation;
let globex: TestOrganisation;

beforeAll(async () => {
  t = await createTestApp({ maxUploadBytes: 1024 });
  acme = await t.organisation('acme');
  globex = await t.organisation('globex');
});
afterAll(() => t.close());

describe('200 and the envelope', () => {
  it('answers hello with the four envelope fields', async () => {
    const res = await t.app.inject({ url: '/en/hello?name=Ada', headers: bearer(acme.token) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, payload: { hello: 'Ada' }, product: null, debug: [] });
  });
});

describe('400: a body that cannot be mapped', () => {
  it('refuses a body that is not JSON', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/en/hello',
      headers: { ...bearer(acme.token), 'content-type': 'application/json' },
      payload: '{"name": "Ada"',
    });
    expect(res.statusCode).toBe(400);
    const body = envelope(res);
    expect(body.success).toBe(false);
    expect(body.payload.error.message).toBe('The request body is not valid JSON.');
  });

  it('takes an empty body sent as JSON as no body, and asks for one where the route needs it', async () => {
    const json = { ...bearer(acme.token), 'content-type': 'application/json' };
    const unknownFeed = '/feed/00000000-0000-4000-8000-000000000000/run';
    const none = await t.app.inject({ method: 'POST', url: unknownFeed, headers: json, payload: '' });
    expect(none.statusCode, none.body).toBe(404);
    const needed = await t.app.inject({ method: 'POST', url: '/template', headers: json, payload: '' });
    expect(needed.statusCode).toBe(400);
    expect(envelope(needed).payload.error.message).toBe('This request needs a JSON body: none was sent.');
    const without = await t.app.inject({ method: 'POST', url: '/template', headers: bearer(acme.token) });
    expect(envelope(without).payload.error.message).toBe('This request needs a JSON body: none was sent.');
    const french = await t.app.inject({
      method: 'POST',
      url: '/template',
      headers: { ...bearer(acme.token), 'accept-language': 'fr' },
    });
    expect(envelope(french).payload.error).toEqual({
      code: 'exception.body_required',
      message: "Cette requête attend un corps JSON : aucun n'a été envoyé.",
    });
  });

  it('refuses a property of the wrong type', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/en/hello',
      headers: bearer(acme.token),
      payload: { name: 42 },
    });
    expect(res.statusCode).toBe(400);
    expect(envelope(res).payload.error.message).toMatch(/"name" has the wrong type \(integer\)/);
  });

  it('refuses an unknown property', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/en/hello',
      headers: bearer(acme.token),
      payload: { name: 'Ada', age: 3 },
    });
    expect(res.statusCode).toBe(400);
    expect(envelope(res).payload.error.message).toBe('Unknown property age in the body.');
  });

  it('refuses a body that is an array instead of an object', async () => {
    const res = await t.app.inject({
      method: 'DELETE',
      url: '/en/hello',
      headers: bearer(acme.token),
      payload: ['Ada'],
    });
    expect(res.statusCode).toBe(400);
  });
});

describe('401: no valid token', () => {
  it('refuses a request without a token', async () => {
    const res = await t.app.inject({ url: '/en/hello?name=Ada' });
    expect(res.statusCode).toBe(401);
    expect(envelope(res).payload.error.code).toBe('exception.unauthorized');
  });

  it('refuses an unknown token and translates the message to French', async () => {
    const res = await t.app.inject({
      url: '/en/hello?name=Ada',
      headers: { ...bearer('fat_nope'), 'accept-language': 'fr-FR,fr;q=0.9' },
    });
    expect(res.statusCode).toBe(401);
    expect(envelope(res).payload.error.message).toBe("Le jeton d'accès est inconnu ou révoqué.");
  });

  it('refuses a wrong password without saying whether the e-mail exists', async () => {
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/auth/token',
      payload: { grant_type: 'password', username: acme.email, password: 'nope' },
    });
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/auth/token',
      payload: { grant_type: 'password', username: 'x@y.example', password: 'nope' },
    });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(envelope(wrong).payload).toEqual(envelope(unknown).payload);
  });
});

describe('402: a plan limitation', () => {
  it('refuses an API key beyond the plan and names the limitation', async () => {
    await t.services.organisations.setPlan('globex', { limits: { API_KEYS: 1 }, grant: [], revoke: [] });
    const first = await t.app.inject({
      method: 'POST',
      url: '/api-keys',
      headers: bearer(globex.token),
      payload: { name: 'erp' },
    });
    expect(first.statusCode).toBe(200);
    const second = await t.app.inject({
      method: 'POST',
      url: '/api-keys',
      headers: bearer(globex.token),
      payload: { name: 'crm' },
    });
    expect(second.statusCode).toBe(402);
    expect(envelope(second).product).toMatchObject({
      requirement: 'limitation',
      limitation_type: 'API_KEYS',
      limitation_current_value: 1,
      limitation_needed_value: 2,
    });
  });
});

describe('403: authenticated but not allowed', () => {
  it('refuses API key creation to a member', async () => {
    const org = await t.services.ctx.db
      .selectFrom('organisations')
      .select('organisation_id')
      .where('subdomain', '=', 'acme')
      .executeTakeFirstOrThrow();
    await insertUser(t.services.ctx.db, {
      organisation_id: org.organisation_id,
      email: 'member@acme.example',
      name: null,
      role: 'member',
      password_hash: await hashPassword('member password'),
    });
    const login = await t.app.inject({
      method: 'POST',
      url: '/auth/token',
      payload: { grant_type: 'password', username: 'member@acme.example', password: 'member password' },
    });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api-keys',
      headers: bearer(envelope(login).payload.access_token),
      payload: { name: 'x' },
    });
    expect(res.statusCode).toBe(403);
  });

  it("refuses to revoke another organisation's API key, which stays usable", async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api-keys',
      headers: bearer(acme.token),
      payload: { name: 'acme erp' },
    });
    const { api_key_id, secret } = envelope(created).payload;
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api-keys/${api_key_id}`,
      headers: bearer(globex.token),
    });
    expect(res.statusCode).toBe(403);
    expect(JSON.stringify(res.json())).not.toContain('acme');
    const still = await t.app.inject({ url: '/en/hello?name=key', headers: bearer(secret) });
    expect(still.statusCode).toBe(200);
  });
});

describe('404: unknown in the organisation', () => {
  it('answers 404 for an unknown API key', async () => {
    const res = await t.app.inject({
      method: 'DELETE',
      url: '/api-keys/00000000-0000-4000-8000-000000000000',
      headers: bearer(acme.token),
    });
    expect(res.statusCode).toBe(404);
  });

  it("answers another organisation's subdomain exactly like an unknown one", async () => {
    const other = await t.app.inject({ url: '/en/send/globex/hello?name=Ada', headers: bearer(acme.token) });
    const unknown = await t.app.inject({
      url: '/en/send/nowhere/hello?name=Ada',
      headers: bearer(acme.token),
    });
    expect(other.statusCode).toBe(404);
    expect(unknown.statusCode).toBe(404);
    expect(other.json()).toEqual(unknown.json());
  });

  it('answers an unknown route with the envelope', async () => {
    const res = await t.app.inject({ url: '/nope', headers: bearer(acme.token) });
    expect(res.statusCode).toBe(404);
    expect(envelope(res).success).toBe(false);
  });
});

describe('409: property violations', () => {
  it('reports a missing required property as a violation', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/en/hello',
      headers: bearer(acme.token),
      payload: {},
    });
    expect(res.statusCode).toBe(409);
    const body = envelope(res);
    expect(body.payload.error.code).toBe('exception.violation');
    expect(body.payload.violations).toEqual([
      { property_path: 'name', invalid_value: null, message: 'This value should not be blank.' },
    ]);
  });

  it('reports a blank query parameter', async () => {
    const res = await t.app.inject({ url: '/en/hello?name=%20', headers: bearer(acme.token) });
    expect(res.statusCode).toBe(409);
    expect(envelope(res).payload.violations[0]).toMatchObject({ property_path: 'name', invalid_value: ' ' });
  });

  it('reports page numbers out of range', async () => {
    const res = await t.app.inject({ url: '/api-keys?page=0&per_page=500', headers: bearer(acme.token) });
    expect(res.statusCode).toBe(409);
    expect(envelope(res).payload.violations.map((v: { property_path: string }) => v.property_path)).toEqual([
      'page',
      'per_page',
    ]);
  });
});

describe('413: too large', () => {
  it('refuses an upload over the server limit', async () => {
    const { payload, headers } = multipart({}, { name: 'big.csv', content: 'x'.repeat(5000) });
    const res = await t.app.inject({
      method: 'POST',
      url: '/en/hello/file-upload',
      headers: { ...bearer(acme.token), ...headers },
      payload,
    });
    expect(res.statusCode).toBe(413);
    expect(envelope(res).payload.error.code).toBe('exception.too_large');
  });
});

describe('204: no content', () => {
  it('revokes an API key with an empty 204', async () => {
    const created = envelope(
      await t.app.inject({
        method: 'POST',
        url: '/api-keys',
        headers: bearer(acme.token),
        payload: { name: 'temp' },
      }),
    ).payload;
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api-keys/${created.api_key_id}`,
      headers: bearer(acme.token),
    });
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    const after = await t.app.inject({ url: '/en/hello?name=x', headers: bearer(created.secret) });
    expect(after.statusCode).toBe(401);
  });
});

describe('429: rate limited', () => {
  it('answers 429 with Retry-After past the limit', async () => {
    const limited = await createTestApp({ rateLimitPerMinute: 2 });
    try {
      const org = await limited.organisation('limited');
      const statuses: number[] = [];
      let last: Awaited<ReturnType<typeof limited.app.inject>> | undefined;
      for (let i = 0; i < 3; i++) {
        last = await limited.app.inject({ url: '/en/hello?name=x', headers: bearer(org.token) });
        statuses.push(last.statusCode);
      }
      expect(statuses).toEqual([200, 200, 429]);
      expect(Number(last?.headers['retry-after'])).toBeGreaterThan(0);
      expect(envelope(last!).payload.error.code).toBe('exception.rate_limited');
    } finally {
      await limited.close();
    }
  });
});

describe('500: internal errors say nothing of internals', () => {
  it('answers a generic message with a reference when the database fails', async () => {
    const broken = await createTestApp();
    try {
      const org = await broken.organisation('broken');
      await sql`DROP TABLE api_keys`.execute(broken.database.db);
      const res = await broken.app.inject({
        url: '/api-keys',
        headers: { ...bearer(org.token), 'x-request-id': 'req-42' },
      });
      expect(res.statusCode).toBe(500);
      expect(envelope(res).payload.error.message).toBe('An internal error occurred. Reference: req-42.');
      expect(res.body).not.toMatch(/api_keys|relation|stack/);
    } finally {
      await broken.close();
    }
  });
});
