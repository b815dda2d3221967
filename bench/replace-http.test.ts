/**
 * Find and replace over HTTP, storing included: `FERRY_BENCH_ROWS=100000 npx vitest run
 * --config bench/vitest.config.ts bench/replace-http.test.ts` (not part of the test suite).
 * A contacts file of ROWS rows (three columns, e-mails unique) is uploaded and transformed through
 * the test app on PostgreSQL; then one replace changes every row's e-mail, followed with
 * `GET …/data/replace/{id}` every 100 ms: the table says when the scan ended (the first state with
 * `rows_changed`), when the rows were stored, and how many polls saw `rows_read` or `rows_stored` move.
 * Then an undo of it is timed.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { bearer, createTestApp, envelope, type TestApp } from '../test/support/app.ts';
import { call, createContactsTemplate, uploadAndTransform } from '../test/support/flow.ts';

const ROWS = Number(process.env.FERRY_BENCH_ROWS ?? 100_000);
let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await createTestApp({}, { jobs: true });
  token = (await t.organisation('acme')).token;
  await createContactsTemplate(t, token, 'contacts', { accept_errors: true });
}, 600_000);
afterAll(() => t.close());

it(`replaces every e-mail of ${ROWS} rows`, async () => {
  const lines = ['E-mail,Name,Price'];
  for (let i = 1; i <= ROWS; i++) lines.push(`person${i}@example.com,Person ${i},${i % 1000}.50`);
  const created = await uploadAndTransform(t, token, 'contacts', `${lines.join('\n')}\n`);
  const url = `/transformation/${created.transformation_id}`;
  const started = performance.now();
  const res = await t.app.inject({
    method: 'POST',
    url: `${url}/data/replace`,
    headers: { ...bearer(token), prefer: 'respond-async' },
    payload: { find: '@example.com', replace: '@example.org', columns: ['email'] },
  });
  expect(res.statusCode, res.body).toBe(202);
  const id = envelope(res).payload.replace_id as string;
  let scanned: number | null = null;
  let polls = 0;
  let moved = 0;
  let last = '';
  let state: Record<string, unknown> = {};
  for (;;) {
    state = envelope(await call(t, token, 'GET', `${url}/data/replace/${id}`)).payload;
    polls++;
    const seen = `${state.rows_read}/${state.rows_stored}`;
    if (seen !== last) moved++;
    last = seen;
    if (scanned === null && state.rows_changed != null) scanned = performance.now() - started;
    if (state.state !== 'running') break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const whole = performance.now() - started;
  expect(state).toMatchObject({ state: 'done', rows_changed: ROWS });
  const undoStarted = performance.now();
  const undo = await call(t, token, 'POST', `${url}/data/undo`);
  const undone = performance.now() - undoStarted;
  expect(undo.statusCode, undo.body).toBe(200);
  const seconds = (ms: number) => (ms / 1000).toFixed(1);
  console.log(
    `| ${ROWS} | ${seconds(scanned ?? whole)} | ${seconds(whole - (scanned ?? whole))} | ${seconds(whole)} | ${moved} of ${polls} | ${seconds(undone)} |`,
  );
}, 3_600_000);
