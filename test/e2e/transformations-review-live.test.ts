/**
 * Reviewing a file while its transform stage still runs: the data pages and the error counts read
 * the rows the engine has marked so far, with counts that grow until the step is `transformed`;
 * edits wait for the end with a readable refusal; another organisation learns nothing. The store
 * read here is one a real engine run had half written: copied from the middle of the run, the
 * transformation set at `transforming` with the copy as its stage's folder, as the stage leaves it.
 */
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReadyMark } from '../../src/engine/index.ts';
import { createTestApp, envelope, type TestApp } from '../support/app.ts';
import { type Created, call, confirmMapping, createContactsTemplate, untilStep } from '../support/flow.ts';
import {
  backToMatched,
  copyStore,
  transformingHalfWay,
  transformingIn,
} from '../support/half-written-store.ts';

const ROWS = 30_000;

/** Every 41st e-mail is not one, every 67th name is missing. */
function contacts(count: number): string {
  const lines = ['E-mail,Name,Price'];
  for (let i = 1; i <= count; i++) {
    const email = i % 41 === 0 ? `not-an-email-${i}` : `person${i}@example.com`;
    const name = i % 67 === 0 ? '' : `Person ${i}`;
    lines.push(`${email},${name},${(i % 500) + 0.5}`);
  }
  return `${lines.join('\n')}\n`;
}

let t: TestApp;
let dataDir: string;
let acme: string;
let other: string;
let created: Created;
/** The mark of the store copied from the middle of the run. */
let mark: ReadyMark;
let liveDir: string;

const dataUrl = (query = '') => `/transformation/${created.transformation_id}/data${query}`;
const get = async (token: string, url: string) => {
  const res = await call(t, token, 'GET', url);
  expect(res.statusCode, res.body).toBe(200);
  return envelope(res).payload;
};

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'ferry-live-review-'));
  t = await createTestApp({ dataDir }, { jobs: true });
  acme = (await t.organisation('acme')).token;
  other = (await t.organisation('other')).token;
  await createContactsTemplate(t, acme, 'contacts', { accept_errors: true });
  ({
    created,
    dir: liveDir,
    mark,
  } = await transformingHalfWay(t, dataDir, acme, 'contacts', contacts(ROWS), ROWS));
});
afterAll(async () => {
  await t.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe('the review while the file is transformed', () => {
  it('serves the rows marked so far, saying the file is still being transformed', async () => {
    expect(mark.rows).toBeGreaterThan(1000);
    expect(mark.rows).toBeLessThan(ROWS);
    const first = await get(acme, dataUrl('?page=1&per_page=50'));
    expect(first).toMatchObject({ total_items: mark.rows, current_page: 1, transforming: true });
    expect(first.rows.map((r: { row: number }) => r.row)).toEqual(
      Array.from({ length: 50 }, (_, i) => i + 1),
    );
    expect(first.rows[40]).toMatchObject({ row: 41, violations: [{ column: 'email', rule: 'type' }] });
    const past = await get(acme, dataUrl(`?page=${Math.ceil(mark.rows / 100) + 1}&per_page=100`));
    expect(past.rows).toEqual([]);
  });

  it('counts the rows in error so far, and lists them', async () => {
    const counts = await get(acme, `/transformation/${created.transformation_id}/errors`);
    expect(counts.rows_in_error).toBe(mark.errors);
    expect(
      counts.columns.find((c: { technical_name: string }) => c.technical_name === 'email').rows_in_error,
    ).toBe(Math.floor(mark.rows / 41));
    const errors = await get(acme, dataUrl('?only_errors=true&per_page=5'));
    expect(errors).toMatchObject({ total_items: mark.errors, transforming: true });
    expect(errors.rows.map((r: { row: number }) => r.row)).toEqual([41, 67, 82, 123, 134]);
  });

  it('refuses edits and replaces with a readable 409 until every row is transformed', async () => {
    const put = await call(t, acme, 'PUT', dataUrl(), {
      rows: [{ row: 41, data: { email: 'a@example.com' } }],
    });
    expect(put.statusCode).toBe(409);
    expect(envelope(put).payload.violations[0]).toMatchObject({
      property_path: 'step',
      invalid_value: 'transforming',
      message: 'The file is still being transformed: the data can be edited once every row is transformed.',
    });
    const replace = await call(t, acme, 'POST', dataUrl('/replace'), { find: 'example', replace: 'sample' });
    expect(replace.statusCode).toBe(409);
    expect(envelope(replace).payload.violations[0].message).toMatch(/still being transformed/);
  });

  it('shows another organisation nothing, as every route of a transformation refuses it', async () => {
    // access.ts: 403 for a transformation of another organisation, with no rows nor counts.
    for (const url of [dataUrl(), `/transformation/${created.transformation_id}/errors`]) {
      const res = await call(t, other, 'GET', url);
      expect(res.statusCode).toBe(403);
      expect(res.body).not.toContain('example.com');
      expect(res.body).not.toContain('rows_in_error');
    }
  });

  it('keeps where the stage writes out of the transformation it shows', async () => {
    const shown = await get(acme, `/transformation/${created.transformation_id}`);
    expect(shown.progress).toEqual({ done: 0, total: ROWS, unit: 'rows' });
  });

  it('answers 409 before the first rows are marked, and reads no folder outside the stages’ own', async () => {
    const empty = path.join(dataDir, 'work', 'ferry-step-empty', 'out');
    await mkdir(empty, { recursive: true });
    const outside = await mkdtemp(path.join(tmpdir(), 'ferry-outside-'));
    copyStore(liveDir, outside);
    for (const dir of [empty, outside]) {
      await transformingIn(t, created.transformation_id, dir, { done: 0, total: ROWS });
      const res = await call(t, acme, 'GET', dataUrl());
      expect(res.statusCode).toBe(409);
      expect(envelope(res).payload.violations[0].message).toMatch(/first rows can be reviewed in a moment/);
    }
    await rm(outside, { recursive: true, force: true });
    await transformingIn(t, created.transformation_id, liveDir, { done: 0, total: ROWS });
  });

  it('grows to the whole file once the step is transformed, the first rows unchanged', async () => {
    const early = await get(acme, dataUrl('?page=1&per_page=50'));
    const earlyErrors = await get(acme, `/transformation/${created.transformation_id}/errors`);
    await backToMatched(t, created.transformation_id);
    await confirmMapping(t, acme, created);
    await untilStep(t, acme, created.automation_id, ['transformed']);
    const done = await get(acme, dataUrl('?page=1&per_page=50'));
    expect(done).toMatchObject({ total_items: ROWS, transforming: false });
    expect(done.rows).toEqual(early.rows);
    const counts = await get(acme, `/transformation/${created.transformation_id}/errors`);
    expect(counts.rows_in_error).toBeGreaterThan(earlyErrors.rows_in_error);
  });
});
