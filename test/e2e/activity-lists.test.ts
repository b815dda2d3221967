/**
 * The activity lists (DESIGN §10): `GET /submissions` and `GET /transformations` filtered by
 * template, customer, source, feed, status and dates, searched by `criteria`, newest first and paged
 * by keyset. Rows are written straight into the database with known times, so each filter's answer
 * is known exactly.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, envelope, type TestApp } from '../support/app.ts';
import { call, newCustomer } from '../support/flow.ts';
import { insertTemplate, organisationId } from '../support/receiver-fixtures.ts';

let t: TestApp;
let org: string;
let orgId: string;
let other: string;
let acme: { id: string; token: string };
let globex: { id: string; token: string };
let otherCustomer: { id: string; token: string };
const templates: Record<string, string> = {};
const SOURCE = randomUUID();
const FEED = randomUUID();
const BASE = Date.parse('2026-03-01T00:00:00Z');
const HOUR = 3_600_000;

interface Run {
  template: string;
  customer?: string | null;
  step: string;
  name: string;
  hour: number;
  source?: string;
  feed?: string;
  submission?: 'running' | 'processed' | 'with_errors' | 'failed';
  organisation?: string;
}

/** Each run: its transformation id and, when submitted, its submission id. */
const runs: (Run & { transformationId: string; submissionId: string | null })[] = [];

async function addRun(run: Run) {
  const db = t.database.db;
  const transformationId = randomUUID();
  const at = new Date(BASE + run.hour * HOUR);
  await db
    .insertInto('transformations')
    .values({
      transformation_id: transformationId,
      organisation_id: run.organisation ?? orgId,
      template_id: templates[run.template]!,
      customer_id: run.customer ?? null,
      source_key: `k/${transformationId}`,
      options: '{}',
      original_name: run.name,
      step: run.step,
      source_id: run.source ?? null,
      feed_id: run.feed ?? null,
      created_at: at,
      updated_at: at,
    })
    .execute();
  await db
    .insertInto('automations')
    .values({ transformation_id: transformationId, type: 'upload', step: run.step })
    .execute();
  let submissionId: string | null = null;
  if (run.submission) {
    submissionId = randomUUID();
    const processed = run.submission !== 'running';
    await db
      .insertInto('submissions')
      .values({
        submission_id: submissionId,
        transformation_id: transformationId,
        organisation_id: run.organisation ?? orgId,
        template_id: templates[run.template]!,
        customer_id: run.customer ?? null,
        source_id: run.source ?? null,
        feed_id: run.feed ?? null,
        created_by: 'user:test',
        template_name: run.template === 'orders' ? 'Orders' : 'Contacts',
        target_name: `${run.name}.out.csv`,
        counters: processed
          ? JSON.stringify({ rows_in_target: 5, rows_in_error: run.submission === 'with_errors' ? 2 : 0 })
          : null,
        failed: run.submission === 'failed',
        error_message: run.submission === 'failed' ? 'The push was refused.' : null,
        created_at: at,
        processed_at: processed ? at : null,
      })
      .execute();
  }
  runs.push({ ...run, transformationId, submissionId });
}

async function list(token: string, path: string, query = '', language = 'en') {
  const res = await t.app.inject({
    url: `${path}${query ? `?${query}` : ''}`,
    headers: { authorization: `Bearer ${token}`, 'accept-language': language },
  });
  return res;
}

async function ids(token: string, path: string, query = ''): Promise<string[]> {
  const res = await list(token, path, `per_page=100${query ? `&${query}` : ''}`);
  expect(res.statusCode, res.body).toBe(200);
  const key = path.includes('submission') ? 'submission_id' : 'transformation_id';
  return envelope(res).payload.entries.map((e: Record<string, string>) => e[key]);
}

/** The ids the runs matching `keep` should list, newest first. */
function expected(kind: 'submission' | 'transformation', keep: (run: (typeof runs)[number]) => boolean) {
  return runs
    .filter((r) => (r.organisation ?? orgId) === orgId)
    .filter((r) => (kind === 'submission' ? r.submissionId : true))
    .filter(keep)
    .map((r) => ({ hour: r.hour, id: kind === 'submission' ? r.submissionId! : r.transformationId }))
    .sort((a, b) => b.hour - a.hour || (a.id < b.id ? 1 : -1))
    .map((r) => r.id);
}

