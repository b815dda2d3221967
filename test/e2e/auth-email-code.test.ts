/**
 * Senders in no-code mode: `POST /auth/email-code` e-mails a 6-digit code (10 minutes, 5 tries) to
 * the organisation's customer with that e-mail, and the email_code grant turns it into customer
 * tokens. The answer never tells whether the e-mail is known.
 */
import { stat } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, envelope, type TestApp } from '../support/app.ts';
import { codeIn, mailTo, outbox } from '../support/outbox.ts';
import { insertTemplate } from '../support/receiver-fixtures.ts';

let t: TestApp;
let acme: string;
let globex: string;

async function customer(token: string, fields: Record<string, unknown>) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/customer',
    headers: bearer(token),
    payload: { template_handles: [token === acme ? 'orders' : 'shipments'], ...fields },
  });
  expect(res.statusCode, res.body).toBe(200);
  return envelope(res).payload;
}

beforeAll(async () => {
  t = await createTestApp();
  acme = (await t.organisation('acme')).token;
  globex = (await t.organisation('globex')).token;
  await insertTemplate(t.services.ctx.db, 'acme', 'orders', ['code']);
  await insertTemplate(t.services.ctx.db, 'globex', 'shipments', ['code']);
  await customer(acme, { name: 'Ada', email: 'ada@shop.example', external_id: 'ada' });
  await customer(acme, { name: 'Aimé', email: 'aime@shop.example', language: 'fr' });
  await customer(acme, { name: 'Bea', email: 'bea@shop.example' });
  await customer(globex, { name: 'Ada at Globex', email: 'ada-globex@shop.example' });
  await customer(globex, { name: 'Both', email: 'both@shop.example' });
  await customer(acme, { name: 'Both', email: 'both@shop.example' });
});
afterAll(() => t.close());

let addressCounter = 0;
/** A new client address, so that the per-address throttle of one test does not reach another. */
const freshAddress = () => `10.9.${Math.floor(++addressCounter / 250)}.${addressCounter % 250}`;

function askCode(payload: object, headers: Record<string, string> = {}, remoteAddress = freshAddress()) {
  return t.app.inject({ method: 'POST', url: '/auth/email-code', payload, headers, remoteAddress });
}

function grant(fields: Record<string, unknown>, remoteAddress = freshAddress()) {
  return t.app.inject({
    method: 'POST',
    url: '/auth/token',
    payload: { grant_type: 'email_code', ...fields },
    remoteAddress,
  });
}

/** Asks a code for `email` at acme and returns it, read from the outbox. */
async function codeFor(email: string, subdomain = 'acme'): Promise<string> {
  const before = new Set((await mailTo(t, email)).map((m) => m.file));
  const res = await askCode({ subdomain, email });
  expect(res.statusCode, res.body).toBe(200);
  const added = (await mailTo(t, email)).filter((m) => !before.has(m.file));
  expect(added).toHaveLength(1);
  return codeIn(added[0]!);
}

