/**
 * `GET /usage`: the plan's limits with what is used of each, and the organisation's submissions per
 * UTC day, every day of the period present, figures equal to the submissions made.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, envelope, type TestApp, type TestOrganisation } from '../support/app.ts';
import {
  call,
  createContactsTemplate,
  newCustomer,
  submitAndWait,
  uploadAndTransform,
} from '../support/flow.ts';
import { invitedMember } from '../support/members.ts';

const DAY = 24 * 60 * 60 * 1000;
let t: TestApp;
let acme: TestOrganisation;
let globex: TestOrganisation;

/** Three rows, one of them in error (the e-mail). */
const SOURCE = [
  'E-mail,Name,Price',
  'ada@example.com,Ada,1',
  'not-an-email,Linus,3',
  'grace@example.com,Grace,7',
].join('\n');

const utcDay = (at: Date) => at.toISOString().slice(0, 10);

beforeAll(async () => {
  t = await createTestApp({}, { jobs: true });
  acme = await t.organisation('acme');
  globex = await t.organisation('globex');
  await createContactsTemplate(t, acme.token, 'contacts', { accept_errors: true });
});
afterAll(() => t.close());

describe('GET /usage', () => {
  it('counts rows, submissions and errors per UTC day, and what is used of each limit', async () => {
    const older = await submitAndWait(
      t,
      acme.token,
      await uploadAndTransform(t, acme.token, 'contacts', SOURCE),
    );
    const today = await submitAndWait(
      t,
      acme.token,
      await uploadAndTransform(t, acme.token, 'contacts', SOURCE),
    );
    expect(older).toMatchObject({ rows_in_error: 1 });
    // The first one is moved to two days ago, late in the UTC day.
    const now = t.services.ctx.now();
    const twoDaysAgo = new Date(`${utcDay(new Date(now.getTime() - 2 * DAY))}T23:59:00Z`);
    await sql`UPDATE submissions SET created_at = ${twoDaysAgo} WHERE submission_id = ${older.submission_id}`.execute(
      t.database.db,
    );
    await call(t, acme.token, 'POST', '/api-keys', { name: 'server' });

    const res = await call(t, acme.token, 'GET', '/usage?days=3');
    expect(res.statusCode, res.body).toBe(200);
    const usage = envelope(res).payload;
    expect(usage.plan).toBe('default');
    const rows = older.rows_in_target as number;
    expect(rows).toBeGreaterThan(0);
    expect(usage.daily).toEqual([
      { date: utcDay(twoDaysAgo), rows, submissions: 1, errors: 1 },
      { date: utcDay(new Date(now.getTime() - DAY)), rows: 0, submissions: 0, errors: 0 },
      { date: utcDay(now), rows: today.rows_in_target, submissions: 1, errors: 1 },
    ]);
    const limit = (name: string) => usage.limits.find((l: { name: string }) => l.name === name);
    expect(limit('TEMPLATES')).toEqual({ name: 'TEMPLATES', allowed: 1000, used: 1 });
    expect(limit('COLUMNS_PER_TEMPLATE')).toEqual({ name: 'COLUMNS_PER_TEMPLATE', allowed: 200, used: 3 });
    expect(limit('CUSTOMERS')).toMatchObject({ used: 0 });
    expect(limit('API_KEYS')).toMatchObject({ used: 1 });
    expect(limit('MAX_FILE_SIZE')).toMatchObject({ used: null });
    // Each submission spent its source's three lines.
    expect(limit('LINE_CREDIT')).toEqual({ name: 'LINE_CREDIT', allowed: 1_000_000, used: 6 });

    const month = envelope(await call(t, acme.token, 'GET', '/usage')).payload;
    expect(month.daily).toHaveLength(30);
    expect(month.daily.at(-1).date).toBe(utcDay(now));
    expect(month.daily.reduce((n: number, d: { submissions: number }) => n + d.submissions, 0)).toBe(2);
  });

  it('shows another organisation only its own plan and figures', async () => {
    await t.services.organisations.setPlan('globex', { grant: [], revoke: [], limits: { TEMPLATES: 5 } });
    const usage = envelope(await call(t, globex.token, 'GET', '/usage?days=7')).payload;
    expect(usage.plan).toBe('org:globex');
    expect(usage.limits.find((l: { name: string }) => l.name === 'TEMPLATES')).toEqual({
      name: 'TEMPLATES',
      allowed: 5,
      used: 0,
    });
    expect(usage.daily).toHaveLength(7);
    expect(
      usage.daily.every((d: { rows: number; submissions: number }) => d.rows === 0 && d.submissions === 0),
    ).toBe(true);
  });

  it('is read by members, refused to customers, and says which days are accepted', async () => {
    const member = await invitedMember(t, acme.token, 'mia@acme.example', 'member');
    expect((await call(t, member, 'GET', '/usage')).statusCode).toBe(200);
    const customer = await newCustomer(t, acme.token, {
      external_id: 'c1',
      email: 'c1@example.com',
      template_handles: ['contacts'],
    });
    expect((await call(t, customer.token, 'GET', '/usage')).statusCode).toBe(403);
    for (const days of ['0', '367', '-3', 'many', '2.5']) {
      const res = await t.app.inject({ url: `/usage?days=${days}`, headers: bearer(acme.token) });
      expect(res.statusCode, `${days}: ${res.body}`).toBe(400);
      expect(envelope(res).payload.error.message, days).toMatch(/days/);
    }
    const fr = await t.app.inject({
      url: '/usage?days=400',
      headers: { ...bearer(acme.token), 'accept-language': 'fr' },
    });
    expect(envelope(fr).payload.error.message).toBe(
      'Le paramètre days doit être un nombre entier de jours, de 1 à 366.',
    );
  });
});
