/**
 * The OpenAPI document describes every answer the service gives: a full run (refused logins, a
 * body over the limit, an upload over the limit, a template, an upload transformed and submitted,
 * its files downloaded, files that do not exist) is checked answer by answer against the served
 * document by the test app's hook, down to the media type of each body.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, envelope, type TestApp, type TestOrganisation } from '../support/app.ts';
import {
  call,
  createContactsTemplate,
  pathOf,
  submitAndWait,
  untilStep,
  uploadAndTransform,
} from '../support/flow.ts';
import { multipart } from '../support/multipart.ts';
import { undocumentedAnswer } from '../support/openapi-answers.ts';

const MAX_UPLOAD = 64 * 1024;
const NO_SUCH_ID = '00000000-0000-4000-8000-000000000000';
const SOURCE = ['E-mail,Name,Price', 'ada@example.com,Ada,12.50', 'not-an-email,Linus,3'].join('\n');

let t: TestApp;
let acme: TestOrganisation;

beforeAll(async () => {
  t = await createTestApp({ maxUploadBytes: MAX_UPLOAD }, { jobs: true });
  acme = await t.organisation('acme');
  await createContactsTemplate(t, acme.token, 'contacts', { accept_errors: true });
});
afterAll(() => t.close());

describe('the response serializers', () => {
  it('all compile, though each is compiled only on its first answer', () => {
    // What the start did before serializers were compiled on first use: a schema fast-json-stringify
    // cannot compile fails here rather than on the first answer of a route no test calls.
    expect(() => t.app.compileSerializers()).not.toThrow();
    // Every route's serializers at once: some 30 s on a machine that other builds load.
  }, 120_000);
});

describe('the answer check', () => {
  const doc = {
    paths: {
      '/thing/{id}': {
        get: {
          responses: {
            '200': { content: { 'text/csv': {} } },
            '404': { content: { 'application/json': {} } },
          },
        },
      },
    },
  };

  it('accepts a documented status with a documented media type', () => {
    const answer = {
      method: 'GET',
      route: '/thing/:id',
      status: 200,
      contentType: 'text/csv; charset=utf-8',
    };
    expect(undocumentedAnswer(doc, answer)).toBeNull();
  });

  it('names an undocumented status, media type or operation', () => {
    const base = { method: 'GET', route: '/thing/:id' };
    expect(undocumentedAnswer(doc, { ...base, status: 413, contentType: 'application/json' })).toMatch(
      /status is not documented/,
    );
    expect(undocumentedAnswer(doc, { ...base, status: 404, contentType: 'text/csv' })).toMatch(
      /text\/csv is not documented/,
    );
    expect(undocumentedAnswer(doc, { ...base, method: 'PUT', status: 200, contentType: null })).toMatch(
      /operation is not documented/,
    );
  });
});

describe('every answer of a full run', () => {
  it('is documented: refused grants, bodies over the limit, downloads and their errors', async () => {
    const wrongPassword = { grant_type: 'password', username: acme.email, password: 'wrong' };
    const refused = await t.app.inject({ method: 'POST', url: '/auth/token', payload: wrongPassword });
    expect(refused.statusCode).toBe(401);
    const refresh = { grant_type: 'refresh_token', refresh_token: acme.refresh };
    expect((await t.app.inject({ method: 'POST', url: '/auth/token', payload: refresh })).statusCode).toBe(
      200,
    );
    const replayed = await t.app.inject({ method: 'POST', url: '/auth/token', payload: refresh });
    expect(replayed.statusCode).toBe(401);
    const login = { grant_type: 'password', username: acme.email, password: acme.password };
    acme.token = envelope(
      await t.app.inject({ method: 'POST', url: '/auth/token', payload: login }),
    ).payload.access_token;

    const huge = await call(t, acme.token, 'PUT', '/template/contacts', {
      description: 'x'.repeat(1_100_000),
    });
    expect(huge.statusCode).toBe(413);
    const bigUpload = multipart(
      { template_handle: 'contacts' },
      { name: 'big.csv', content: 'a'.repeat(2 * MAX_UPLOAD) },
    );
    const tooBig = await t.app.inject({
      method: 'POST',
      url: '/transformation',
      headers: { ...bearer(acme.token), ...bigUpload.headers },
      payload: bigUpload.payload,
    });
    expect(tooBig.statusCode).toBe(413);
    expect((await call(t, acme.token, 'GET', '/templates?per_page=1000')).statusCode).toBe(409);
    expect((await call(t, 'not-a-token', 'GET', '/templates')).statusCode).toBe(401);

    const created = await uploadAndTransform(t, acme.token, 'contacts', SOURCE);
    const submission = await submitAndWait(t, acme.token, created);
    await untilStep(t, acme.token, created.automation_id, ['processed']);
    const download = await call(t, acme.token, 'GET', pathOf(submission.download_url));
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toMatch(/^text\/csv/);
    const report = await call(
      t,
      acme.token,
      'GET',
      `/submission/${submission.submission_id}/file/error_report`,
    );
    expect(report.statusCode).toBe(200);
    for (const kind of ['target', 'error_report', 'original']) {
      const file = await call(
        t,
        acme.token,
        'GET',
        `/transformation/${created.transformation_id}/file/${kind}`,
      );
      expect(file.statusCode, kind).toBe(200);
    }
    for (const url of [
      `/submission/${NO_SUCH_ID}/download`,
      `/submission/${NO_SUCH_ID}/file/target`,
      `/transformation/${NO_SUCH_ID}/file/target`,
    ]) {
      const missing = await call(t, acme.token, 'GET', url);
      expect(missing.statusCode, url).toBe(404);
      expect(envelope(missing).success).toBe(false);
    }

    for (let i = 0; i < 6; i++)
      await t.app.inject({ method: 'POST', url: '/auth/token', payload: wrongPassword });
    const throttled = await t.app.inject({ method: 'POST', url: '/auth/token', payload: wrongPassword });
    expect(throttled.statusCode).toBe(429);

    expect(t.undocumented).toEqual([]);
  }, 120_000);
});
