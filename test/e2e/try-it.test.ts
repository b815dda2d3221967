/**
 * `POST /template/{templateHandle}/try-it`: the receiver as a sender of its own template, through
 * the organisation's trial customer. It is made once, opens every template of the organisation,
 * is not counted in the plan's CUSTOMERS, is never invited, and its submissions say `trial: true`.
 */
import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, envelope, type TestApp, type TestOrganisation } from '../support/app.ts';
import {
  call,
  createContactsTemplate,
  newCustomer,
  submitAndWait,
  uploadAndTransform,
} from '../support/flow.ts';

let t: TestApp;
let acme: TestOrganisation;
let globex: TestOrganisation;

const tryIt = (token: string, handle: string, language = 'en') =>
  t.app.inject({
    method: 'POST',
    url: `/template/${handle}/try-it`,
    headers: { ...bearer(token), 'accept-language': language },
  });

const CSV = 'email,name,price\nada@shop.example,Ada,12.50\nnot-an-email,Bob,3\n';

beforeAll(async () => {
  t = await createTestApp({}, { jobs: true });
  acme = await t.organisation('acme');
  globex = await t.organisation('globex');
  // Private and switched off: no partner may use it yet, which is when a receiver tries it.
  await createContactsTemplate(t, acme.token, 'contacts', {
    access_type: 'private',
    is_enabled: false,
    accept_errors: true,
  });
  await createContactsTemplate(t, acme.token, 'leads', { accept_errors: true });
}, 60_000);
afterAll(() => t.close());

