/**
 * What the `member` role may do (DESIGN §10, docs/roles.md), route by route from the OpenAPI
 * document: every read, and the writes of a sender's work and of running feeds; any other write
 * answers 403 saying who may do it. A new route is closed to members until it says otherwise.
 */
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, envelope, type TestApp, type TestOrganisation } from '../support/app.ts';
import { mailTo } from '../support/outbox.ts';

/** The writes open to members: `METHOD path` as the OpenAPI document names them. */
const MEMBER_WRITES = new Set([
  'POST /transformation',
  'POST /transformation/preview',
  'PUT /transformation/{transformationId}/mapping',
  'PUT /transformation/{transformationId}/data',
  'POST /transformation/{transformationId}/data/replace',
  'POST /transformation/{transformationId}/data/undo',
  'DELETE /transformation/{transformationId}',
  'POST /transformation/{transformationId}/submit',
  'POST /submission/{submissionId}/replay',
  'POST /feed/{feedId}/run',
  'POST /template/{templateHandle}/format/test',
  'POST /template/{templateHandle}/try-it',
  'POST /template/{templateHandle}/conditions/check',
  'POST /en/hello/file-upload',
]);

let t: TestApp;
let acme: TestOrganisation;
let member: string;

beforeAll(async () => {
  t = await createTestApp({ publicUrl: 'https://ferry.example' });
  acme = await t.organisation('acme');
  const invited = await t.app.inject({
    method: 'POST',
    url: '/members/invitations',
    headers: bearer(acme.token),
    payload: { email: 'mia@acme.example', role: 'member' },
  });
  expect(invited.statusCode, invited.body).toBe(200);
  const text = (await simpleParser((await mailTo(t, 'mia@acme.example'))[0]!.raw)).text ?? '';
  const token = /#(fmi_\S+)/.exec(text)![1];
  const accepted = await t.app.inject({
    method: 'POST',
    url: '/auth/invitation',
    payload: { token, password: 'correct horse' },
  });
  member = envelope(accepted).payload.access_token;
});
afterAll(() => t.close());

interface Operation {
  method: string;
  path: string;
  public: boolean;
}

async function writeOperations(): Promise<Operation[]> {
  const doc = JSON.parse((await t.app.inject({ url: '/openapi.json' })).body);
  const out: Operation[] = [];
  for (const [path, item] of Object.entries<Record<string, { security?: unknown[] }>>(doc.paths)) {
    for (const [method, operation] of Object.entries(item)) {
      if (!['post', 'put', 'delete', 'patch'].includes(method)) continue;
      const isPublic = Array.isArray(operation.security) && operation.security.length === 0;
      out.push({ method: method.toUpperCase(), path, public: isPublic || path.startsWith('/auth/') });
    }
  }
  return out;
}

const filled = (path: string) => path.replace(/\{[^}]+\}/g, '00000000-0000-4000-8000-000000000000');

describe('a member', () => {
  it('reads the organisation', async () => {
    for (const url of [
      '/templates',
      '/customers',
      '/members',
      '/organisation',
      '/feeds',
      '/webhooks',
      '/deliveries',
      '/submissions',
      '/transformations',
      '/usage',
      '/alerts',
    ]) {
      const res = await t.app.inject({ url, headers: bearer(member) });
      expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
    }
  });

  it('is refused every configuration write, route by route, and reaches the sender’s work and feed runs', async () => {
    const operations = (await writeOperations()).filter((op) => !op.public);
    expect(operations.length).toBeGreaterThan(30);
    const named = new Set(operations.map((op) => `${op.method} ${op.path}`));
    expect([...MEMBER_WRITES].filter((name) => !named.has(name))).toEqual([]);
    const wrong: string[] = [];
    for (const op of operations) {
      const res = await t.app.inject({
        method: op.method as 'POST',
        url: filled(op.path),
        headers: { ...bearer(member), 'content-type': 'application/json' },
        payload: '{}',
      });
      const refusedAsMember = res.statusCode === 403 && res.body.includes('exception.member_read_only');
      if (refusedAsMember === MEMBER_WRITES.has(`${op.method} ${op.path}`)) {
        wrong.push(`${op.method} ${op.path} → ${res.statusCode} ${res.body.slice(0, 120)}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('does not read the audit log, which owners and admins read', async () => {
    const refused = await t.app.inject({ url: '/audit-log', headers: bearer(member) });
    expect(refused.statusCode).toBe(403);
    expect(envelope(refused).payload.error.code).toBe('exception.audit_forbidden');
    const owner = await t.app.inject({ url: '/audit-log', headers: bearer(acme.token) });
    expect(owner.statusCode).toBe(200);
  });

  it('is told in French who may change the configuration', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/template',
      headers: { ...bearer(member), 'accept-language': 'fr' },
      payload: { name: 'Nope' },
    });
    expect(res.statusCode).toBe(403);
    expect(envelope(res).payload.error.message).toContain('administrateur ou un propriétaire');
    const list = await t.app.inject({ url: '/templates', headers: bearer(acme.token) });
    expect(envelope(list).payload.entries).toEqual([]);
  });
});
