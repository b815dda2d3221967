/**
 * Embedded logins (`POST /auth/embed`): the receiver's backend signs subdomain, external_id,
 * timestamp and template_handle with the embed secret; the signature is accepted once, within 5
 * minutes, and gives customer tokens. A login signed for one template reaches that one only.
 */
import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, envelope, type TestApp } from '../support/app.ts';
import { uploadFile } from '../support/flow.ts';
import { insertTemplate } from '../support/receiver-fixtures.ts';

let t: TestApp;
let acme: string;
let globex: string;
let acmeSecret: string;
let globexSecret: string;

async function rotate(token: string): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/organisation/embed-secret',
    headers: bearer(token),
  });
  expect(res.statusCode).toBe(200);
  return envelope(res).payload.embed_secret;
}

beforeAll(async () => {
  t = await createTestApp();
  acme = (await t.organisation('acme')).token;
  globex = (await t.organisation('globex')).token;
  acmeSecret = await rotate(acme);
  globexSecret = await rotate(globex);
  const db = t.services.ctx.db;
  await insertTemplate(db, 'acme', 'orders', ['code']);
  await insertTemplate(db, 'acme', 'contacts', ['email']);
  const { templateId: secretId } = await insertTemplate(db, 'acme', 'secret', ['x']);
  const { templateId: listedId } = await insertTemplate(db, 'acme', 'listed', ['x']);
  await db
    .updateTable('templates')
    .set({ access_type: 'private' })
    .where('template_id', '=', secretId)
    .execute();
  await db
    .updateTable('templates')
    .set({ access_type: 'restricted' })
    .where('template_id', '=', listedId)
    .execute();
  await insertTemplate(db, 'globex', 'shipments', ['code']);
});
afterAll(() => t.close());

const nowSeconds = () => Math.floor(t.services.ctx.now().getTime() / 1000);

interface Login {
  subdomain: string;
  external_id: string;
  timestamp: number | string;
  template_handle?: string;
  nonce?: string;
}

/** What the receiver's backend does: hex HMAC-SHA256 over the four lines, and the nonce's when sent. */
function sign(secret: string, login: Login): string {
  const lines = [login.subdomain, login.external_id, String(login.timestamp), login.template_handle ?? ''];
  if (login.nonce !== undefined) lines.push(login.nonce);
  return createHmac('sha256', secret).update(lines.join('\n')).digest('hex');
}

function embed(body: object) {
  return t.app.inject({ method: 'POST', url: '/auth/embed', payload: body });
}

/**
 * A login for acme signed with its current secret, with `change` applied before signing. Tests
 * that log the same external_id in twice give different timestamps: within one second, the same
 * login signs the same, and is refused as reused.
 */
function signed(change: Partial<Login> = {}, secret = acmeSecret) {
  const login: Login = { subdomain: 'acme', external_id: 'user-1', timestamp: nowSeconds(), ...change };
  return { ...login, signature: sign(secret, login) };
}

async function tokensFor(change: Partial<Login> = {}) {
  const res = await embed(signed(change));
  expect(res.statusCode, res.body).toBe(200);
  return envelope(res).payload as { access_token: string; refresh_token: string };
}

const handles = async (token: string) => {
  const res = await t.app.inject({ url: '/templates', headers: bearer(token) });
  expect(res.statusCode).toBe(200);
  return envelope(res).payload.entries.map((e: { template_handle: string }) => e.template_handle);
};

function expectRefused(res: { statusCode: number; body: string }, code: string) {
  expect(res.statusCode, res.body).toBe(401);
  const error = JSON.parse(res.body).payload.error;
  expect(error.code).toBe(code);
  return error.message as string;
}

