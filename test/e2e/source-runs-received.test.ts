/**
 * A run whose file already arrived (an e-mail's attachment, stored by the mail ingress) fetches
 * nothing: it starts at `downloaded`, reads the copy it keeps under its own name, and goes on.
 */
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../support/app.ts';
import { createContactsTemplate } from '../support/flow.ts';
import { createSource, runUntil } from './source-runs-support.ts';

const CONTACTS = 'E-mail,Name,Price\nann@example.com,Ann,12.50\n';

let t: TestApp;
let acme: string;

beforeAll(async () => {
  t = await createTestApp({}, { jobs: true });
  acme = (await t.organisation('acme')).token;
  await createContactsTemplate(t, acme, 'contacts');
}, 60_000);
afterAll(async () => {
  await t?.close();
});

describe('a run of a file already received', () => {
  it('starts at downloaded and reaches processed with the file as it came', async () => {
    const db = t.services.ctx.db;
    const { organisation_id: organisationId } = await db
      .selectFrom('organisations')
      .select('organisation_id')
      .executeTakeFirstOrThrow();
    const { template_id: templateId } = await db
      .selectFrom('templates')
      .select('template_id')
      .executeTakeFirstOrThrow();
    const sourceId = await createSource(t, acme, {
      name: 'Orders by mail',
      data_extractor: 'email',
      email: { allowed_senders: ['*@partner.example'], subject_pattern: null },
    });
    const blobKey = `org/${organisationId}/mail/attachment-1`;
    await t.services.ports.blobs.put(blobKey, Readable.from([Buffer.from(CONTACTS)]));
    const started = await t.services.sourceRuns.start({
      organisationId,
      customerId: null,
      templateId,
      sourceId,
      connectorId: null,
      autoSubmit: true,
      type: 'email',
      feedId: null,
      received: { fileName: 'orders.csv', blobKey },
    });
    const status = await runUntil(t, acme, started.automationId, ['processed', 'failed']);
    expect(status, JSON.stringify(status)).toMatchObject({ step: 'processed', type: 'email' });
    const steps = status.history.map((entry: { step: string }) => entry.step);
    expect(steps.slice(0, 3)).toEqual(['downloaded', 'to_normalize', 'normalizing']);
    expect(steps).not.toContain('downloading');
    const original = await t.app.inject({
      url: `/transformation/${started.transformationId}/file/original`,
      headers: bearer(acme),
    });
    expect(original.body).toBe(CONTACTS);
    const resource = (
      await t.app.inject({ url: `/transformation/${started.transformationId}`, headers: bearer(acme) })
    ).json().payload;
    expect(resource).toMatchObject({ original_name: 'orders.csv', source_id: sourceId, type: 'email' });
    // Copied, not taken: the ingress may start a run per feed from one attachment.
    expect(await t.services.ports.blobs.stat(blobKey)).not.toBeNull();
  }, 60_000);
});
