/**
 * A source run once from `POST /transformation` (JSON) goes by itself from its URL or SFTP server
 * to a processed submission, whose target is byte for byte the one an upload of the same file
 * gives; its history names every step it passed through.
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findSubmissionOfTransformation } from '../../src/store/submissions/submissions.ts';
import { startHttpServer, type TestHttpServer } from '../sources/support/http-server.ts';
import { startSftpServer, type TestSftpServer } from '../sources/support/sftp-server.ts';
import { createTestApp, envelope, type TestApp } from '../support/app.ts';
import {
  call,
  confirmMapping,
  createContactsTemplate,
  submitAndWait,
  uploadAndTransform,
} from '../support/flow.ts';
import {
  apiFetcherSource,
  createSource,
  runUntil,
  sftpSource,
  startRun,
  submittedTarget,
  urlSource,
} from './source-runs-support.ts';

const CONTACTS =
  'E-mail,Name,Price\nann@example.com,Ann,12.50\nbob@example.com,Bob,7\ncid@example.com,Cid,999.99\n';

let t: TestApp;
let acme: string;
let web: TestHttpServer;
let sftp: TestSftpServer;
let uploaded: Buffer;

beforeAll(async () => {
  t = await createTestApp({ outboundAllowlist: ['127.0.0.1'] }, { jobs: true });
  acme = (await t.organisation('acme')).token;
  await createContactsTemplate(t, acme, 'contacts');
  web = await startHttpServer({
    '/exports/contacts.csv': (_req, res) => res.writeHead(200, { 'content-type': 'text/csv' }).end(CONTACTS),
    '/api/contacts': (_req, res) =>
      res.writeHead(200, { 'content-type': 'application/json' }).end(
        JSON.stringify({
          data: {
            items: [
              { 'E-mail': 'ann@example.com', Name: 'Ann', Price: '12.50' },
              { 'E-mail': 'bob@example.com', Name: 'Bob', Price: '7' },
            ],
          },
        }),
      ),
  });
  sftp = await startSftpServer({ username: 'ferry', password: 'sftp-pass-1' });
  await writeFile(path.join(sftp.root, 'contacts-2026.csv'), CONTACTS);
}, 60_000);
afterAll(async () => {
  await web?.close();
  await sftp?.close();
  await t?.close();
});

describe('a one-off run of a source with auto_submit', () => {
  it('fetches a URL and reaches processed, every step in its history', async () => {
    const sourceId = await createSource(t, acme, urlSource(`${web.base}/exports/contacts.csv`));
    const run = await startRun(t, acme, {
      template_handle: 'contacts',
      source_id: sourceId,
      auto_submit: true,
    });
    expect(run).toMatchObject({
      type: 'manual',
      source_id: sourceId,
      auto_submit: true,
      step: 'to_download',
    });
    const done = await runUntil(t, acme, run.automation_id, ['processed', 'failed']);
    expect(done, JSON.stringify(done)).toMatchObject({ step: 'processed', type: 'manual', details: null });
    expect(done.history.map((entry: { step: string }) => entry.step)).toEqual([
      'to_download',
      'downloading',
      'downloaded',
      'to_normalize',
      'normalizing',
      'normalized',
      'to_match',
      'matching',
      'matched',
      'to_transform',
      'transforming',
      'transformed',
      'to_submit',
      'submitting',
      'processed',
    ]);
    const times = done.history.map((entry: { at: string }) => Date.parse(entry.at));
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(done.original_file).toBe(
      `http://ferry.test/transformation/${run.transformation_id}/file/original`,
    );
    const resource = (
      await t.app.inject({
        url: `/transformation/${run.transformation_id}`,
        headers: { authorization: `Bearer ${acme}` },
      })
    ).json().payload;
    expect(resource).toMatchObject({ original_name: 'contacts.csv', history: done.history, type: 'manual' });

    const created = await uploadAndTransform(t, acme, 'contacts', CONTACTS);
    await submitAndWait(t, acme, created);
    // An upload's history too, with the submission's own steps.
    const upload = await runUntil(t, acme, created.automation_id, ['processed']);
    expect(upload.type).toBe('upload');
    expect(upload.history.map((entry: { step: string }) => entry.step)).toEqual([
      'to_normalize',
      'normalizing',
      'normalized',
      'to_match',
      'matching',
      // The run before confirmed a mapping for this template: the matcher reuses it.
      'reusing',
      'matched',
      'to_transform',
      'transforming',
      'transformed',
      'to_submit',
      'submitting',
      'processed',
    ]);
    uploaded = await submittedTarget(t, acme, created.transformation_id);
    expect((await submittedTarget(t, acme, run.transformation_id)).equals(uploaded)).toBe(true);
    // The Submission names the source the file came from; an upload's names none.
    const submissionOf = async (transformationId: string) => {
      const row = await findSubmissionOfTransformation(t.services.ctx.db, transformationId);
      return envelope(await call(t, acme, 'GET', `/submission/${row!.submission_id}`)).payload;
    };
    expect(await submissionOf(run.transformation_id)).toMatchObject({
      source_id: sourceId,
      source_name: 'Partner export',
    });
    expect(await submissionOf(created.transformation_id)).toMatchObject({
      source_id: null,
      source_name: null,
    });
  }, 120_000);

  it('fetches the first matching file of an SFTP server, byte for byte as an upload', async () => {
    const sourceId = await createSource(t, acme, sftpSource(sftp.port, '/contacts-*.csv', 'sftp-pass-1'));
    const run = await startRun(t, acme, {
      template_handle: 'contacts',
      source_id: sourceId,
      auto_submit: true,
    });
    const done = await runUntil(t, acme, run.automation_id, ['processed', 'failed']);
    expect(done, JSON.stringify(done)).toMatchObject({ step: 'processed' });
    const steps = done.history.map((entry: { step: string }) => entry.step);
    expect(steps.slice(0, 3)).toEqual(['to_download', 'downloading', 'downloaded']);
    // The upload before confirmed a mapping for this template: the run reuses it.
    expect(steps).toContain('reusing');
    expect((await submittedTarget(t, acme, run.transformation_id)).equals(uploaded)).toBe(true);
  }, 120_000);

  it('pages a JSON API into rows and reaches processed', async () => {
    const sourceId = await createSource(t, acme, apiFetcherSource(`${web.base}/api/contacts`));
    const run = await startRun(t, acme, {
      template_handle: 'contacts',
      source_id: sourceId,
      auto_submit: true,
    });
    const done = await runUntil(t, acme, run.automation_id, ['processed', 'failed']);
    expect(done, JSON.stringify(done)).toMatchObject({ step: 'processed' });
    const resource = envelope(await call(t, acme, 'GET', `/transformation/${run.transformation_id}`)).payload;
    expect(resource.counters).toMatchObject({ rows_in_source: 2, rows_in_error: 0 });
  }, 60_000);

  it('without auto_submit waits at matched, then goes on as an upload does', async () => {
    const sourceId = await createSource(t, acme, urlSource(`${web.base}/exports/contacts.csv`, 'Manual'));
    const run = await startRun(t, acme, { template_handle: 'contacts', source_id: sourceId });
    expect(run.auto_submit).toBe(false);
    const matched = await runUntil(t, acme, run.automation_id, ['matched', 'failed']);
    expect(matched.step).toBe('matched');
    await confirmMapping(t, acme, run);
    expect((await runUntil(t, acme, run.automation_id, ['transformed', 'failed'])).step).toBe('transformed');
    const submission = await submitAndWait(t, acme, run);
    expect(submission.failed).toBe(false);
    expect((await submittedTarget(t, acme, run.transformation_id)).equals(uploaded)).toBe(true);
  }, 60_000);
});
