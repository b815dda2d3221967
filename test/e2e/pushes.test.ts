/**
 * Pushes end to end: a receiver on loopback gets each submission's target, as the file or as
 * batches of JSON rows; failed requests are retried on the schedule (json mode from the batch that
 * failed), every request is in the push report, and a push is given up when the schedule is spent.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentDisposition } from '../../src/services/submissions/download.ts';
import { createTestApp, envelope, type TestApp, type TestOrganisation } from '../support/app.ts';
import { call, pathOf, submitAndWait, uploadAndTransform } from '../support/flow.ts';
import {
  codeRows,
  submitAndPush as push,
  pushReport,
  pushTemplate,
  type Receiver,
  receiver,
} from '../support/pushes.ts';

let t: TestApp;
let acme: TestOrganisation;
let globex: TestOrganisation;
const receivers: Receiver[] = [];

beforeAll(async () => {
  t = await createTestApp({ outboundAllowlist: ['127.0.0.1'], deliveryRetrySeconds: [0, 0] }, { jobs: true });
  acme = await t.organisation('acme');
  globex = await t.organisation('globex');
});
afterAll(async () => {
  for (const r of receivers) await r.close();
  await t.close();
});

const template = (handle: string, push: object | null, format: object | null = null) =>
  pushTemplate(t, acme.token, handle, push, format);
const rows = codeRows;
const submitAndPush = (handle: string, content: string) => push(t, acme.token, handle, content);
const report = (submission: { push_report_url: string }) => pushReport(t, acme.token, submission);

describe('a push in json mode', () => {
  it('delivers a 250,000-row target in batches, the failed batch sent again and no row twice', async () => {
    const r = await receiver((n) => (n === 3 ? 503 : 200));
    receivers.push(r);
    await template('big', {
      url: `${r.url}/rows`,
      mode: 'json',
      batch_size: 1000,
      headers: { 'X-Key': 'k-123' },
    });
    const submission = await submitAndPush('big', rows(250_000));
    expect(submission.rows_in_target).toBe(250_000);
    expect(submission.pushed_at).not.toBeNull();

    const accepted = r.received.filter((q) => q.status === 200);
    const codes = new Set<string>();
    for (const q of r.received) {
      expect(q.headers['content-type']).toBe('application/json');
      expect(q.headers['x-key']).toBe('k-123');
      expect(q.method).toBe('POST');
    }
    for (const q of accepted) {
      const batch = JSON.parse(q.body.toString()) as { code: string; label: string }[];
      expect(batch.length).toBeLessThanOrEqual(1000);
      for (const row of batch) codes.add(row.code);
    }
    expect(accepted.reduce((n, q) => n + JSON.parse(q.body.toString()).length, 0)).toBe(250_000);
    expect(codes.size).toBe(250_000);
    expect(JSON.parse(accepted[0]!.body.toString())[0]).toEqual({ code: 'c1', label: 'label 1' });
    // The third request failed; the fourth sent the same rows again.
    expect(r.received[3]!.headers['ferry-first-row']).toBe(r.received[2]!.headers['ferry-first-row']);
    expect(r.received[2]!.headers['ferry-first-row']).toBe('2001');

    const records = await report(submission);
    expect(records.length).toBe(251);
    expect(records[2]).toMatchObject({ request: '3', status: '503', rows: '1000' });
    expect(records[2]!.error).toContain('503');
    const delivered = records.filter((rec) => rec.status === '200');
    expect(delivered.reduce((n, rec) => n + Number(rec.rows), 0)).toBe(250_000);
  }, 120_000);
});

describe('a push in file mode', () => {
  it('sends the target byte for byte with its content type and file name, and the real header values', async () => {
    const r = await receiver();
    receivers.push(r);
    const secret = 'Bearer real-secret-42';
    await template(
      'file',
      { url: `${r.url}/in`, method: 'PUT', headers: { Authorization: secret } },
      { format: 'json' },
    );
    // A read sent back as it is keeps the real value of the masked header.
    const read = envelope(await call(t, acme.token, 'GET', '/template/file')).payload;
    expect(read.push.headers).toEqual({ Authorization: '********' });
    expect((await call(t, acme.token, 'PUT', '/template/file', read)).statusCode).toBe(200);

    const submission = await submitAndPush('file', rows(30));
    expect(r.received).toHaveLength(1);
    const [q] = r.received;
    const download = await call(t, acme.token, 'GET', pathOf(submission.download_url));
    expect(q!.method).toBe('PUT');
    expect(q!.headers.authorization).toBe(secret);
    expect(q!.body.equals(download.rawPayload)).toBe(true);
    expect(q!.headers['content-type']).toBe(download.headers['content-type']);
    expect(q!.headers['content-type']).toContain('application/json');
    expect(q!.headers['content-disposition']).toBe(contentDisposition(submission.target_name));
    expect(submission.pushed_at).not.toBeNull();
    const records = await report(submission);
    expect(records).toEqual([
      {
        request: '1',
        started_at: expect.any(String),
        status: '200',
        duration_ms: expect.any(String),
        rows: '30',
        error: '',
      },
    ]);
    // Another organisation reaches neither the report nor the submission.
    expect((await call(t, globex.token, 'GET', pathOf(submission.push_report_url))).statusCode).toBe(403);
    const theirs = await call(t, globex.token, 'GET', `/submission/${submission.submission_id}`);
    expect(theirs.statusCode).toBe(403);
    expect(theirs.body).not.toContain('real-secret');
  }, 60_000);
});

describe('a push that fails', () => {
  it('is retried on the schedule, every attempt reported, then given up', async () => {
    const r = await receiver(() => 500);
    receivers.push(r);
    await template('failing', { url: `${r.url}/in` });
    const submission = await submitAndPush('failing', rows(5));
    expect(r.received).toHaveLength(3);
    expect(submission.pushed_at).toBeNull();
    const records = await report(submission);
    expect(records.map((rec) => rec.status)).toEqual(['500', '500', '500', '']);
    expect(records[3]!.error).toBe('Given up after 3 attempts: nothing more will be sent.');
  }, 60_000);

  it('reports a receiver that refuses the connection', async () => {
    const down = await receiver();
    await down.close();
    await template('down', { url: `${down.url}/in`, mode: 'json' });
    const submission = await submitAndPush('down', rows(5));
    const records = await report(submission);
    expect(records.map((rec) => rec.error)).toEqual([
      'The receiver refused the connection.',
      'The receiver refused the connection.',
      'The receiver refused the connection.',
      'Given up after 3 attempts: nothing more will be sent.',
    ]);
    expect(submission.pushed_at).toBeNull();
  }, 60_000);

  it('reports each request the private-network guard refuses at connect time', async () => {
    await template('private', { url: 'https://receiver.example/in' });
    // As if the host now resolved to a private address: written past the check made at write time.
    await t.database.db
      .updateTable('templates')
      .set({
        push: JSON.stringify({
          url: 'http://10.0.0.1/in',
          method: 'POST',
          headers: {},
          mode: 'file',
          batch_size: null,
        }),
      })
      .where('handle', '=', 'private')
      .execute();
    const submission = await submitAndPush('private', rows(2));
    const records = await report(submission);
    expect(records).toHaveLength(4);
    expect(records[0]!.error).toMatch(/10\.0\.0\.1.*private/);
    expect(records[0]!.status).toBe('');
    expect(submission.pushed_at).toBeNull();
  }, 60_000);

  it('sends nothing once the plan has lost X_PUSH, and says so', async () => {
    const r = await receiver();
    receivers.push(r);
    await template('unpaid', { url: `${r.url}/in` });
    await t.services.organisations.setPlan('acme', { limits: {}, grant: [], revoke: ['X_PUSH'] });
    try {
      const submission = await submitAndPush('unpaid', rows(5));
      expect(r.received).toHaveLength(0);
      const records = await report(submission);
      expect(records.map((rec) => rec.error)).toEqual([
        'The plan no longer includes pushes (X_PUSH): nothing was sent.',
      ]);
    } finally {
      await t.services.organisations.setPlan('acme', { limits: {}, grant: ['X_PUSH'], revoke: [] });
    }
  }, 60_000);
});

describe('a push whose header values do not open', () => {
  it('sends nothing and says why', async () => {
    const r = await receiver();
    receivers.push(r);
    await template('tampered', { url: `${r.url}/in`, headers: { Authorization: 'Bearer x' } });
    // Sealed by another key, or moved from another row: the value does not open.
    await t.database.db
      .updateTable('templates')
      .set({
        push: JSON.stringify({
          url: `${r.url}/in`,
          method: 'POST',
          headers: { Authorization: 'v1:AAAA' },
          mode: 'file',
          batch_size: null,
        }),
      })
      .where('handle', '=', 'tampered')
      .execute();
    const submission = await submitAndPush('tampered', rows(2));
    expect(r.received).toHaveLength(0);
    expect((await report(submission)).map((rec) => rec.error)).toEqual([
      'The push headers cannot be read with this server’s key: nothing was sent.',
    ]);
  }, 60_000);
});

describe('a push job run again', () => {
  it('sends nothing once the push has ended, and resumes after the rows already delivered when it has not', async () => {
    const r = await receiver();
    receivers.push(r);
    await template('again', { url: `${r.url}/in`, mode: 'json', batch_size: 2 });
    const submission = await submitAndPush('again', rows(5));
    expect(r.received).toHaveLength(3);
    const id = submission.submission_id;
    await t.services.pushes.run({ submissionId: id, attempt: 1 });
    expect(r.received).toHaveLength(3);

    // As after a crash in the first attempt, once its first batch was delivered.
    await t.database.db
      .updateTable('pushes')
      .set({ status: 'pending', attempts: 1, rows_sent: 2, finished_at: null })
      .where('submission_id', '=', id)
      .execute();
    await t.services.pushes.run({ submissionId: id, attempt: 1 });
    const resent = r.received
      .slice(3)
      .map((q) => JSON.parse(q.body.toString()).map((row: { code: string }) => row.code));
    expect(resent).toEqual([['c3', 'c4'], ['c5']]);
    // Delivered in full again: a further run finds the push ended.
    await t.services.pushes.run({ submissionId: id, attempt: 1 });
    expect(r.received).toHaveLength(5);
  }, 60_000);
});

describe('a submission without a push', () => {
  it('has no push report', async () => {
    await template('none', null);
    const created = await uploadAndTransform(t, acme.token, 'none', rows(3));
    const submission = await submitAndWait(t, acme.token, created);
    expect(submission.push_report_url).toBeNull();
    expect(submission.pushed_at).toBeNull();
  }, 60_000);
});
