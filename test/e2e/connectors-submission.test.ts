/**
 * The Submission's `connector` block: null for a plain upload; `is_connector` on the submission of
 * the transformation a connector was saved from (never `changed`); on a run that applied a
 * connector, its id, name and picture, and `changed` once the connector is edited after the run.
 * The run is real: a url source on a loopback server, started with `connector_id`.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findSubmissionOfTransformation } from '../../src/store/submissions/submissions.ts';
import { startHttpServer, type TestHttpServer } from '../sources/support/http-server.ts';
import { createTestApp, envelope, type TestApp } from '../support/app.ts';
import { call, createContactsTemplate, submitAndWait } from '../support/flow.ts';
import { confirmedTransformation, FILE, saveConnector } from './connectors-support.ts';
import { createSource, runUntil, startRun, submittedTarget, urlSource } from './source-runs-support.ts';

let t: TestApp;
let acme: string;
let web: TestHttpServer;

beforeAll(async () => {
  t = await createTestApp({ outboundAllowlist: ['127.0.0.1'] }, { jobs: true });
  acme = (await t.organisation('acme')).token;
  await createContactsTemplate(t, acme, 'contacts');
  web = await startHttpServer({ '/partner.csv': (_req, res) => res.writeHead(200).end(FILE) });
}, 60_000);
afterAll(async () => {
  await web?.close();
  await t?.close();
});

const submissionOf = async (transformationId: string) => {
  const row = await findSubmissionOfTransformation(t.services.ctx.db, transformationId);
  return envelope(await call(t, acme, 'GET', `/submission/${row!.submission_id}`)).payload;
};

describe("the Submission's connector block", () => {
  it('is null for an upload, then says is_connector once a connector is saved from it, never changed', async () => {
    const made = await confirmedTransformation(t, acme);
    const submission = await submitAndWait(t, acme, made.created);
    expect(submission.connector).toBeNull();
    const connector = await saveConnector(t, acme, made.created.transformation_id, {
      name: 'Partner',
      picture_url: 'https://cdn.example/p.png',
    });
    const expected = {
      is_connector: true,
      changed: false,
      connector_id: connector.connector_id,
      name: 'Partner',
      picture_url: 'https://cdn.example/p.png',
    };
    expect((await submissionOf(made.created.transformation_id)).connector).toEqual(expected);
    t.advance(60_000);
    await call(t, acme, 'PUT', `/connector/${connector.connector_id}`, { name: 'Partner v2' });
    expect((await submissionOf(made.created.transformation_id)).connector).toEqual({
      ...expected,
      name: 'Partner v2',
    });
  }, 90_000);

  it('names the connector a run applied, and turns changed once the connector is edited after it', async () => {
    const made = await confirmedTransformation(t, acme);
    const connector = await saveConnector(t, acme, made.created.transformation_id, { name: 'Feed setup' });
    const sourceId = await createSource(t, acme, urlSource(`${web.base}/partner.csv`));
    const started = await startRun(t, acme, {
      template_handle: 'contacts',
      source_id: sourceId,
      connector_id: connector.connector_id,
      auto_submit: true,
    });
    const status = await runUntil(t, acme, started.automation_id, ['processed', 'failed']);
    expect(status.step, JSON.stringify(status)).toBe('processed');
    // The value map saved with the connector was applied: Bob became Robert.
    expect((await submittedTarget(t, acme, started.transformation_id)).toString()).toContain('Robert');
    const applied = {
      is_connector: false,
      changed: false,
      connector_id: connector.connector_id,
      name: 'Feed setup',
      picture_url: null,
    };
    expect((await submissionOf(started.transformation_id)).connector).toEqual(applied);
    // Sent back as read: not an edit, still not changed.
    await call(t, acme, 'PUT', `/connector/${connector.connector_id}`, connector);
    expect((await submissionOf(started.transformation_id)).connector).toEqual(applied);
    t.advance(60_000);
    const edited = await call(t, acme, 'PUT', `/connector/${connector.connector_id}`, {
      picture_url: 'https://cdn.example/feed.png',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await submissionOf(started.transformation_id)).connector).toEqual({
      ...applied,
      changed: true,
      picture_url: 'https://cdn.example/feed.png',
    });
    // Deleted: the submission still names which connector it was, without a name.
    expect((await call(t, acme, 'DELETE', `/connector/${connector.connector_id}`)).statusCode).toBe(204);
    expect((await submissionOf(started.transformation_id)).connector).toEqual({
      ...applied,
      name: null,
    });
  }, 120_000);
});