beforeAll(async () => {
  t = await createTestApp();
  org = (await t.organisation('activity')).token;
  other = (await t.organisation('elsewhere')).token;
  orgId = await organisationId(t.database.db, 'activity');
  templates.orders = (await insertTemplate(t.database.db, 'activity', 'orders', ['a'])).templateId;
  templates.contacts = (await insertTemplate(t.database.db, 'activity', 'contacts', ['a'])).templateId;
  templates.foreign = (await insertTemplate(t.database.db, 'elsewhere', 'orders', ['a'])).templateId;
  acme = await newCustomer(t, org, {
    external_id: 'acme-1',
    name: 'Acme Corp',
    email: 'ops@acme.example',
    template_handles: ['orders', 'contacts'],
  });
  globex = await newCustomer(t, org, {
    external_id: 'globex-7',
    name: 'Globex',
    email: 'data@globex.example',
    template_handles: ['orders', 'contacts'],
  });
  otherCustomer = await newCustomer(t, other, {
    external_id: 'acme-1',
    name: 'Acme elsewhere',
    email: 'x@y.example',
    template_handles: ['orders'],
  });
  // Hours from 2026-03-01T00:00Z; same-hour runs show the tie broken by id.
  await addRun({
    template: 'orders',
    customer: acme.id,
    step: 'processed',
    name: 'march.csv',
    hour: 1,
    submission: 'processed',
  });
  await addRun({
    template: 'orders',
    customer: acme.id,
    step: 'processed',
    name: 'april.csv',
    hour: 2,
    submission: 'with_errors',
    source: SOURCE,
  });
  await addRun({
    template: 'contacts',
    customer: globex.id,
    step: 'failed',
    name: 'broken.xlsx',
    hour: 3,
    submission: 'failed',
    feed: FEED,
    source: SOURCE,
  });
  await addRun({
    template: 'contacts',
    customer: globex.id,
    step: 'submitting',
    name: 'people.csv',
    hour: 4,
    submission: 'running',
  });
  // A failed automation: failed before it was ever submitted.
  await addRun({
    template: 'orders',
    customer: globex.id,
    step: 'failed',
    name: 'garbled.csv',
    hour: 5,
    feed: FEED,
  });
  await addRun({ template: 'orders', customer: acme.id, step: 'matched', name: 'may.csv', hour: 6 });
  await addRun({ template: 'contacts', customer: null, step: 'transforming', name: 'inhouse.csv', hour: 6 });
  await addRun({ template: 'contacts', customer: null, step: 'transformed', name: 'inhouse-2.csv', hour: 6 });
  await addRun({
    template: 'orders',
    customer: acme.id,
    step: 'processed',
    name: 'june.csv',
    hour: 30,
    submission: 'processed',
  });
  // Another organisation's noise, with the same handle, external id and source.
  await addRun({
    organisation: await organisationId(t.database.db, 'elsewhere'),
    template: 'foreign',
    customer: otherCustomer.id,
    step: 'processed',
    name: 'march.csv',
    hour: 2,
    submission: 'processed',
    source: SOURCE,
  });
});
afterAll(() => t.close());

