/**
 * The audit log (DESIGN §10): every configuration write and sign-in leaves one entry, written in
 * the change's own transaction, with its actor, address and the resource before and after with
 * secrets masked; owners and admins read it newest first, filtered and paged by cursor.
 */

import { sql } from 'kysely';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, envelope, type TestApp, type TestOrganisation } from '../support/app.ts';
import { mailTo } from '../support/outbox.ts';
import { BLOCKS, sourceBody } from './sources-fixtures.ts';

let t: TestApp;
let acme: TestOrganisation;
let globex: TestOrganisation;
/** An access token of Mia, a member of acme. */
let mia: string;
let leoId: string;

function send(token: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) {
  return t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
}

async function ok(token: string, method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) {
  const res = await send(token, method, url, payload);
  expect(res.statusCode, `${method} ${url}: ${res.body}`).toBeLessThan(300);
  return res.statusCode === 204 ? null : envelope(res).payload;
}

interface Entry {
  event_id: string;
  at: string;
  actor: { type: string; id: string | null; label: string | null };
  ip: string | null;
  action: string;
  resource_type: string;
  resource_id: string | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

async function audit(
  query: string,
  token = acme.token,
): Promise<{ entries: Entry[]; next_cursor: string | null }> {
  const res = await send(token, 'GET', `/audit-log?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return envelope(res).payload;
}

/** The one entry of `action` on the resource. */
async function entryOf(resourceType: string, resourceId: string, action: string): Promise<Entry> {
  const { entries } = await audit(
    `resource_type=${resourceType}&resource_id=${encodeURIComponent(resourceId)}&action=${action}`,
  );
  expect(entries, `${action} ${resourceType} ${resourceId}`).toHaveLength(1);
  return entries[0]!;
}

async function join(email: string, role: string): Promise<{ token: string; userId: string }> {
  await ok(acme.token, 'POST', '/members/invitations', { email, role });
  const text = (await simpleParser((await mailTo(t, email))[0]!.raw)).text ?? '';
  const token = /#(fmi_\S+)/.exec(text)![1];
  const res = await t.app.inject({
    method: 'POST',
    url: '/auth/invitation',
    payload: { token, password: 'correct horse' },
  });
  const access = envelope(res).payload.access_token;
  const me = envelope(await send(access, 'GET', '/members/me')).payload;
  return { token: access, userId: me.user_id };
}

beforeAll(async () => {
  t = await createTestApp({ publicUrl: 'https://ferry.example' });
  acme = await t.organisation('acme');
  globex = await t.organisation('globex');
  mia = (await join('mia@acme.example', 'member')).token;
  leoId = (await join('leo@acme.example', 'member')).userId;
});
afterAll(() => t.close());

/** Secrets handed out or sent during the walk; none may reach the audit table. */
const secrets: string[] = [BLOCKS.ftp.password, 'url-token-1', 'cookie-secret-1', 'correct horse'];

describe('the audit log', () => {
  it('has an entry for each write route, with its actor, address and the resource before and after', async () => {
    const owner = envelope(await send(acme.token, 'GET', '/members/me')).payload;
    const template = await ok(acme.token, 'POST', '/template', { template_handle: 'orders', name: 'Orders' });
    const templateEntry = await entryOf('template', (await templateId('orders'))!, 'create');
    expect(templateEntry.actor).toEqual({ type: 'user', id: owner.user_id, label: acme.email });
    expect(templateEntry.ip).toBe('127.0.0.1');
    expect(templateEntry.after).toMatchObject({ template_handle: template.template_handle, name: 'Orders' });
    expect(templateEntry.before).toBeNull();

    const column = await ok(acme.token, 'POST', '/template/orders/column', {
      technical_name: 'code',
      pretty_name: 'Code',
      type: { type: 'TEXT' },
    });
    const customer = await ok(acme.token, 'POST', '/customer', {
      external_id: 'C-1',
      template_handles: ['orders'],
    });
    const constraint = await ok(acme.token, 'POST', '/constraint', {
      column_id: column.column_id,
      function: 'begin_by',
      arguments: [{ name: 'prefix', value: 'FR' }],
    });
    const ftp = await ok(acme.token, 'POST', '/sender/source', sourceBody('ftp'));
    const url = await ok(acme.token, 'POST', '/sender/source', sourceBody('url'));
    const feed = await ok(acme.token, 'POST', '/feeds', {
      name: 'Orders',
      source_id: url.source_id,
      template_handle: 'orders',
    });
    const webhook = await ok(acme.token, 'POST', '/webhooks', {
      url: 'https://hooks.example.com/acme',
      events: ['AUTOMATION_FAILED'],
    });
    const key = await ok(acme.token, 'POST', '/api-keys', { name: 'ERP' });
    secrets.push(webhook.secret, key.secret, acme.token, acme.refresh, acme.password);

    // [method, url, body, resource_type, resource_id, action]: the walk, in an order that works.
    const walk: [string, string, object | undefined, string, string, string][] = [
      ['PUT', '/template/orders', { name: 'Orders 2' }, 'template', await templateId('orders'), 'update'],
      [
        'PUT',
        `/template/orders/column/${column.column_id}`,
        { pretty_name: 'Product code' },
        'column',
        column.column_id,
        'update',
      ],
      [
        'PUT',
        `/constraint/${constraint.constraint_id}`,
        { label: 'French' },
        'constraint',
        constraint.constraint_id,
        'update',
      ],
      [
        'PUT',
        `/customer/${customer.customer_id}`,
        { name: 'Partner' },
        'customer',
        customer.customer_id,
        'update',
      ],
      [
        'PUT',
        `/sender/source/${ftp.source_id}`,
        { ftp: { ...BLOCKS.ftp, password: 'ftp-secret-2', port: 2222 } },
        'source',
        ftp.source_id,
        'update',
      ],
      ['PUT', `/feed/${feed.feed_id}`, { name: 'Nightly orders' }, 'feed', feed.feed_id, 'update'],
      ['PUT', `/webhooks/${webhook.webhook_id}`, { enabled: false }, 'webhook', webhook.webhook_id, 'update'],
      ['PUT', '/organisation', { name: 'Acme Inc.' }, 'organisation', await organisationId('acme'), 'update'],
      [
        'POST',
        '/organisation/embed-secret',
        undefined,
        'organisation',
        await organisationId('acme'),
        'rotate',
      ],
      ['PUT', `/members/${leoId}`, { role: 'admin' }, 'member', leoId, 'update'],
      ['DELETE', `/members/${leoId}`, undefined, 'member', leoId, 'delete'],
      ['DELETE', `/feed/${feed.feed_id}`, undefined, 'feed', feed.feed_id, 'delete'],
      ['DELETE', `/sender/source/${ftp.source_id}`, undefined, 'source', ftp.source_id, 'delete'],
      ['DELETE', `/webhooks/${webhook.webhook_id}`, undefined, 'webhook', webhook.webhook_id, 'delete'],
      [
        'DELETE',
        `/constraint/${constraint.constraint_id}`,
        undefined,
        'constraint',
        constraint.constraint_id,
        'delete',
      ],
      ['DELETE', `/customer/${customer.customer_id}`, undefined, 'customer', customer.customer_id, 'delete'],
      ['DELETE', `/api-keys/${key.api_key_id}`, undefined, 'api_key', key.api_key_id, 'delete'],
    ];
    secrets.push('ftp-secret-2');
    for (const [method, path, body, type, id, action] of walk) {
      const answer = await ok(acme.token, method as 'PUT', path, body);
      if (path === '/organisation/embed-secret') secrets.push(answer.embed_secret);
      const entry = await entryOf(type, id, action);
      expect(entry.actor.id, path).toBe(owner.user_id);
      if (action === 'update') expect(entry.before, path).not.toEqual(entry.after);
      if (action === 'delete') expect([entry.before === null, entry.after], path).toEqual([false, null]);
    }
    // The creations made before the walk, each found by its id.
    for (const [type, id] of [
      ['column', column.column_id],
      ['customer', customer.customer_id],
      ['constraint', constraint.constraint_id],
      ['source', ftp.source_id],
      ['feed', feed.feed_id],
      ['webhook', webhook.webhook_id],
      ['api_key', key.api_key_id],
    ])
      expect((await entryOf(type!, id!, 'create')).before).toBeNull();
    await ok(acme.token, 'DELETE', `/template/orders/column/${column.column_id}`);
    await entryOf('column', column.column_id, 'delete');
    await ok(acme.token, 'DELETE', '/template/orders');
    await entryOf('template', templateEntry.resource_id!, 'delete');
    // The invitations of beforeAll, and the members they made, each by its newcomer.
    const invited = (await audit('resource_type=member_invitation')).entries;
    expect(invited.map((e) => e.after?.email).sort()).toEqual(['leo@acme.example', 'mia@acme.example']);
    const joined = await entryOf('member', leoId, 'create');
    expect(joined.actor).toMatchObject({ type: 'user', id: leoId, label: 'leo@acme.example' });
  });

  it('keeps a column change with what it was before and what it became', async () => {
    await ok(acme.token, 'POST', '/template', { template_handle: 'stock', name: 'Stock' });
    const column = await ok(acme.token, 'POST', '/template/stock/column', {
      technical_name: 'sku',
      pretty_name: 'SKU',
      type: { type: 'TEXT' },
    });
    await ok(acme.token, 'PUT', `/template/stock/column/${column.column_id}`, { pretty_name: 'Article' });
    const entry = await entryOf('column', column.column_id, 'update');
    expect(entry.before).toMatchObject({
      column_id: column.column_id,
      pretty_name: 'SKU',
      technical_name: 'sku',
    });
    expect(entry.after).toMatchObject({
      column_id: column.column_id,
      pretty_name: 'Article',
      technical_name: 'sku',
    });
    // Both sides are the API's shape: the same fields, so only the changed ones differ.
    expect(Object.keys(entry.before!).sort()).toEqual(Object.keys(entry.after!).sort());
    const changed = Object.keys(entry.after!).filter(
      (key) => JSON.stringify(entry.before![key]) !== JSON.stringify(entry.after![key]),
    );
    expect(changed.filter((key) => key !== 'updated_at')).toEqual(['pretty_name']);
  });

  it('records sign-ins and failed ones of members; an unknown e-mail belongs to no organisation', async () => {
    const before = await countAll();
    const token = (body: object) => t.app.inject({ method: 'POST', url: '/auth/token', payload: body });
    expect(
      (await token({ grant_type: 'password', username: 'nobody@x.example', password: 'whatever1' }))
        .statusCode,
    ).toBe(401);
    expect(await countAll()).toBe(before);
    expect(
      (await token({ grant_type: 'password', username: acme.email, password: 'wrong password' })).statusCode,
    ).toBe(401);
    expect(
      (await token({ grant_type: 'password', username: acme.email, password: acme.password })).statusCode,
    ).toBe(200);
    const { entries } = await audit('resource_type=member&per_page=2');
    expect(entries.map((e) => [e.action, e.actor.label, e.ip])).toEqual([
      ['sign_in', acme.email, '127.0.0.1'],
      ['sign_in_failed', acme.email, '127.0.0.1'],
    ]);
    secrets.push('wrong password');
  });

  it('leaves no entry for a change that rolls back, and the change is not made either', async () => {
    await ok(acme.token, 'POST', '/template', { template_handle: 'fail', name: 'Fail' });
    const column = await ok(acme.token, 'POST', '/template/fail/column', {
      technical_name: 'x',
      pretty_name: 'Before',
      type: { type: 'TEXT' },
    });
    // Refuses at commit, once the entry is written: only one transaction for both undoes both.
    await sql`
      CREATE FUNCTION refuse_boom() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF NEW.after->>'pretty_name' = 'BOOM' THEN RAISE EXCEPTION 'refused'; END IF;
        RETURN NULL;
      END $$;
      CREATE CONSTRAINT TRIGGER refuse_boom AFTER INSERT ON audit_log
        DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION refuse_boom();
    `.execute(t.database.db);
    try {
      const res = await send(acme.token, 'PUT', `/template/fail/column/${column.column_id}`, {
        pretty_name: 'BOOM',
      });
      expect(res.statusCode).toBe(500);
    } finally {
      await sql`DROP TRIGGER refuse_boom ON audit_log; DROP FUNCTION refuse_boom();`.execute(t.database.db);
    }
    const read = envelope(await send(acme.token, 'GET', `/template/fail/column/${column.column_id}`)).payload;
    expect(read.pretty_name).toBe('Before');
    expect((await audit(`resource_id=${column.column_id}&action=update`)).entries).toEqual([]);
    const boom = await sql<{
      n: number;
    }>`SELECT count(*)::int AS n FROM audit_log WHERE after::text LIKE '%BOOM%'`.execute(t.database.db);
    expect(boom.rows[0]!.n).toBe(0);
  });

  it('masks every secret: none of those sent or handed out is anywhere in the table', async () => {
    const rows = await sql<{ text: string }>`SELECT to_jsonb(a)::text AS text FROM audit_log a`.execute(
      t.database.db,
    );
    const all = rows.rows.map((r) => r.text).join('\n');
    expect(all).toContain('********');
    for (const secret of secrets)
      expect(all.includes(secret), `the secret ${secret.slice(0, 6)}…`).toBe(false);
    const ftp = (await audit('resource_type=source&action=create')).entries.find((e) => e.after?.ftp);
    expect(ftp?.after?.ftp).toMatchObject({ password: '********', username: 'ferry' });
  });

  it('pages newest first by cursor and filters by actor, action, type and time', async () => {
    const key = await ok(acme.token, 'POST', '/api-keys', { name: 'Importer' });
    const names: string[] = [];
    for (let i = 1; i <= 5; i += 1) {
      t.advance(1000);
      await ok(key.secret, 'POST', '/customer', { external_id: `P-${i}`, template_handles: ['stock'] });
      names.push(`P-${i}`);
    }
    const seen: string[] = [];
    let cursor: string | null = '';
    let pages = 0;
    while (cursor !== null) {
      const page = await audit(`actor=${key.api_key_id}&per_page=2${cursor ? `&cursor=${cursor}` : ''}`);
      expect(page.entries.length).toBeLessThanOrEqual(2);
      for (const e of page.entries) {
        expect(e.actor).toEqual({ type: 'api_key', id: key.api_key_id, label: 'Importer' });
        seen.push(String(e.after?.external_id));
      }
      cursor = page.next_cursor;
      pages += 1;
    }
    expect(pages).toBe(3);
    expect(seen).toEqual([...names].reverse());
    const all = (await audit('action=create&resource_type=customer&per_page=100')).entries;
    const times = all.map((e) => e.at);
    expect(times).toEqual([...times].sort().reverse());
    const third = all.find((e) => e.after?.external_id === 'P-3')!;
    const fourth = all.find((e) => e.after?.external_id === 'P-4')!;
    const window = await audit(`from=${third.at}&to=${fourth.at}&actor=${key.api_key_id}`);
    expect(window.entries.map((e) => e.after?.external_id)).toEqual(['P-3']);
    expect((await audit('action=rotate')).entries.map((e) => e.resource_type)).toEqual(['organisation']);
    // The organisation's creation on the command line is the system's.
    const system = (await audit('actor=system')).entries;
    expect(system.map((e) => [e.action, e.resource_type, e.actor.type, e.ip])).toEqual([
      ['create', 'organisation', 'system', null],
    ]);
  });

  it('shows another organisation nothing, refuses members and refuses bad filters with a sentence', async () => {
    const acmeIds = new Set((await audit('per_page=100')).entries.map((e) => e.resource_id));
    const theirs = (await audit('per_page=100', globex.token)).entries;
    expect(theirs.length).toBeGreaterThan(0);
    for (const e of theirs) expect(acmeIds.has(e.resource_id)).toBe(false);
    const acmeOrg = await organisationId('acme');
    expect((await audit(`resource_id=${acmeOrg}`, globex.token)).entries).toEqual([]);

    const member = await send(mia, 'GET', '/audit-log');
    expect(member.statusCode).toBe(403);
    expect(envelope(member).payload.error.message).toMatch(/owners and admins/i);

    for (const [query, field] of [
      ['action=explode', 'action'],
      ['resource_type=planet', 'resource_type'],
      ['from=yesterday', 'from'],
      ['to=2026-13-45', 'to'],
      ['actor=bob', 'actor'],
      ['cursor=not-a-cursor', 'cursor'],
      ['from=2026-02-01&to=2026-01-01', 'from'],
    ]) {
      const res = await send(acme.token, 'GET', `/audit-log?${query}`);
      expect(res.statusCode, query).toBe(400);
      const message = envelope(res).payload.error.message as string;
      expect(message, query).toContain(`\`${field}\``);
      expect(message, query).toMatch(/\.$/);
    }
    // per_page out of range is a violation, as on every list (DESIGN §3).
    expect((await send(acme.token, 'GET', '/audit-log?per_page=101')).statusCode).toBe(409);
    const french = await t.app.inject({
      url: '/audit-log?action=explode',
      headers: { ...bearer(acme.token), 'accept-language': 'fr' },
    });
    expect(envelope(french).payload.error.message).toContain("journal d'audit");
  });
});

async function templateId(handle: string): Promise<string> {
  const row = await t.database.db
    .selectFrom('templates')
    .select('template_id')
    .where('handle', '=', handle)
    .where('organisation_id', '=', await organisationId('acme'))
    .executeTakeFirstOrThrow();
  return row.template_id;
}

async function organisationId(subdomain: string): Promise<string> {
  const row = await t.database.db
    .selectFrom('organisations')
    .select('organisation_id')
    .where('subdomain', '=', subdomain)
    .executeTakeFirstOrThrow();
  return row.organisation_id;
}

async function countAll(): Promise<number> {
  const rows = await sql<{ n: number }>`SELECT count(*)::int AS n FROM audit_log`.execute(t.database.db);
  return rows.rows[0]!.n;
}
