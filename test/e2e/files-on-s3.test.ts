/**
 * The whole file path on an S3 store (s3rver on loopback), whatever FERRY_TEST_FILES says: upload,
 * review page, find and replace, submit, then the target and the error report downloaded, each
 * byte for byte what the same run gives on the local store.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, envelope, type TestApp } from '../support/app.ts';
import { call, createContactsTemplate, pathOf, submitAndWait, uploadAndTransform } from '../support/flow.ts';
import { startS3Server, type TestS3Server } from '../support/s3-server.ts';

const SOURCE = [
  'E-mail,Name,Price',
  'ada@example.com,Ada,12.50',
  'not-an-email,Linus,3',
  'alan@example.com,,4',
  'dup@example.com,Dup One,5',
  'dup@example.com,Dup Two,6',
  'edsger@example.com,Edsger,2000',
].join('\n');

let s3: TestS3Server;
const apps: TestApp[] = [];
beforeAll(async () => {
  s3 = await startS3Server();
});
afterAll(async () => {
  for (const t of apps) await t.close();
  await s3?.stop();
});

/** One run through the flow; returns what a receiver and a sender see of it. */
async function run(filesS3: ReturnType<TestS3Server['settings']> | null) {
  const t = await createTestApp({ filesS3 }, { jobs: true });
  apps.push(t);
  const acme = (await t.organisation('acme')).token;
  await createContactsTemplate(t, acme, 'contacts', { accept_errors: true });
  const created = await uploadAndTransform(t, acme, 'contacts', SOURCE);
  const url = `/transformation/${created.transformation_id}`;
  const page = envelope(await call(t, acme, 'GET', `${url}/data?per_page=100`)).payload;
  const replaced = await call(t, acme, 'POST', `${url}/data/replace`, {
    find: 'example.com',
    replace: 'example.org',
  });
  expect(replaced.statusCode, replaced.body).toBe(200);
  const after = envelope(await call(t, acme, 'GET', `${url}/data?per_page=100`)).payload;
  const submission = await submitAndWait(t, acme, created);
  const download = async (at: string) => {
    const res = await t.app.inject({ method: 'GET', url: pathOf(at), headers: bearer(acme) });
    expect(res.statusCode, res.body).toBe(200);
    return res.rawPayload;
  };
  return {
    page: page.rows,
    after: after.rows,
    target: await download(submission.download_url),
    report: await download(submission.error_report_url),
  };
}

describe('the file path on an S3 store', () => {
  it('gives the review pages, the replace, the target and the error report of the local store, byte for byte', async () => {
    const local = await run(null);
    const onS3 = await run(s3.settings());
    expect(onS3.page).toEqual(local.page);
    expect(onS3.after).toEqual(local.after);
    expect(JSON.stringify(onS3.after)).toContain('example.org');
    expect(onS3.target.equals(local.target)).toBe(true);
    expect(onS3.report.equals(local.report)).toBe(true);
    expect(onS3.target.toString()).toContain('ada@example.org');
    expect(onS3.report.length).toBeGreaterThan(0);
  });
});
