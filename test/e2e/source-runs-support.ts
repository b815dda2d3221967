/** What the tests of source runs share: making a source, running it once, reading what it made. */
import { expect } from 'vitest';
import { findSubmissionOfTransformation } from '../../src/store/submissions/submissions.ts';
import { bearer, envelope, type TestApp } from '../support/app.ts';
import { call, pathOf } from '../support/flow.ts';

/** A GET of `url`, as a url source's block. */
export function urlSource(url: string, name = 'Partner export') {
  return {
    name,
    data_extractor: 'url',
    url: { url, method: 'GET', headers: {}, cookies: {}, content_type: null, body: null },
  };
}

/** A JSON API read in one page, its records under data.items, as an api_fetcher source's body. */
export function apiFetcherSource(url: string) {
  return {
    name: 'Partner API',
    data_extractor: 'api_fetcher',
    api_fetcher: {
      ...urlSource(url).url,
      records_path: 'data.items',
      pagination: { type: 'none', param: null, cursor_path: null, max_pages: null },
    },
  };
}

export function sftpSource(port: number, path: string, password: string, name = 'Partner SFTP') {
  return {
    name,
    data_extractor: 'sftp',
    sftp: { host: '127.0.0.1', port, username: 'ferry', password, path, private_key: null },
  };
}

export function ftpSource(port: number, path: string, password: string, name = 'Partner FTP') {
  return {
    name,
    data_extractor: 'ftp',
    ftp: { host: '127.0.0.1', port, username: 'ferry', password, path, is_ssl: false },
  };
}

export async function createSource(t: TestApp, token: string, body: object): Promise<string> {
  const res = await call(t, token, 'POST', '/sender/source', body);
  expect(res.statusCode, res.body).toBe(200);
  return envelope(res).payload.source_id;
}

/** `POST /transformation` with a JSON body (and headers such as Accept-Language): the raw answer. */
export function runSource(t: TestApp, token: string, body: object, headers: Record<string, string> = {}) {
  return t.app.inject({
    method: 'POST',
    url: '/transformation',
    headers: { ...bearer(token), ...headers },
    payload: body,
  });
}

/** Runs the source once and returns the transformation resource, after asserting the 200. */
export async function startRun(
  t: TestApp,
  token: string,
  body: object,
  headers: Record<string, string> = {},
) {
  const res = await runSource(t, token, body, headers);
  expect(res.statusCode, res.body).toBe(200);
  return envelope(res).payload;
}

/** The automation status once it reaches one of `steps` (bounded: about 90 s). */
export async function runUntil(t: TestApp, token: string, automationId: string, steps: string[]) {
  let payload: any;
  for (let i = 0; i < 1800; i++) {
    const res = await call(t, token, 'GET', `/transformation/automation/${automationId}`);
    payload = envelope(res).payload;
    if (steps.includes(payload.step)) return payload;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(
    `automation ${automationId} never reached ${steps.join(' or ')}: ${JSON.stringify(payload)}`,
  );
}

/** The target file of the transformation's submission, as its download gives it. */
export async function submittedTarget(t: TestApp, token: string, transformationId: string): Promise<Buffer> {
  const row = await findSubmissionOfTransformation(t.services.ctx.db, transformationId);
  expect(row).toBeDefined();
  const submission = envelope(await call(t, token, 'GET', `/submission/${row!.submission_id}`)).payload;
  expect(submission.failed, JSON.stringify(submission)).toBe(false);
  const file = await call(t, token, 'GET', pathOf(submission.target_file_url));
  expect(file.statusCode, file.body).toBe(200);
  return file.rawPayload;
}
