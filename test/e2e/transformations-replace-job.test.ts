/**
 * Find and replace as a job: `Prefer: respond-async` answers 202 at once with the replace's state,
 * followed with `GET …/data/replace/{replace_id}` to the same counts and rows a waited replace
 * gives; while a replace runs, every other change to the data is refused with a readable 409 and
 * nothing is stored; another organisation learns nothing.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, envelope, type TestApp } from '../support/app.ts';
import {
  type Created,
  call,
  createContactsTemplate,
  pathOf,
  submitAndWait,
  uploadAndTransform,
} from '../support/flow.ts';
import { REVIEW_CONTACTS } from '../support/review-contacts.ts';

let t: TestApp;
let acme: string;
let other: string;

const SOURCE = REVIEW_CONTACTS;

beforeAll(async () => {
  // Cells of at most 2,000 characters: a replace of `a` by 1,000 letters is refused at Ada (row 1, 2,001 characters).
  t = await createTestApp({ maxCellLength: 2000 }, { jobs: true });
  acme = (await t.organisation('acme')).token;
  other = (await t.organisation('other')).token;
  await createContactsTemplate(t, acme, 'contacts', { accept_errors: true });
});
afterAll(() => t.close());

const url = (created: Created, rest: string) => `/transformation/${created.transformation_id}${rest}`;
const rowsOf = async (created: Created) =>
  envelope(await call(t, acme, 'GET', url(created, '/data?per_page=100'))).payload.rows;
const EVERY_DOMAIN = { find: 'EXAMPLE.com', replace: 'example.org' };

function replaceAsync(token: string, created: Created, body: object, language = 'en') {
  return t.app.inject({
    method: 'POST',
    url: url(created, '/data/replace'),
    headers: { ...bearer(token), prefer: 'respond-async', 'accept-language': language },
    payload: body,
  });
}

/** Follows a replace until it ends; returns every state seen. */
async function follow(created: Created, replaceId: string) {
  const seen = [];
  for (let i = 0; i < 600; i++) {
    const res = await call(t, acme, 'GET', url(created, `/data/replace/${replaceId}`));
    expect(res.statusCode, res.body).toBe(200);
    const state = envelope(res).payload;
    seen.push(state);
    if (state.state !== 'running') return seen;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('The replace never ended.');
}

async function downloadOf(created: Created) {
  const submission = await submitAndWait(t, acme, created);
  const res = await t.app.inject({
    method: 'GET',
    url: pathOf(submission.download_url),
    headers: bearer(acme),
  });
  expect(res.statusCode).toBe(200);
  return res.body;
}

describe('POST …/data/replace with Prefer: respond-async', () => {
  it('answers 202 with its state, ends with the counts and rows of a waited replace, and is undone as one step', async () => {
    const waited = await uploadAndTransform(t, acme, 'contacts', SOURCE);
    const job = await uploadAndTransform(t, acme, 'contacts', SOURCE);
    const before = await rowsOf(job);
    const plain = await call(t, acme, 'POST', url(waited, '/data/replace'), EVERY_DOMAIN);
    expect(plain.statusCode, plain.body).toBe(200);
    expect(envelope(plain).payload).toEqual({ cells_replaced: 9, rows_changed: 9 });

    const started = await replaceAsync(acme, job, EVERY_DOMAIN);
    expect(started.statusCode, started.body).toBe(202);
    const state = envelope(started).payload;
    expect(state).toMatchObject({ rows_total: 10, error: null });
    expect(['running', 'done']).toContain(state.state);
    const seen = await follow(job, state.replace_id);
    expect(seen.at(-1)).toMatchObject({
      replace_id: state.replace_id,
      state: 'done',
      rows_total: 10,
      rows_read: 10,
      rows_stored: 9,
      cells_replaced: 9,
      rows_changed: 9,
      error: null,
    });
    expect(seen.at(-1).finished_at).not.toBeNull();
    expect(await rowsOf(job)).toEqual(await rowsOf(waited));

    const undone = await call(t, acme, 'POST', url(job, '/data/undo'));
    expect(envelope(undone).payload).toEqual({ cells_restored: 9, rows_changed: 9 });
    expect(await rowsOf(job)).toEqual(before);
    // Replaced again as a job, the submitted target is the waited replace's, byte for byte.
    await follow(job, envelope(await replaceAsync(acme, job, EVERY_DOMAIN)).payload.replace_id);
    expect(await downloadOf(job)).toBe(await downloadOf(waited));
  });

  it('ends refused, with the reason in the caller’s language, and changes nothing', async () => {
    const created = await uploadAndTransform(t, acme, 'contacts', SOURCE);
    const before = await rowsOf(created);
    const huge = { find: 'a', replace: 'x'.repeat(1000), columns: ['name'] };
    const started = await replaceAsync(acme, created, huge, 'fr');
    expect(started.statusCode).toBe(202);
    const id = envelope(started).payload.replace_id;
    const end = (await follow(created, id)).at(-1);
    expect(end).toMatchObject({
      state: 'refused',
      cells_replaced: null,
      error: { code: 'exception.cell_too_long' },
    });
    const french = await t.app.inject({
      method: 'GET',
      url: url(created, `/data/replace/${id}`),
      headers: { ...bearer(acme), 'accept-language': 'fr' },
    });
    expect(envelope(french).payload.error.message).toMatch(
      /^Ligne 1, colonne name : une cellule contient au plus 2000 caractères ; cette modification lui en donnerait 2001/,
    );
    expect(await rowsOf(created)).toEqual(before);
  });
});

describe('while a replace runs', () => {
  it('refuses edits, undo, another replace and submit with 409, storing nothing, until it ends', async () => {
    const created = await uploadAndTransform(t, acme, 'contacts', SOURCE);
    const edit = { rows: [{ row: 3, data: { '#(email)': 'linus@example.com' } }] };
    expect((await call(t, acme, 'PUT', url(created, '/data'), edit)).statusCode).toBe(200);
    const before = await rowsOf(created);
    // A replace as its job records it while it reads the rows (a small file ends too fast to catch it).
    const { db } = t.database;
    const at = t.services.ctx.now();
    await db
      .insertInto('transformation_replaces')
      .values({
        replace_id: randomUUID(),
        transformation_id: created.transformation_id,
        started_by: 'user:someone',
        state: 'running',
        rows_total: 1_000_000,
        rows_read: 250_000,
        started_at: at,
        updated_at: at,
      })
      .execute();
    const refusals = [
      await call(t, acme, 'PUT', url(created, '/data'), { rows: [{ row: 1, data: { '#(name)': 'Eve' } }] }),
      await call(t, acme, 'POST', url(created, '/data/undo')),
      await call(t, acme, 'POST', url(created, '/data/replace'), EVERY_DOMAIN),
      await call(t, acme, 'POST', url(created, '/submit')),
    ];
    for (const res of refusals) {
      expect(res.statusCode, res.body).toBe(409);
      expect(envelope(res).payload.error.message).toContain(
        'A find and replace is running on this data (250,000 of 1,000,000 rows read): wait until it ends, then send the request again.',
      );
    }
    const french = await t.app.inject({
      method: 'PUT',
      url: url(created, '/data'),
      headers: { ...bearer(acme), 'accept-language': 'fr' },
      payload: { rows: [{ row: 1, data: { '#(name)': 'Eve' } }] },
    });
    expect(envelope(french).payload.error.message).toBe(
      'Un rechercher-remplacer est en cours sur ces données (250,000 lignes lues sur 1,000,000) : attendez qu’il se termine, puis envoyez de nouveau la requête.',
    );
    expect(await rowsOf(created)).toEqual(before);
    const submission = await call(t, acme, 'GET', `/transformation/${created.transformation_id}`);
    expect(envelope(submission).payload.step).toBe('transformed');

    // A replace whose server stopped (no heartbeat for a minute) no longer holds the data.
    t.advance(61_000);
    const after = await call(t, acme, 'POST', url(created, '/data/replace'), EVERY_DOMAIN);
    expect(after.statusCode, after.body).toBe(200);
    // Row 3 was edited to linus@example.com: ten e-mails now.
    expect(envelope(after).payload).toEqual({ cells_replaced: 10, rows_changed: 10 });
  });
});

describe('another organisation', () => {
  it('gets 404 on a replace’s state, and a replace of another transformation is not found', async () => {
    const created = await uploadAndTransform(t, acme, 'contacts', SOURCE);
    const second = await uploadAndTransform(t, acme, 'contacts', SOURCE);
    const id = envelope(await replaceAsync(acme, created, EVERY_DOMAIN)).payload.replace_id;
    await follow(created, id);
    const theirs = await call(t, other, 'GET', url(created, `/data/replace/${id}`));
    expect(theirs.statusCode).toBe(404);
    expect(theirs.body).not.toContain(id);
    // Their POST gets the 403 of every route of another organisation's transformation, and starts nothing.
    expect((await replaceAsync(other, created, EVERY_DOMAIN)).statusCode).toBe(403);
    expect((await call(t, acme, 'POST', url(created, '/data/undo'))).statusCode).toBe(200);
    expect((await call(t, acme, 'GET', url(second, `/data/replace/${id}`))).statusCode).toBe(404);
    expect((await call(t, acme, 'GET', url(created, '/data/replace/not-a-uuid'))).statusCode).toBe(404);
  });
});