describe('POST /auth/embed', () => {
  it('gives customer tokens for the customer with that external_id, created at the first login', async () => {
    const pair = await tokensFor({ external_id: 'new-user' });
    expect(pair).toMatchObject({ token_type: 'Bearer', expires_in: 3600 });
    const customer = await t.app.inject({ url: '/customer/new-user', headers: bearer(acme) });
    expect(customer.statusCode).toBe(200);
    const id = envelope(customer).payload.customer_id;
    await tokensFor({ external_id: 'new-user', timestamp: nowSeconds() - 30 });
    const customers = envelope(await t.app.inject({ url: '/customers', headers: bearer(acme) })).payload;
    expect(customers.entries.filter((c: { external_id: string }) => c.external_id === 'new-user')).toEqual([
      expect.objectContaining({ customer_id: id }),
    ]);
    // A sender: the receiver's routes are closed to it.
    expect((await t.app.inject({ url: '/customers', headers: bearer(pair.access_token) })).statusCode).toBe(
      403,
    );
    expect((await handles(pair.access_token)).sort()).toEqual(['contacts', 'orders']);
  });

  it('accepts the timestamp as decimal text, as it was signed', async () => {
    await tokensFor({ timestamp: String(nowSeconds() - 3) });
  });

  it('refuses a wrong signature and an unknown subdomain with one 401 that tells neither apart', async () => {
    const wrong = { ...signed(), signature: 'ab'.repeat(32) };
    const message = expectRefused(await embed(wrong), 'exception.embed_signature');
    expect(message).toMatch(/signature does not match/);
    const unknown = signed({ subdomain: 'nowhere' });
    expect(expectRefused(await embed(unknown), 'exception.embed_signature')).toBe(message);
    // Signed by globex's backend for acme's subdomain.
    expect(expectRefused(await embed(signed({}, globexSecret)), 'exception.embed_signature')).toBe(message);
    // A field changed after signing.
    expect(
      expectRefused(await embed({ ...signed(), external_id: 'user-2' }), 'exception.embed_signature'),
    ).toBe(message);
  });

  it('says why in French when asked', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/auth/embed',
      payload: signed({ timestamp: nowSeconds() - 600 }),
      headers: { 'accept-language': 'fr' },
    });
    expect(res.statusCode).toBe(401);
    expect(envelope(res).payload.error.message).toMatch(/il y a plus de 5 minutes/);
  });

  it('refuses a signature older than 5 minutes, and one more than a minute ahead', async () => {
    await tokensFor({ timestamp: nowSeconds() - 290 });
    expect(
      expectRefused(await embed(signed({ timestamp: nowSeconds() - 310 })), 'exception.embed_expired'),
    ).toMatch(/more than 5 minutes ago/);
    await tokensFor({ timestamp: nowSeconds() + 30 });
    const ahead = expectRefused(
      await embed(signed({ timestamp: nowSeconds() + 120 })),
      'exception.embed_ahead',
    );
    expect(ahead).toMatch(/seconds \(not milliseconds\)/);
    expectRefused(await embed(signed({ timestamp: Date.now() })), 'exception.embed_ahead');
  });

  it('accepts each signature once, even when two arrive together', async () => {
    const login = signed({ external_id: 'once' });
    expect((await embed(login)).statusCode).toBe(200);
    expect(expectRefused(await embed(login), 'exception.embed_reused')).toMatch(/already used/);
    const twin = signed({ external_id: 'twins' });
    const answers = await Promise.all([embed(twin), embed(twin)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 401]);
    const customers = envelope(
      await t.app.inject({ url: '/customers?criteria=twins', headers: bearer(acme) }),
    );
    expect(customers.payload.total_items).toBe(1);
  });

  it('keeps refusing a replay once the signature is too old, after the used ones are forgotten', async () => {
    const login = signed({ external_id: 'late' });
    expect((await embed(login)).statusCode).toBe(200);
    t.advance(30 * 60 * 1000);
    await tokensFor({ external_id: 'someone-else' }); // forgets the old signatures
    expectRefused(await embed(login), 'exception.embed_expired');
  });

  it('refuses a signature made with the secret before a rotation', async () => {
    const before = signed({ external_id: 'rotated' });
    acmeSecret = await rotate(acme);
    expectRefused(await embed(before), 'exception.embed_signature');
    await tokensFor({ external_id: 'rotated' });
  });

  it('refuses a login signed for another template than the one it names, or for none', async () => {
    const forOrders = signed({ template_handle: 'orders' });
    expectRefused(await embed({ ...forOrders, template_handle: 'contacts' }), 'exception.embed_signature');
    const forAll = signed();
    expectRefused(await embed({ ...forAll, template_handle: 'orders' }), 'exception.embed_signature');
    const { template_handle: _dropped, ...withoutHandle } = signed({ template_handle: 'orders' });
    expectRefused(await embed(withoutHandle), 'exception.embed_signature');
  });

  it('refuses a template that does not exist or is not open to the customer, and then creates nothing', async () => {
    expectRefused(
      await embed(signed({ external_id: 'ghost-1', template_handle: 'nope' })),
      'exception.embed_template',
    );
    expectRefused(
      await embed(signed({ external_id: 'ghost-2', template_handle: 'secret' })),
      'exception.embed_template',
    );
    const refused = signed({ external_id: 'ghost-3', template_handle: 'listed' });
    expectRefused(await embed(refused), 'exception.embed_template');
    for (const ghost of ['ghost-1', 'ghost-2', 'ghost-3'])
      expect((await t.app.inject({ url: `/customer/${ghost}`, headers: bearer(acme) })).statusCode).toBe(404);
    // Listed now: the same signature, unused by the refusal, is accepted.
    const created = await t.app.inject({
      method: 'POST',
      url: '/customer',
      headers: bearer(acme),
      payload: { external_id: 'ghost-3', template_handles: ['listed'] },
    });
    expect(created.statusCode).toBe(200);
    expect((await embed(refused)).statusCode).toBe(200);
  });

  it('refuses a new customer beyond the plan with 402, and still logs in a known one', async () => {
    const count = envelope(await t.app.inject({ url: '/customers', headers: bearer(acme) })).payload
      .total_items;
    await t.services.organisations.setPlan('acme', { limits: { CUSTOMERS: count }, grant: [], revoke: [] });
    const res = await embed(signed({ external_id: 'one-too-many' }));
    expect(res.statusCode).toBe(402);
    expect(envelope(res).product).toMatchObject({ requirement: 'limitation', limitation_type: 'CUSTOMERS' });
    await tokensFor({ external_id: 'user-1', timestamp: nowSeconds() - 7 });
    await t.services.organisations.setPlan('acme', { limits: { CUSTOMERS: 100_000 }, grant: [], revoke: [] });
  });

  it('accepts two logins of one user signed in the same second when each carries its own nonce', async () => {
    const timestamp = nowSeconds();
    const first = await embed(signed({ external_id: 'same-second', timestamp, nonce: 'tab-one-7f3a9c' }));
    const second = await embed(signed({ external_id: 'same-second', timestamp, nonce: 'tab-two-b81e02' }));
    expect(first.statusCode, first.body).toBe(200);
    expect(second.statusCode, second.body).toBe(200);
    expect(envelope(second).payload.access_token).not.toBe(envelope(first).payload.access_token);
    // Each signature is still used once, nonce or not.
    const replay = await embed(signed({ external_id: 'same-second', timestamp, nonce: 'tab-one-7f3a9c' }));
    expectRefused(replay, 'exception.embed_reused');
    // The nonce is part of what is signed: another one under the same signature does not match.
    const moved = {
      ...signed({ external_id: 'same-second', timestamp, nonce: 'tab-three-1' }),
      nonce: 'tab-four-22',
    };
    expectRefused(await embed(moved), 'exception.embed_signature');
    // Without a nonce, the four-line login of the same second is still its own signature, once.
    expect((await embed(signed({ external_id: 'same-second', timestamp }))).statusCode).toBe(200);
    expectRefused(await embed(signed({ external_id: 'same-second', timestamp })), 'exception.embed_reused');
  });

  it('refuses a nonce that is too short, too long or has other characters, saying what it must be', async () => {
    for (const nonce of ['short', 'x'.repeat(65), 'has space here', 'accentué-nonce', 'a/b+c=d.e']) {
      const res = await embed(signed({ external_id: 'bad-nonce', nonce }));
      expect(res.statusCode, nonce).toBe(409);
      expect(envelope(res).payload.violations).toEqual([
        {
          property_path: 'nonce',
          invalid_value: nonce,
          message: 'The nonce is 8 to 64 characters among letters, digits, "_" and "-" (e.g. a random UUID).',
        },
      ]);
    }
    expect((await embed({ ...signed({ external_id: 'bad-nonce' }), nonce: 12345678 })).statusCode).toBe(400);
    // The bounds themselves are accepted, and a null nonce is no nonce.
    expect((await embed(signed({ external_id: 'bad-nonce', nonce: 'a'.repeat(8) }))).statusCode).toBe(200);
    expect((await embed(signed({ external_id: 'bad-nonce', nonce: 'Z_-9'.repeat(16) }))).statusCode).toBe(
      200,
    );
    const unsigned = signed({ external_id: 'bad-nonce', timestamp: nowSeconds() - 1 });
    expect((await embed({ ...unsigned, nonce: null })).statusCode).toBe(200);
  });

  it('reports missing and malformed fields as violations and wrong types as bad requests, creating nothing', async () => {
    const { signature: _s, ...unsigned } = signed({ external_id: 'malformed' });
    const missing = await embed(unsigned);
    expect(missing.statusCode).toBe(409);
    expect(
      envelope(missing).payload.violations.map((v: { property_path: string }) => v.property_path),
    ).toEqual(['signature']);
    const badTime = await embed({ ...signed({ external_id: 'malformed' }), timestamp: 'yesterday' });
    expect(badTime.statusCode).toBe(409);
    expect(envelope(badTime).payload.violations[0].message).toMatch(/whole seconds/);
    const badSignature = await embed({ ...signed({ external_id: 'malformed' }), signature: 'not hex' });
    expect(envelope(badSignature).payload.violations[0]).toMatchObject({ property_path: 'signature' });
    const blank = await embed(signed({ external_id: '  ' }));
    expect(envelope(blank).payload.violations[0]).toMatchObject({ property_path: 'external_id' });
    expect((await embed({ ...signed({ external_id: 'malformed' }), extra: true })).statusCode).toBe(400);
    expect((await embed({ ...signed({ external_id: 'malformed' }), external_id: 7 })).statusCode).toBe(400);
    expect((await embed([])).statusCode).toBe(400);
    expect((await t.app.inject({ url: '/customer/malformed', headers: bearer(acme) })).statusCode).toBe(404);
  });
});

