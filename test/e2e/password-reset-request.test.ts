/**
 * `POST /auth/password-reset` (DESIGN §10): the forgotten-password e-mail. The answer is the same
 * for a known and an unknown e-mail; a known one gets a link, in the user's language, that sets a
 * new password once; requests are throttled so nobody floods an inbox.
 */
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, envelope, type TestApp, type TestOrganisation } from '../support/app.ts';
import { mailTo, outbox } from '../support/outbox.ts';

let t: TestApp;
let acme: TestOrganisation;
let globex: TestOrganisation;

beforeAll(async () => {
  t = await createTestApp({ publicUrl: 'https://ferry.example' });
  acme = await t.organisation('acme');
  globex = await t.organisation('globex');
});
afterAll(() => t.close());

let addresses = 0;
const ask = (payload: object, remoteAddress = `10.7.0.${++addresses}`) =>
  t.app.inject({ method: 'POST', url: '/auth/password-reset', payload, remoteAddress });

describe('asking for a password reset link', () => {
  it('answers the same for a known and an unknown e-mail, and mails only the known one', async () => {
    const known = await ask({ email: acme.email });
    const unknown = await ask({ email: 'nobody@nowhere.example' });
    expect([known.statusCode, unknown.statusCode]).toEqual([200, 200]);
    expect(envelope(known).payload).toEqual({ sent: true });
    expect(envelope(unknown).payload).toEqual(envelope(known).payload);
    expect(await mailTo(t, 'nobody@nowhere.example')).toEqual([]);
    const [mail] = await mailTo(t, acme.email);
    const text = (await simpleParser(mail!.raw)).text ?? '';
    expect(text).toContain('valid for 60 minutes');
    const token = /https:\/\/ferry\.example\/app\/password-reset#(fpr_\S+)/.exec(text)?.[1];
    expect(token).toBeDefined();
    const reset = await t.app.inject({
      method: 'POST',
      url: '/auth/password-reset/confirm',
      payload: { token, password: 'a brand new secret' },
    });
    expect(reset.statusCode, reset.body).toBe(200);
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/auth/token',
      payload: { grant_type: 'password', username: acme.email, password: 'a brand new secret' },
    });
    expect(signIn.statusCode).toBe(200);
  });

  it('sends nothing to a user of another organisation than the subdomain named', async () => {
    const before = (await mailTo(t, globex.email)).length;
    expect((await ask({ email: globex.email, subdomain: 'acme' })).statusCode).toBe(200);
    expect(await mailTo(t, globex.email)).toHaveLength(before);
    expect((await ask({ email: globex.email, subdomain: 'globex' })).statusCode).toBe(200);
    expect(await mailTo(t, globex.email)).toHaveLength(before + 1);
  });

  it('writes to a French user in French', async () => {
    await t.services.ctx.db
      .updateTable('users')
      .set({ language: 'fr' })
      .where('email', '=', globex.email)
      .execute();
    await ask({ email: globex.email });
    const mail = await simpleParser((await mailTo(t, globex.email)).at(-1)!.raw);
    expect(mail.subject).toContain('Choisir un nouveau mot de passe');
  });

  it('refuses a missing or malformed e-mail with the property at fault, sending nothing', async () => {
    const before = (await outbox(t)).length;
    for (const payload of [{}, { email: '' }, { email: 'not-an-email' }, { email: 42 }]) {
      const res = await ask(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(409);
      expect(envelope(res).payload.violations[0].property_path).toBe('email');
    }
    expect((await outbox(t)).length).toBe(before);
  });

  it('is throttled per e-mail and address, the same for an unknown e-mail', async () => {
    for (const email of [acme.email, 'ghost@nowhere.example']) {
      const statuses: number[] = [];
      for (let i = 0; i < 7; i++) statuses.push((await ask({ email }, '10.8.0.1')).statusCode);
      expect(statuses.slice(0, 5)).toEqual([200, 200, 200, 200, 200]);
      expect(statuses.at(-1)).toBe(429);
    }
    const res = await ask({ email: acme.email }, '10.8.0.1');
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    const fr = await t.app.inject({
      method: 'POST',
      url: '/auth/password-reset',
      payload: { email: acme.email },
      remoteAddress: '10.8.0.1',
      headers: { 'accept-language': 'fr' },
    });
    expect(envelope(fr).payload.error.message).toContain('Trop de liens de réinitialisation');
  });
});