describe('trying a template', () => {
  it('makes one trial customer, whose token reaches only that template, private and switched off', async () => {
    const first = await tryIt(acme.token, 'contacts');
    expect(first.statusCode, first.body).toBe(200);
    const login = envelope(first).payload;
    expect(login).toMatchObject({
      token_type: 'Bearer',
      subdomain: 'acme',
      template_handle: 'contacts',
      customer_name: 'Test (Org acme)',
    });
    expect(login.expires_in).toBeGreaterThan(0);
    const again = envelope(await tryIt(acme.token, 'leads')).payload;
    expect(again.customer_id).toBe(login.customer_id);
    expect(again.access_token).not.toBe(login.access_token);

    const customer = envelope(await call(t, acme.token, 'GET', `/customer/${login.customer_id}`)).payload;
    expect(customer).toMatchObject({
      external_id: 'ferry-try-it',
      name: 'Test (Org acme)',
      email: null,
      trial: true,
    });
    const list = envelope(await call(t, acme.token, 'GET', '/customers')).payload;
    expect(list.total_items).toBe(1);

    const template = await call(t, login.access_token, 'GET', '/template/contacts');
    expect(template.statusCode, template.body).toBe(200);
    expect((await call(t, login.access_token, 'GET', '/template/leads')).statusCode).toBe(404);
    const templates = envelope(await call(t, login.access_token, 'GET', '/templates')).payload;
    expect(templates.entries.map((item: { template_handle: string }) => item.template_handle)).toEqual([
      'contacts',
    ]);
    // A partner's customer token still finds neither the private template nor the way in.
    const partner = await newCustomer(t, acme.token, { template_handles: ['leads'], external_id: 'p-1' });
    expect((await call(t, partner.token, 'GET', '/template/contacts')).statusCode).toBe(404);
    expect((await tryIt(partner.token, 'leads')).statusCode).toBe(403);
  });

  it('marks the submissions of the trial customer as trials, and a partner’s as not', async () => {
    const login = envelope(await tryIt(acme.token, 'contacts')).payload;
    const created = await uploadAndTransform(t, login.access_token, 'contacts', CSV);
    const submission = await submitAndWait(t, login.access_token, created);
    expect(submission).toMatchObject({ trial: true, customer_id: 'ferry-try-it', rows_in_error: 1 });
    const partner = await newCustomer(t, acme.token, { template_handles: ['leads'], external_id: 'p-2' });
    const theirs = await submitAndWait(
      t,
      partner.token,
      await uploadAndTransform(t, partner.token, 'leads', CSV),
    );
    expect(theirs.trial).toBe(false);

    const all = envelope(await call(t, acme.token, 'GET', '/submissions')).payload.entries;
    const trialOf = (id: string) => all.find((s: { submission_id: string }) => s.submission_id === id)?.trial;
    expect(trialOf(submission.submission_id)).toBe(true);
    expect(trialOf(theirs.submission_id)).toBe(false);
    // The mark is the submission's own: it stays once the trial customer is deleted.
    expect((await call(t, acme.token, 'DELETE', `/customer/${login.customer_id}`)).statusCode).toBe(204);
    const kept = envelope(
      await call(t, acme.token, 'GET', `/submission/${submission.submission_id}`),
    ).payload;
    expect(kept.trial).toBe(true);
    // The next try makes it again.
    const next = envelope(await tryIt(acme.token, 'contacts')).payload;
    expect(next.customer_id).not.toBe(login.customer_id);
  }, 60_000);

  it('does not count the trial customer in the plan’s CUSTOMERS', async () => {
    await t.services.organisations.setPlan('globex', { limits: { CUSTOMERS: 1 }, grant: [], revoke: [] });
    await createContactsTemplate(t, globex.token, 'parcels');
    expect((await tryIt(globex.token, 'parcels')).statusCode).toBe(200);
    const partner = await call(t, globex.token, 'POST', '/customer', {
      template_handles: ['parcels'],
      name: 'P',
    });
    expect(partner.statusCode, partner.body).toBe(200);
    const over = await call(t, globex.token, 'POST', '/customer', {
      template_handles: ['parcels'],
      name: 'Q',
    });
    expect(over.statusCode).toBe(402);
    expect(envelope(over).product).toMatchObject({ limitation_type: 'CUSTOMERS' });
    // The limit reached, trying still works: the trial customer exists already or is not counted.
    expect((await tryIt(globex.token, 'parcels')).statusCode).toBe(200);
  }, 60_000);

  it('never invites the trial customer nor lets it have an e-mail', async () => {
    const login = envelope(await tryIt(acme.token, 'leads')).payload;
    const invited = await call(t, acme.token, 'POST', `/customer/${login.customer_id}/invitation`, {
      template_handle: 'leads',
    });
    expect(invited.statusCode, invited.body).toBe(409);
    expect(envelope(invited).payload.violations[0]).toMatchObject({ property_path: 'customer_id' });
    const mailed = await call(t, acme.token, 'PUT', `/customer/${login.customer_id}`, {
      email: 'me@acme.example',
    });
    expect(mailed.statusCode).toBe(409);
    expect(envelope(mailed).payload.violations[0]).toMatchObject({ property_path: 'email' });
    const stored = envelope(await call(t, acme.token, 'GET', `/customer/${login.customer_id}`)).payload;
    expect(stored.email).toBeNull();
  });

  it('answers another organisation’s or an unknown handle with 404, and learns nothing', async () => {
    const theirs = await tryIt(globex.token, 'contacts');
    expect(theirs.statusCode).toBe(404);
    expect(envelope(theirs).payload.error.message).toMatch(/contacts/);
    const unknown = await tryIt(acme.token, 'nothing-here', 'fr');
    expect(unknown.statusCode).toBe(404);
    // Globex's trial customer is its own: acme's is not listed there, nor the other way round.
    const globexCustomers = envelope(await call(t, globex.token, 'GET', '/customers')).payload.entries;
    expect(globexCustomers.filter((c: { trial: boolean }) => c.trial)).toHaveLength(1);
  });

  it('gives the trial customer no external ID when a partner already holds ferry-try-it', async () => {
    const initech = await t.organisation('initech');
    await createContactsTemplate(t, initech.token, 'rows');
    await newCustomer(t, initech.token, { template_handles: ['rows'], external_id: 'ferry-try-it' });
    const login = envelope(await tryIt(initech.token, 'rows')).payload;
    const customer = envelope(await call(t, initech.token, 'GET', `/customer/${login.customer_id}`)).payload;
    expect(customer).toMatchObject({ external_id: null, trial: true });
  });

  it('refuses an embedded login signed for the trial customer’s external ID, in English and French', async () => {
    envelope(await tryIt(acme.token, 'leads'));
    const rotated = await call(t, acme.token, 'POST', '/organisation/embed-secret');
    const secret = envelope(rotated).payload.embed_secret as string;
    for (const [language, text] of [
      ['en', /trial customer/],
      ['fr', /client d'essai/],
    ] as const) {
      const login = {
        subdomain: 'acme',
        external_id: 'ferry-try-it',
        timestamp: String(Math.floor(Date.now() / 1000)),
        nonce: `try-it-${language}`,
      };
      const lines = [login.subdomain, login.external_id, login.timestamp, '', login.nonce];
      const signature = createHmac('sha256', secret).update(lines.join('\n')).digest('hex');
      const res = await t.app.inject({
        method: 'POST',
        url: '/auth/embed',
        headers: { 'accept-language': language },
        payload: { ...login, signature },
      });
      expect(res.statusCode, res.body).toBe(401);
      expect(envelope(res).payload.error).toMatchObject({ code: 'exception.embed_trial' });
      expect(envelope(res).payload.error.message).toMatch(text);
    }
  });
});
