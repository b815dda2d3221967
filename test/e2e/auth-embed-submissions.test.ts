/**
 * A login signed for one template does not reach the submissions its customer made to other
 * templates: not by id, not in its list, not by download URL, not by file.
 */
import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, envelope, type TestApp } from '../support/app.ts';
import { call, createContactsTemplate, pathOf, submitAndWait, uploadAndTransform } from '../support/flow.ts';

let t: TestApp;
let bound: string;
let unbound: string;
let own: { submission_id: string; download_url: string };
let other: { submission_id: string; download_url: string };

async function embedLogin(secret: string, templateHandle?: string): Promise<string> {
  const login = {
    subdomain: 'acme',
    external_id: 'sender',
    timestamp: Math.floor(t.services.ctx.now().getTime() / 1000),
    ...(templateHandle ? { template_handle: templateHandle } : {}),
  };
  const text = [login.subdomain, login.external_id, login.timestamp, templateHandle ?? ''].join('\n');
  const signature = createHmac('sha256', secret).update(text).digest('hex');
  const res = await t.app.inject({ method: 'POST', url: '/auth/embed', payload: { ...login, signature } });
  expect(res.statusCode, res.body).toBe(200);
  return envelope(res).payload.access_token;
}

const CSV = 'E-mail,Name,Price\nada@example.com,Ada,12.50\n';

beforeAll(async () => {
  t = await createTestApp({}, { jobs: true });
  const acme = (await t.organisation('acme')).token;
  await createContactsTemplate(t, acme, 'contacts');
  await createContactsTemplate(t, acme, 'leads');
  const secret = envelope(await call(t, acme, 'POST', '/organisation/embed-secret')).payload.embed_secret;
  unbound = await embedLogin(secret);
  bound = await embedLogin(secret, 'contacts');
  own = await submitAndWait(t, bound, await uploadAndTransform(t, bound, 'contacts', CSV));
  other = await submitAndWait(t, unbound, await uploadAndTransform(t, unbound, 'leads', CSV));
}, 180_000);
afterAll(() => t.close());

describe("a login bound to one template, among its customer's submissions", () => {
  it('reads those of its template only', async () => {
    expect((await call(t, bound, 'GET', `/submission/${own.submission_id}`)).statusCode).toBe(200);
    const refused = await call(t, bound, 'GET', `/submission/${other.submission_id}`);
    expect(refused.statusCode).toBe(403);
    expect(refused.body).not.toContain('leads');
    expect((await call(t, bound, 'GET', pathOf(other.download_url))).statusCode).toBe(403);
    expect((await call(t, unbound, 'GET', `/submission/${other.submission_id}`)).statusCode).toBe(200);
  });

  it('lists those of its template only', async () => {
    const ids = async (token: string) =>
      envelope(await call(t, token, 'GET', '/sender/submissions')).payload.entries.map(
        (s: { submission_id: string }) => s.submission_id,
      );
    expect(await ids(bound)).toEqual([own.submission_id]);
    expect((await ids(unbound)).sort()).toEqual([own.submission_id, other.submission_id].sort());
  });

  it('finds no other by its download URL', async () => {
    const find = (token: string, url: string) =>
      t.app.inject({
        url: `/sender/submission?download_url=${encodeURIComponent(url)}`,
        headers: bearer(token),
      });
    expect((await find(bound, own.download_url)).statusCode).toBe(200);
    expect((await find(bound, other.download_url)).statusCode).toBe(404);
  });
});
