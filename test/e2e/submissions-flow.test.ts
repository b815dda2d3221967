/**
 * The whole flow over HTTP on the real database and the local blob store: upload, match, confirm,
 * transform, submit; the submission's counters and files are what `ferry transform` writes for the
 * same input.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engineTemplateOf } from '../../src/services/transformations/engine-template.ts';
import { bearer, createTestApp, envelope, type TestApp } from '../support/app.ts';
import {
  call,
  createContactsTemplate,
  pathOf,
  submitAndWait,
  untilStep,
  uploadAndTransform,
  uploadFile,
} from '../support/flow.ts';

const run = promisify(execFile);
let t: TestApp;
let acme: string;
let globex: string;
let dir: string;

const SOURCE = [
  'E-mail,Name,Price',
  'ada@example.com,Ada,"12,50"',
  'grace@example.com,Grace,7',
  'not-an-email,Linus,3',
  'alan@example.com,,4',
  'dup@example.com,Dup One,5',
  'dup@example.com,Dup Two,6',
  'edsger@example.com,Edsger,2000',
  '',
  'barbara@example.com,"Liskov, Barbara",9',
  'ken@example.com,Ken,10',
  'dennis@example.com,Dennis,11',
].join('\n');

beforeAll(async () => {
  t = await createTestApp({}, { jobs: true });
  acme = (await t.organisation('acme')).token;
  globex = (await t.organisation('globex')).token;
  const fields = {
    file_name: 'contacts-{YYYY}',
    format: { format: 'csv', csv: { delimiter: 'semi_column' } },
  };
  const price = { decimals: 2, trailing_zeros: true };
  await createContactsTemplate(t, acme, 'contacts', { ...fields, accept_errors: true }, price);
  await createContactsTemplate(t, acme, 'strict', { ...fields, accept_errors: false }, price);
  dir = await mkdtemp(path.join(os.tmpdir(), 'ferry-flow-'));
});
afterAll(async () => {
  await t.close();
  await rm(dir, { recursive: true, force: true });
});

async function download(url: string, token = acme) {
  return t.app.inject({ method: 'GET', url: pathOf(url), headers: bearer(token) });
}

describe('a file walked to a submission', () => {
  it('gives the counters and files that ferry transform writes for the same input', async () => {
    const created = await uploadAndTransform(t, acme, 'contacts', SOURCE);
    const submission = await submitAndWait(t, acme, created);
    expect(submission).toMatchObject({
      failed: false,
      error_message: null,
      rows_in_source: 10,
      rows_ignored_from_source: 1,
      columns_ignored_from_source: 0,
      rows_in_target: 10,
      rows_in_error: 5,
      rows_ignored_from_target: 0,
      maximum_number_of_columns: 3,
      template_name: 'contacts',
      connector: null,
    });
    expect(submission.target_name).toBe(`contacts-${new Date().getUTCFullYear()}.csv`);

    // The engine's command line on the original file, with the template and mapping as stored.
    const row = await t.services.transformations.find(created.transformation_id);
    const template = await engineTemplateOf(t.services.ctx.db, row!.template_id);
    await writeFile(path.join(dir, 'template.json'), JSON.stringify(template));
    await writeFile(path.join(dir, 'mapping.json'), JSON.stringify(row!.mapping));
    await writeFile(path.join(dir, 'source.csv'), SOURCE);
    const out = path.join(dir, 'cli');
    await run('node', [
      '--import',
      'tsx',
      'src/cli/main.ts',
      'transform',
      '--template',
      path.join(dir, 'template.json'),
      '--mapping',
      path.join(dir, 'mapping.json'),
      path.join(dir, 'source.csv'),
      '--out',
      out,
    ]);
    const summary = JSON.parse(await readFile(path.join(out, 'summary.json'), 'utf8'));
    for (const [name, value] of Object.entries(summary.counters)) expect(submission[name], name).toBe(value);

    const target = await download(submission.download_url);
    expect(target.statusCode).toBe(200);
    expect(target.headers['content-type']).toMatch(/^text\/csv/);
    expect(target.headers['content-disposition']).toContain(`filename="${submission.target_name}"`);
    expect(target.body).toBe(await readFile(path.join(out, submission.target_name), 'utf8'));
    const report = await download(submission.error_report_url);
    expect(report.body).toBe(await readFile(path.join(out, 'error-report.csv'), 'utf8'));
    const invalid = await download(submission.invalid_rows_url);
    expect(invalid.body).toBe(await readFile(path.join(out, 'invalid-rows.csv'), 'utf8'));
    const normalized = await download(submission.normalized_source_file);
    expect(normalized.body).toBe(await readFile(path.join(out, 'normalized-source.csv'), 'utf8'));
    const source = await download(submission.source_file_url);
    expect(source.body).toBe(SOURCE);
  });

  it('keeps the submission and its download after the transformation is deleted', async () => {
    const created = await uploadAndTransform(t, acme, 'contacts', SOURCE);
    const submission = await submitAndWait(t, acme, created);
    const before = (await download(submission.download_url)).body;
    const deleted = await call(t, acme, 'DELETE', `/transformation/${created.transformation_id}`);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.body).toBe('');
    expect((await call(t, acme, 'GET', `/transformation/${created.transformation_id}`)).statusCode).toBe(404);
    const after = envelope(await call(t, acme, 'GET', `/submission/${submission.submission_id}`)).payload;
    expect(after).toMatchObject({ source_file_url: null, normalized_source_file: null, rows_in_target: 10 });
    expect(after.download_url).toBe(submission.download_url);
    expect((await download(submission.download_url)).body).toBe(before);
  });

  it('returns the same submission when submitted twice', async () => {
    const created = await uploadAndTransform(t, acme, 'contacts', SOURCE);
    const first = await submitAndWait(t, acme, created);
    const again = await call(t, acme, 'POST', `/transformation/${created.transformation_id}/submit`);
    expect(again.statusCode).toBe(200);
    expect(envelope(again).payload.submission_id).toBe(first.submission_id);
    const list = envelope(await call(t, acme, 'GET', '/submissions?per_page=100')).payload;
    expect(
      list.entries.filter((s: { submission_id: string }) => s.submission_id === first.submission_id),
    ).toHaveLength(1);
  });

  it('refuses to submit rows in error when the template does not accept errors, and keeps nothing', async () => {
    const created = await uploadAndTransform(t, acme, 'strict', SOURCE);
    const res = await call(t, acme, 'POST', `/transformation/${created.transformation_id}/submit`);
    expect(res.statusCode).toBe(409);
    expect(envelope(res).payload.violations[0]).toMatchObject({
      property_path: 'rows_in_error',
      invalid_value: 5,
    });
    const read = envelope(await call(t, acme, 'GET', `/transformation/${created.transformation_id}`)).payload;
    expect(read.step).toBe('transformed');
  });

  it('cuts the target at the line credit and counts the rest as ignored', async () => {
    await t.services.ctx.db
      .updateTable('organisations')
      .set({ line_credit: 3 })
      .where('subdomain', '=', 'acme')
      .execute();
    try {
      const created = await uploadAndTransform(t, acme, 'contacts', SOURCE);
      const submission = await submitAndWait(t, acme, created);
      expect(submission).toMatchObject({
        rows_in_source: 10,
        rows_in_target: 3,
        rows_ignored_from_target: 7,
      });
      const target = await download(submission.download_url);
      expect(target.body.trim().split('\n')).toHaveLength(4);
      const org = await t.services.ctx.db
        .selectFrom('organisations')
        .select('line_credit')
        .where('subdomain', '=', 'acme')
        .executeTakeFirstOrThrow();
      expect(Number(org.line_credit)).toBe(0);
    } finally {
      await t.services.ctx.db
        .updateTable('organisations')
        .set({ line_credit: 1_000_000 })
        .where('subdomain', '=', 'acme')
        .execute();
    }
  });

  it('spends the line credit a plan change sets over successive submissions', async () => {
    const initech = (await t.organisation('initech')).token;
    await createContactsTemplate(t, initech, 'contacts', { accept_errors: true });
    await t.services.organisations.setPlan('initech', { limits: { LINE_CREDIT: 3 }, grant: [], revoke: [] });
    const twoRows = 'E-mail,Name,Price\nada@example.com,Ada,1\ngrace@example.com,Grace,2\n';
    const first = await submitAndWait(t, initech, await uploadAndTransform(t, initech, 'contacts', twoRows));
    expect(first).toMatchObject({ rows_in_target: 2, rows_ignored_from_target: 0 });
    const second = await submitAndWait(t, initech, await uploadAndTransform(t, initech, 'contacts', twoRows));
    expect(second).toMatchObject({ rows_in_source: 2, rows_in_target: 1, rows_ignored_from_target: 1 });
    const third = await submitAndWait(t, initech, await uploadAndTransform(t, initech, 'contacts', twoRows));
    expect(third).toMatchObject({ rows_in_target: 0, rows_ignored_from_target: 2 });
  });

  it('refuses to submit before the data is transformed, and an unknown transformation is 404', async () => {
    const created = await uploadFile(t, acme, 'contacts', SOURCE);
    await untilStep(t, acme, created.automation_id, ['matched']);
    const early = await call(t, acme, 'POST', `/transformation/${created.transformation_id}/submit`);
    expect(early.statusCode).toBe(409);
    expect(envelope(early).payload.violations[0]).toMatchObject({
      property_path: 'step',
      invalid_value: 'matched',
    });
    const read = envelope(await call(t, acme, 'GET', `/transformation/${created.transformation_id}`)).payload;
    expect(read.step).toBe('matched');
    const unknown = await call(
      t,
      acme,
      'POST',
      '/transformation/00000000-0000-4000-8000-000000000000/submit',
    );
    expect(unknown.statusCode).toBe(404);
  });
});

describe('submissions across tenants', () => {
  it('answer 403 to another organisation, whose lists and download URL lookups stay empty', async () => {
    const created = await uploadAndTransform(t, acme, 'contacts', SOURCE);
    const submission = await submitAndWait(t, acme, created);
    for (const url of [
      `/submission/${submission.submission_id}`,
      pathOf(submission.download_url),
      pathOf(submission.error_report_url),
    ]) {
      const res = await call(t, globex, 'GET', url);
      expect(res.statusCode, url).toBe(403);
      expect(res.body).not.toContain('contacts');
    }
    const dataUrl = `/transformation/${created.transformation_id}/data`;
    const before = envelope(await call(t, acme, 'GET', dataUrl)).payload;
    expect((await call(t, globex, 'GET', dataUrl)).statusCode).toBe(403);
    const edit = await call(t, globex, 'PUT', dataUrl, {
      rows: [{ row: 1, data: { '#(name)': 'Mallory' } }],
    });
    expect(edit.statusCode).toBe(403);
    expect(envelope(await call(t, acme, 'GET', dataUrl)).payload).toEqual(before);
    const submit = await call(t, globex, 'POST', `/transformation/${created.transformation_id}/submit`);
    expect(submit.statusCode).toBe(403);
    const lookup = await call(
      t,
      globex,
      'GET',
      `/sender/submission?download_url=${encodeURIComponent(submission.download_url)}`,
    );
    expect(lookup.statusCode).toBe(404);
    expect(envelope(await call(t, globex, 'GET', '/submissions')).payload.total_items).toBe(0);
    expect(envelope(await call(t, globex, 'GET', '/sender/submissions')).payload.total_items).toBe(0);
  });

  it('find a submission by its download URL, and refuse what is not a URL', async () => {
    const created = await uploadAndTransform(t, acme, 'contacts', SOURCE);
    const submission = await submitAndWait(t, acme, created);
    const found = await call(
      t,
      acme,
      'GET',
      `/sender/submission?download_url=${encodeURIComponent(submission.download_url)}`,
    );
    expect(found.statusCode).toBe(200);
    expect(envelope(found).payload.submission_id).toBe(submission.submission_id);
    const notUrl = await call(t, acme, 'GET', '/sender/submission?download_url=not%20a%20url');
    expect(notUrl.statusCode).toBe(409);
    expect(envelope(notUrl).payload.violations[0].property_path).toBe('download_url');
    const unknown = await call(
      t,
      acme,
      'GET',
      `/sender/submission?download_url=${encodeURIComponent('http://ferry.test/submission/00000000-0000-4000-8000-000000000000/download')}`,
    );
    expect(unknown.statusCode).toBe(404);
    const mine = envelope(await call(t, acme, 'GET', '/sender/submissions?criteria=CONTACTS')).payload;
    expect(mine.entries.map((s: { submission_id: string }) => s.submission_id)).toContain(
      submission.submission_id,
    );
  });
});