describe('POST /auth/email-code', () => {
  it('writes a six-digit code for a known customer to the outbox, as a private .eml file', async () => {
    const res = await askCode({ subdomain: 'acme', email: 'ada@shop.example' });
    expect(res.statusCode).toBe(200);
    expect(envelope(res).payload).toEqual({ sent: true });
    const [message] = await mailTo(t, 'ada@shop.example');
    expect(message!.file).toMatch(/\.eml$/);
    expect((await stat(message!.file)).mode & 0o777).toBe(0o600);
    expect(codeIn(message!)).toMatch(/^\d{6}$/);
    expect(message!.raw).toMatch(/^Content-Language: en\r?$/m);
    expect(message!.raw).toContain('Org acme');
  });

  it('answers the same for an unknown e-mail, subdomain or organisation, and sends nothing', async () => {
    const before = (await outbox(t)).length;
    for (const body of [
      { subdomain: 'acme', email: 'nobody@shop.example' },
      { subdomain: 'nowhere', email: 'ada@shop.example' },
      // Globex's customer, asked at acme: another organisation's sender is unknown here.
      { subdomain: 'acme', email: 'ada-globex@shop.example' },
    ]) {
      const res = await askCode(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(200);
      expect(envelope(res).payload).toEqual({ sent: true });
    }
    expect(await outbox(t)).toHaveLength(before);
  });

  it("writes in the customer's language, else in the request's", async () => {
    await askCode({ subdomain: 'acme', email: 'aime@shop.example' }, { 'accept-language': 'en' });
    const [french] = await mailTo(t, 'aime@shop.example');
    expect(french!.raw).toMatch(/^Content-Language: fr\r?$/m);
    expect(french!.raw).toContain('Voici votre code');
    await askCode({ subdomain: 'acme', email: 'bea@shop.example' }, { 'accept-language': 'fr-FR,fr;q=0.9' });
    const [bea] = await mailTo(t, 'bea@shop.example');
    expect(bea!.raw).toMatch(/^Content-Language: fr\r?$/m);
  });

  it('takes about as long for an unknown e-mail as for a known one', async () => {
    const time = async (email: string) => {
      const started = performance.now();
      await askCode({ subdomain: 'acme', email });
      return performance.now() - started;
    };
    await time('warm-up@shop.example');
    // Alternated, so that a burst of load elsewhere weighs on both alike.
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 7; i++) {
      known.push(await time('bea@shop.example'));
      unknown.push(await time('nobody-at-all@shop.example'));
    }
    const median = (values: number[]) => values.sort((a, b) => a - b)[3]!;
    const ratio = median(unknown) / median(known);
    // Both hash a code with scrypt (tens of milliseconds); only the known one stores it. The bounds
    // leave room for a busy machine; a refusal without hashing would be several times faster.
    expect(ratio).toBeGreaterThan(1 / 3);
    expect(ratio).toBeLessThan(3);
  });

  it('refuses a sixth code in a row for one e-mail from one address with 429, known or not', async () => {
    for (const email of ['ada@shop.example', 'unknown@shop.example']) {
      const address = freshAddress();
      for (let i = 0; i < 5; i++)
        expect((await askCode({ subdomain: 'acme', email }, {}, address)).statusCode).toBe(200);
      const refused = await askCode({ subdomain: 'acme', email }, {}, address);
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect(envelope(refused).payload.error.code).toBe('exception.code_throttled');
      // Another address is not held back.
      expect((await askCode({ subdomain: 'acme', email })).statusCode).toBe(200);
    }
  });

  it('reports a missing or malformed e-mail as a violation and a wrong shape as a bad request', async () => {
    const missing = await askCode({ subdomain: 'acme' });
    expect(missing.statusCode).toBe(409);
    expect(envelope(missing).payload.violations[0].property_path).toBe('email');
    const malformed = await askCode({ subdomain: 'acme', email: 'not an e-mail' });
    expect(malformed.statusCode).toBe(409);
    expect(envelope(malformed).payload.violations[0].message).toMatch(/not a valid email/);
    expect((await askCode({ subdomain: 'acme', email: 42 })).statusCode).toBe(400);
    expect((await askCode({ subdomain: 'acme', email: 'ada@shop.example', extra: 1 })).statusCode).toBe(400);
  });
});