describe('a login signed for one template', () => {
  let bound: { access_token: string; refresh_token: string };

  beforeAll(async () => {
    bound = await tokensFor({ external_id: 'bound-user', template_handle: 'orders' });
  });

  it('lists and reads that template only', async () => {
    expect(await handles(bound.access_token)).toEqual(['orders']);
    const read = (url: string) => t.app.inject({ url, headers: bearer(bound.access_token) });
    expect((await read('/template/orders')).statusCode).toBe(200);
    expect((await read('/template/orders/columns')).statusCode).toBe(200);
    expect((await read('/template/contacts')).statusCode).toBe(404);
    expect((await read('/template/contacts/columns')).statusCode).toBe(404);
    expect((await read('/templates?criteria=contacts')).json().payload.total_items).toBe(0);
  });

  it('uploads to that template only', async () => {
    await uploadFile(t, bound.access_token, 'orders', 'code\nA-1\n');
    const refused = await t.app.inject({
      method: 'POST',
      url: '/transformation',
      headers: { ...bearer(bound.access_token), 'content-type': 'multipart/form-data; boundary=x' },
      payload: [
        '--x',
        'Content-Disposition: form-data; name="template_handle"',
        '',
        'contacts',
        '--x',
        'Content-Disposition: form-data; name="file"; filename="data.csv"',
        'Content-Type: text/csv',
        '',
        'email\na@b.c',
        '--x--',
        '',
      ].join('\r\n'),
    });
    expect(refused.statusCode).toBe(404);
  });

  it("does not reach the customer's transformations of other templates", async () => {
    const unbound = await tokensFor({ external_id: 'bound-user' });
    const other = await uploadFile(t, unbound.access_token, 'contacts', 'email\na@b.c\n');
    const own = await uploadFile(t, bound.access_token, 'orders', 'code\nA-2\n');
    const read = (id: string) =>
      t.app.inject({ url: `/transformation/${id}`, headers: bearer(bound.access_token) });
    expect((await read(own.transformation_id)).statusCode).toBe(200);
    const refused = await read(other.transformation_id);
    expect(refused.statusCode).toBe(403);
    expect(refused.body).not.toContain('contacts');
    expect(
      (
        await t.app.inject({
          url: `/transformation/${other.transformation_id}`,
          headers: bearer(unbound.access_token),
        })
      ).statusCode,
    ).toBe(200);
  });

  it('stays bound to it when refreshed', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/auth/token',
      payload: { grant_type: 'refresh_token', refresh_token: bound.refresh_token },
    });
    expect(res.statusCode).toBe(200);
    expect(await handles(envelope(res).payload.access_token)).toEqual(['orders']);
  });

  it('ends when the template is deleted, rather than opening the others', async () => {
    const pair = await tokensFor({ external_id: 'bound-2', template_handle: 'contacts' });
    await insertTemplate(t.services.ctx.db, 'acme', 'doomed', ['x']);
    const doomed = await tokensFor({ external_id: 'bound-2', template_handle: 'doomed' });
    expect(
      (await t.app.inject({ method: 'DELETE', url: '/template/doomed', headers: bearer(acme) })).statusCode,
    ).toBe(204);
    expect((await t.app.inject({ url: '/templates', headers: bearer(doomed.access_token) })).statusCode).toBe(
      401,
    );
    expect(await handles(pair.access_token)).toEqual(['contacts']);
  });

  it("finds nothing of another organisation's", async () => {
    const res = await t.app.inject({ url: '/template/shipments', headers: bearer(bound.access_token) });
    expect(res.statusCode).toBe(404);
    const globexLogin = await embed(signed({ subdomain: 'globex', template_handle: 'orders' }, globexSecret));
    expectRefused(globexLogin, 'exception.embed_template');
  });
});
