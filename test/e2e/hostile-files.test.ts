/**
 * Files that could be turned against the server or the receiver: a ZIP bomb uploaded as a
 * workbook, stored files readable by other local users, formulas in the reports.
 */
import { chmod, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBlobStore } from '../../src/files/index.ts';
import { makeDataDirPrivate } from '../../src/files/private-data-dir.ts';
import { publishPushReport } from '../../src/services/pushes/push-report.ts';
import { insertPush, recordRequest } from '../../src/store/events/pushes.ts';
import { tempPath } from '../engine/read/temp-files.ts';
import { MB, writeWorkbook } from '../engine/read/zip/workbook-zips.ts';
import { bearer, createTestApp, envelope, type TestApp } from '../support/app.ts';
import { notPrivate } from '../support/file-modes.ts';
import {
  call,
  createContactsTemplate,
  pathOf,
  submitAndWait,
  untilStep,
  uploadAndTransform,
  uploadFile,
} from '../support/flow.ts';

const umask = process.umask();
let t: TestApp;
let acme: string;
let dataDir: string;

beforeAll(async () => {
  // A data folder an older version left readable by everyone, opened as a start opens it.
  dataDir = await mkdtemp(path.join(tmpdir(), 'ferry-private-'));
  await mkdir(path.join(dataDir, 'outbox'), { mode: 0o755 });
  await writeFile(path.join(dataDir, 'outbox', 'old.eml'), 'Subject: old\n', { mode: 0o644 });
  await chmod(dataDir, 0o755);
  await makeDataDirPrivate(dataDir);
  t = await createTestApp({ dataDir }, { jobs: true });
  acme = (await t.organisation('acme')).token;
  await createContactsTemplate(t, acme, 'contacts');
});
afterAll(async () => {
  await t.close();
  process.umask(umask);
  await rm(dataDir, { recursive: true, force: true });
});

describe('a ZIP bomb uploaded as a workbook', () => {
  it('ends the transformation failed, naming the sizes', async () => {
    const bomb = tempPath('bomb.xlsx');
    await writeWorkbook(bomb, 16 * MB);
    const created = await uploadFile(t, acme, 'contacts', await readFile(bomb), 'contacts.xlsx');
    const status = await untilStep(t, acme, created.automation_id, ['matched', 'failed']);
    expect(status).toMatchObject({
      step: 'failed',
      details:
        'The workbook expands to more than 16 MB when unzipped, over the limit of 10 MB: it may be a ZIP bomb.',
    });
  });
});

describe('a JSON file nested 100,000 levels deep', () => {
  it('ends the transformation failed, naming the depth bound', async () => {
    const deep = `${'{"a":'.repeat(100_000)}1${'}'.repeat(100_000)}`;
    const created = await uploadFile(t, acme, 'contacts', deep, 'deep.json');
    const status = await untilStep(t, acme, created.automation_id, ['matched', 'failed']);
    expect(status).toMatchObject({
      step: 'failed',
      details: expect.stringContaining('more than 256 levels deep'),
    });
  });
});

describe('after an upload and a run', () => {
  const CSV =
    'E-mail,Name,Price\n=HYPERLINK("http://evil.example"),Ada,-5\nbob@example.com,@SUM(1),12\ncy@example.com,-2+3,1\n';
  let errorReport: string;
  let invalidRows: string;
  let normalized: string;

  beforeAll(async () => {
    const created = await uploadAndTransform(t, acme, 'contacts', CSV);
    const file = async (kind: string) =>
      (
        await t.app.inject({
          method: 'GET',
          url: `/transformation/${created.transformation_id}/file/${kind}`,
          headers: bearer(acme),
        })
      ).body;
    errorReport = await file('error_report');
    invalidRows = await file('invalid_rows');
    normalized = await file('normalized');
  });

  it('every file under the data folder is 0600 and every folder 0700', async () => {
    expect(await notPrivate(dataDir)).toEqual([]);
  });

  it('the error report and the invalid rows put a quote before formulas, not before plain numbers', () => {
    expect(errorReport).toContain(`1,email,"'=HYPERLINK(""http://evil.example"")",`);
    expect(errorReport).toMatch(/^1,price,-5,/m);
    expect(invalidRows).toContain(`"'=HYPERLINK(""http://evil.example"")",Ada,-5`);
  });

  it('the normalized source puts a quote before formulas too, not before plain numbers', () => {
    expect(normalized.split('\n')).toEqual([
      'E-mail,Name,Price',
      `"'=HYPERLINK(""http://evil.example"")",Ada,-5`,
      "bob@example.com,'@SUM(1),12",
      "cy@example.com,'-2+3,1",
      '',
    ]);
  });

  it('the push report puts a quote before a formula in an error', async () => {
    const clean = await uploadAndTransform(t, acme, 'contacts', 'E-mail,Name,Price\nada@example.com,Ada,1\n');
    const submission = await submitAndWait(t, acme, clean);
    const { db, config } = t.services.ctx;
    // A push of the submission whose requests failed; the report is written from their records.
    const { submission_id, organisation_id } = await db
      .selectFrom('submissions')
      .select(['submission_id', 'organisation_id'])
      .where('submission_id', '=', submission.submission_id)
      .executeTakeFirstOrThrow();
    await insertPush(db, {
      submission_id,
      organisation_id,
      template_id: null,
      mode: 'file',
      batch_size: null,
      target_format: null,
    });
    const hostile = { attempt: 1, started_at: new Date(), status: null, duration_ms: 0, rows: 0 };
    await recordRequest(db, submission.submission_id, {
      ...hostile,
      error: '=HYPERLINK("http://evil.example")',
    });
    await recordRequest(db, submission.submission_id, { ...hostile, error: '-2+3' });
    await publishPushReport(db, await createBlobStore(config), { submission_id, organisation_id });
    const read = envelope(await call(t, acme, 'GET', `/submission/${submission.submission_id}`)).payload;
    const report = await call(t, acme, 'GET', pathOf(read.push_report_url));
    expect(report.headers['content-type']).toContain('text/csv');
    expect(report.body).toContain(`,"'=HYPERLINK(""http://evil.example"")"\n`);
    expect(report.body).toContain(`,'-2+3\n`);
  });
});

describe('format.csv.escape_formulas', () => {
  it('reads back as written and is documented in the OpenAPI schema', async () => {
    const format = { format: 'csv', csv: { escape_formulas: true } };
    const put = await call(t, acme, 'PUT', '/template/contacts', { format });
    expect(put.statusCode, put.body).toBe(200);
    const read = envelope(await call(t, acme, 'GET', '/template/contacts')).payload;
    expect(read.format.csv.escape_formulas).toBe(true);
    const refused = await call(t, acme, 'PUT', '/template/contacts', {
      format: { csv: { escape_formulas: 1 } },
    });
    expect(refused.statusCode, refused.body).toBe(409);
    expect(envelope(refused).payload.violations[0]).toMatchObject({
      property_path: 'format.csv.escape_formulas',
    });
    const openapi = (await t.app.inject({ method: 'GET', url: '/openapi.json' })).body;
    expect(openapi).toContain('escape_formulas');
  });
});