describe('POST /auth/token with grant_type=email_code', () => {
  it('gives customer tokens that reach the sender routes only, and refresh into customer tokens', async () => {
    const code = await codeFor('ada@shop.example');
    const res = await grant({ subdomain: 'acme', email: 'ADA@shop.example', code });
    expect(res.statusCode, res.body).toBe(200);
    const pair = envelope(res).payload;
    expect(pair).toMatchObject({ token_type: 'Bearer', expires_in: 3600 });
    const templates = await t.app.inject({ url: '/templates', headers: bearer(pair.access_token) });
    expect(
      envelope(templates).payload.entries.map((e: { template_handle: string }) => e.template_handle),
    ).toEqual(['orders']);
    expect((await t.app.inject({ url: '/customers', headers: bearer(pair.access_token) })).statusCode).toBe(
      403,
    );
    const refreshed = await t.app.inject({
      method: 'POST',
      url: '/auth/token',
      payload: { grant_type: 'refresh_token', refresh_token: pair.refresh_token },
    });
    expect(refreshed.statusCode).toBe(200);
    const next = envelope(refreshed).payload.access_token;
    expect((await t.app.inject({ url: '/templates', headers: bearer(next) })).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/customers', headers: bearer(next) })).statusCode).toBe(403);
  });

  it('refuses a wrong code with 401 and a message a person understands', async () => {
    const code = await codeFor('bea@shop.example');
    const wrong = code === '000000' ? '000001' : '000000';
    const res = await grant({ subdomain: 'acme', email: 'bea@shop.example', code: wrong });
    expect(res.statusCode).toBe(401);
    expect(envelope(res).payload.error).toMatchObject({ code: 'exception.bad_code' });
    expect(envelope(res).payload.error.message).toMatch(/Ask for a new code/);
    expect((await grant({ subdomain: 'acme', email: 'bea@shop.example', code })).statusCode).toBe(200);
  });

  it('burns the code after 5 wrong tries: even the right one then fails', async () => {
    const code = await codeFor('bea@shop.example');
    const wrong = code === '999999' ? '999998' : '999999';
    for (let i = 0; i < 5; i++)
      expect((await grant({ subdomain: 'acme', email: 'bea@shop.example', code: wrong })).statusCode).toBe(
        401,
      );
    expect((await grant({ subdomain: 'acme', email: 'bea@shop.example', code })).statusCode).toBe(401);
  });

  it('holds back a sixth wrong code in a row from one address with 429', async () => {
    const address = freshAddress();
    for (let i = 0; i < 5; i++) {
      const res = await grant({ subdomain: 'acme', email: 'nobody@shop.example', code: '123456' }, address);
      expect(res.statusCode).toBe(401);
    }
    const held = await grant({ subdomain: 'acme', email: 'nobody@shop.example', code: '123456' }, address);
    expect(held.statusCode).toBe(429);
    expect(held.headers['retry-after']).toBeDefined();
  });

  it('accepts a code once', async () => {
    const code = await codeFor('ada@shop.example');
    expect((await grant({ subdomain: 'acme', email: 'ada@shop.example', code })).statusCode).toBe(200);
    expect((await grant({ subdomain: 'acme', email: 'ada@shop.example', code })).statusCode).toBe(401);
  });

  it('accepts a code once even when it arrives several times at once', async () => {
    const code = await codeFor('ada@shop.example');
    const answers = await Promise.all(
      [1, 2, 3].map(() => grant({ subdomain: 'acme', email: 'ada@shop.example', code })),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 401, 401]);
  });

  it('spends no more than 5 tries on guesses that arrive at once', async () => {
    const code = await codeFor('bea@shop.example');
    const wrong = code === '111111' ? '222222' : '111111';
    const guesses = await Promise.all(
      Array.from({ length: 8 }, () => grant({ subdomain: 'acme', email: 'bea@shop.example', code: wrong })),
    );
    expect(guesses.every((g) => g.statusCode === 401)).toBe(true);
    expect((await grant({ subdomain: 'acme', email: 'bea@shop.example', code })).statusCode).toBe(401);
  });

  it('replaces the previous code with a new one', async () => {
    const first = await codeFor('ada@shop.example');
    const second = await codeFor('ada@shop.example');
    if (first !== second)
      expect((await grant({ subdomain: 'acme', email: 'ada@shop.example', code: first })).statusCode).toBe(
        401,
      );
    expect((await grant({ subdomain: 'acme', email: 'ada@shop.example', code: second })).statusCode).toBe(
      200,
    );
  });

  it('refuses a code after its 10 minutes', async () => {
    const code = await codeFor('bea@shop.example');
    t.advance(10 * 60 * 1000 + 1000);
    expect((await grant({ subdomain: 'acme', email: 'bea@shop.example', code })).statusCode).toBe(401);
  });

  it('never logs in at another organisation, even for a customer with the same e-mail there', async () => {
    const code = await codeFor('both@shop.example', 'acme');
    const elsewhere = await grant({ subdomain: 'globex', email: 'both@shop.example', code });
    expect(elsewhere.statusCode).toBe(401);
    const here = await grant({ subdomain: 'acme', email: 'both@shop.example', code });
    expect(here.statusCode).toBe(200);
    // The acme token finds nothing of globex's.
    const token = envelope(here).payload.access_token;
    const list = await t.app.inject({ url: '/templates', headers: bearer(token) });
    expect(envelope(list).payload.entries.map((e: { template_handle: string }) => e.template_handle)).toEqual(
      ['orders'],
    );
  });

  it('reports a code that is not six digits as a violation without spending a try', async () => {
    const code = await codeFor('ada@shop.example');
    for (let i = 0; i < 6; i++) {
      const res = await grant({ subdomain: 'acme', email: 'ada@shop.example', code: '12ab' });
      expect(res.statusCode).toBe(409);
      expect(envelope(res).payload.violations[0].property_path).toBe('code');
    }
    const missing = await grant({ subdomain: 'acme', email: 'ada@shop.example' });
    expect(missing.statusCode).toBe(409);
    expect(
      (
        await grant({
          subdomain: 'acme',
          email: 'ada@shop.example',
          code: ` ${code.slice(0, 3)} ${code.slice(3)} `,
        })
      ).statusCode,
    ).toBe(200);
  });
});