describe('the activity lists', () => {
  it('filter submissions by template, customer, source, feed, status, dates and criteria, alone and together', async () => {
    const s = (keep: (r: (typeof runs)[number]) => boolean) => expected('submission', keep);
    expect(await ids(org, '/submissions')).toEqual(s(() => true));
    expect((await ids(org, '/submissions')).length).toBe(5);
    expect(await ids(org, '/submissions', 'template_handle=orders')).toEqual(
      s((r) => r.template === 'orders'),
    );
    expect(await ids(org, '/submissions', 'customer_id=acme-1')).toEqual(s((r) => r.customer === acme.id));
    expect(await ids(org, '/submissions', `customer_id=${globex.id}`)).toEqual(
      s((r) => r.customer === globex.id),
    );
    expect(await ids(org, '/submissions', `source_id=${SOURCE}`)).toEqual(s((r) => r.source === SOURCE));
    expect(await ids(org, '/submissions', `feed_id=${FEED}`)).toEqual(s((r) => r.feed === FEED));
    for (const status of ['running', 'processed', 'with_errors', 'failed'] as const) {
      const found = await ids(org, '/submissions', `status=${status}`);
      expect(found, status).toEqual(s((r) => r.submission === status));
      expect(found.length, status).toBeGreaterThan(0);
    }
    // Bounds: from is included, to is not; a date alone is midnight UTC.
    expect(await ids(org, '/submissions', 'from=2026-03-01T02:00:00Z&to=2026-03-01T04:00:00Z')).toEqual(
      s((r) => r.hour >= 2 && r.hour < 4),
    );
    expect(await ids(org, '/submissions', 'from=2026-03-02')).toEqual(s((r) => r.hour >= 24));
    expect(await ids(org, '/submissions', 'from=2026-03-01 03:00%2B0100')).toEqual(s((r) => r.hour >= 2));
    expect(await ids(org, '/submissions', 'to=2026-03-01T02:00')).toEqual(s((r) => r.hour < 2));
    expect(await ids(org, '/submissions', 'to=2026-03-01T03:00:00%2B01:00')).toEqual(s((r) => r.hour < 2));
    // Criteria: the customer's name, e-mail and external id, the template's name, the file names.
    expect(await ids(org, '/submissions', 'criteria=GLOBEX')).toEqual(s((r) => r.customer === globex.id));
    expect(await ids(org, '/submissions', 'criteria=ops%40acme')).toEqual(s((r) => r.customer === acme.id));
    expect(await ids(org, '/submissions', 'criteria=contacts')).toEqual(s((r) => r.template === 'contacts'));
    expect(await ids(org, '/submissions', 'criteria=april')).toEqual(s((r) => r.name === 'april.csv'));
    expect(await ids(org, '/submissions', 'criteria=june.csv.out')).toEqual(s((r) => r.name === 'june.csv'));
    expect(await ids(org, '/submissions', 'criteria=%25')).toEqual([]);
    // Together: AND.
    expect(
      await ids(org, '/submissions', 'template_handle=orders&customer_id=acme-1&status=processed'),
    ).toEqual(s((r) => r.template === 'orders' && r.customer === acme.id && r.submission === 'processed'));
    expect(
      await ids(org, '/submissions', `status=processed&from=2026-03-01T12:00:00Z&customer_id=acme-1`),
    ).toEqual(s((r) => r.name === 'june.csv'));
    expect(await ids(org, '/submissions', `feed_id=${FEED}&status=processed`)).toEqual([]);
  });

  it('filter transformations by status groups and step names; a failed automation is found as failed', async () => {
    const tr = (keep: (r: (typeof runs)[number]) => boolean) => expected('transformation', keep);
    expect(await ids(org, '/transformations')).toEqual(tr(() => true));
    const failed = await ids(org, '/transformations', 'status=failed');
    expect(failed).toEqual(tr((r) => r.step === 'failed'));
    expect(failed).toContain(runs.find((r) => r.name === 'garbled.csv')!.transformationId);
    expect(await ids(org, '/transformations', 'status=waiting_review')).toEqual(
      tr((r) => r.step === 'matched' || r.step === 'transformed'),
    );
    expect(await ids(org, '/transformations', 'status=running')).toEqual(
      tr((r) => r.step === 'submitting' || r.step === 'transforming'),
    );
    expect(await ids(org, '/transformations', 'status=matched')).toEqual(tr((r) => r.step === 'matched'));
    expect(await ids(org, '/transformations', 'template_handle=contacts&status=running')).toEqual(
      tr((r) => r.template === 'contacts' && (r.step === 'submitting' || r.step === 'transforming')),
    );
    expect(await ids(org, '/transformations', 'customer_id=globex-7')).toEqual(
      tr((r) => r.customer === globex.id),
    );
    expect(await ids(org, '/transformations', `feed_id=${FEED}&status=failed`)).toEqual(
      tr((r) => r.feed === FEED && r.step === 'failed'),
    );
    expect(await ids(org, '/transformations', `source_id=${SOURCE}`)).toEqual(tr((r) => r.source === SOURCE));
    expect(await ids(org, '/transformations', 'criteria=inhouse')).toEqual(
      tr((r) => r.name.startsWith('inhouse')),
    );
    expect(await ids(org, '/transformations', 'criteria=Acme')).toEqual(tr((r) => r.customer === acme.id));
    expect(await ids(org, '/transformations', 'from=2026-03-01T06:00:00Z&to=2026-03-01T07:00:00Z')).toEqual(
      tr((r) => r.hour === 6),
    );
    const one = envelope(await list(org, '/transformations', 'status=matched')).payload.entries[0];
    expect(one).toMatchObject({ step: 'matched', original_name: 'may.csv', template_handle: 'orders' });
  });

  it('walks the whole list by cursor with no duplicate and no gap while rows arrive, and page numbers still work', async () => {
    for (const path of ['/submissions', '/transformations']) {
      const before = await ids(org, path);
      const seen: string[] = [];
      let cursor: string | null = null;
      let pages = 0;
      do {
        const res = await list(org, path, `per_page=2${cursor ? `&cursor=${cursor}` : ''}`);
        expect(res.statusCode, res.body).toBe(200);
        const payload = envelope(res).payload;
        expect(payload).toMatchObject({ items_per_page: 2, current_page: pages + 1 });
        const key = path === '/submissions' ? 'submission_id' : 'transformation_id';
        seen.push(...payload.entries.map((e: Record<string, string>) => e[key]));
        cursor = payload.next_cursor;
        if (pages === 0) {
          // Newer rows arrive after the first page: the walk goes on where it was.
          await addRun({
            template: 'orders',
            customer: acme.id,
            step: 'processed',
            name: `late-${path}.csv`,
            hour: 100,
            submission: 'processed',
          });
          await addRun({
            template: 'orders',
            customer: acme.id,
            step: 'processed',
            name: `late2-${path}.csv`,
            hour: 0.5,
            submission: 'processed',
          });
        }
        pages += 1;
      } while (cursor);
      expect(new Set(seen).size).toBe(seen.length);
      const idOf = (run: (typeof runs)[number]) =>
        path === '/submissions' ? run.submissionId! : run.transformationId;
      const [newer, older] = [runs.at(-2)!, runs.at(-1)!].map(idOf);
      // The list as it is now, but the row made meanwhile before the cursor: every row listed at the
      // start once and in order, and the older row made meanwhile in its place.
      const now = await ids(org, path);
      expect(now).toContain(newer);
      expect(seen).toEqual(now.filter((id) => id !== newer));
      expect(seen.filter((id) => id !== older)).toEqual(before);
      // Page numbers as before, with a next_cursor too.
      const second = envelope(await list(org, path, 'page=2&per_page=3')).payload;
      const key = path === '/submissions' ? 'submission_id' : 'transformation_id';
      expect(second.entries.map((e: Record<string, string>) => e[key])).toEqual(now.slice(3, 6));
      expect(second).toMatchObject({ current_page: 2, total_items: now.length });
      const third = envelope(await list(org, path, `per_page=3&cursor=${second.next_cursor}`)).payload;
      expect(third.entries.map((e: Record<string, string>) => e[key])).toEqual(now.slice(6, 9));
      expect(
        third.current_page,
        `${path} ${JSON.stringify({ ...third, entries: third.entries.length })}`,
      ).toBe(3);
      const last = envelope(await list(org, path, `per_page=100`)).payload;
      expect(last.next_cursor).toBeNull();
    }
  });

  it('refuses values it cannot understand with a sentence, in English and French', async () => {
    const transformationsCursor = envelope(await list(org, '/transformations', 'per_page=1')).payload
      .next_cursor;
    const cases: [string, string, RegExp][] = [
      ['/submissions', 'status=done', /status must be one of running, processed, with_errors, failed/],
      [
        '/transformations',
        'status=stuck',
        /status must be one of running, waiting_review, failed, or a step name/,
      ],
      ['/submissions', 'from=yesterday', /from must be an ISO 8601 date/],
      ['/transformations', 'to=2026-13-45', /to must be an ISO 8601 date/],
      ['/submissions', 'from=2026-03-02&to=2026-03-01', /from must be before to/],
      ['/submissions', 'cursor=not-a-cursor', /The cursor is not one this list gave/],
      ['/submissions', `cursor=${transformationsCursor}`, /The cursor is not one this list gave/],
      [
        '/submissions',
        `cursor=${Buffer.from('{"l":"s","at":"x","id":"y"}').toString('base64url')}`,
        /cursor/,
      ],
      ['/transformations', `cursor=${transformationsCursor}&page=2`, /Send either page or cursor/],
      ['/submissions', 'source_id=42', /source_id must be a UUID/],
      ['/transformations', 'feed_id=nope', /feed_id must be a UUID/],
    ];
    for (const [path, query, message] of cases) {
      const res = await list(org, path, query);
      expect(res.statusCode, `${path}?${query}`).toBe(400);
      expect(res.body, `${path}?${query}`).toMatch(message);
    }
    const fr = await list(org, '/submissions', 'cursor=zzz', 'fr');
    expect(fr.statusCode).toBe(400);
    expect(fr.body).toContain('renvoyez next_cursor tel que reçu');
    const frStatus = await list(org, '/transformations', 'status=stuck', 'fr');
    expect(frStatus.body).toContain("ou un nom d'étape");
  });

  it('keeps each organisation and each sender to its own rows, whatever the filters and cursors name', async () => {
    // Another organisation's handle, customer and source: an empty list, as for names that do not exist.
    const foreignCustomer = otherCustomer.id;
    for (const path of ['/submissions', '/transformations']) {
      expect(await ids(org, path, `customer_id=${foreignCustomer}`)).toEqual([]);
      expect(await ids(org, path, 'customer_id=nobody')).toEqual([]);
      expect(await ids(org, path, 'template_handle=nothing')).toEqual([]);
    }
    // The other organisation sees its one run, not ours, with the same handle, external id and source.
    const theirs = await ids(
      other,
      '/submissions',
      `template_handle=orders&customer_id=acme-1&source_id=${SOURCE}`,
    );
    expect(theirs).toHaveLength(1);
    expect(theirs[0]).not.toBe(runs.find((r) => r.name === 'march.csv' && !r.organisation)!.submissionId);
    // Our cursor in their list only positions within their rows.
    const ours = envelope(await list(org, '/submissions', 'per_page=1')).payload.next_cursor;
    const positioned = envelope(await list(other, '/submissions', `cursor=${ours}`)).payload;
    expect(positioned.entries.every((e: { submission_id: string }) => theirs.includes(e.submission_id))).toBe(
      true,
    );
    expect(positioned.total_items).toBe(1);
    // A sender: only its own submissions and transformations, even when it names another customer.
    const own = expected('submission', (r) => r.customer === acme.id);
    expect(await ids(acme.token, '/sender/submissions')).toEqual(own);
    expect(await ids(acme.token, '/sender/submissions', 'status=with_errors')).toEqual(
      expected('submission', (r) => r.customer === acme.id && r.submission === 'with_errors'),
    );
    expect(await ids(acme.token, '/sender/submissions', 'customer_id=globex-7')).toEqual([]);
    expect(await ids(acme.token, '/transformations')).toEqual(
      expected('transformation', (r) => r.customer === acme.id),
    );
    expect(await ids(globex.token, '/transformations', 'status=failed')).toEqual(
      expected('transformation', (r) => r.customer === globex.id && r.step === 'failed'),
    );
    expect(await ids(globex.token, '/transformations', 'customer_id=acme-1')).toEqual([]);
    // The organisation's list stays closed to senders.
    expect((await call(t, acme.token, 'GET', '/submissions')).statusCode).toBe(403);
  });
});
