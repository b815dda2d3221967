/**
 * Who may run a source once (`POST /transformation` with JSON): a source of the caller's
 * organisation, and a sender's own; a template the caller may use; a type the plan permits; a
 * connector the caller may read. Every refusal has its status and a sentence, and creates no
 * transformation.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertConnector } from '../../src/store/sources/connectors.ts';
import { createTestApp, envelope, type TestApp } from '../support/app.ts';
import { createContactsTemplate } from '../support/flow.ts';
import { createSource, runSource, startRun, urlSource } from './source-runs-support.ts';
import { senderLogin } from './sources-fixtures.ts';

const UNKNOWN = '00000000-0000-4000-8000-000000000000';

let t: TestApp;
let acme: string;
let globex: string;
let acmeSource: string;
let globexSource: string;
let ann: { customerId: string; token: string };
let bob: { customerId: string; token: string };
let annSource: string;
let bobSource: string;

async function transformations(): Promise<number> {
  const row = await t.services.ctx.db
    .selectFrom('transformations')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** The answer, after checking that the refusal created nothing. */
async function refused(token: string, body: object) {
  const before = await transformations();
  const res = await runSource(t, token, body);
  expect(await transformations()).toBe(before);
  return res;
}

/** A connector of the organisation's receiver on its `contacts` template, made in the store. */
async function connectorIn(subdomain: string): Promise<string> {
  const db = t.services.ctx.db;
  const template = await db
    .selectFrom('templates as tpl')
    .innerJoin('organisations as o', 'o.organisation_id', 'tpl.organisation_id')
    .select(['tpl.template_id', 'o.organisation_id'])
    .where('o.subdomain', '=', subdomain)
    .where('tpl.handle', '=', 'contacts')
    .executeTakeFirstOrThrow();
  const row = await insertConnector(
    db,
    {
      connector_id: randomUUID(),
      organisation_id: template.organisation_id,
      customer_id: null,
      template_id: template.template_id,
      transformation_id: null as unknown as string,
    },
    {
      name: 'Export',
      picture_url: null,
      reading: { encoding: null, delimiter: null, header_row: null, sheet: null, records_path: null },
      columns: [],
    },
    new Date(),
  );
  return row.connector_id;
}

beforeAll(async () => {
  // No job queue: runs wait at to_download, which is all these tests look at.
  t = await createTestApp({ outboundAllowlist: ['127.0.0.1'] });
  acme = (await t.organisation('acme')).token;
  globex = (await t.organisation('globex')).token;
  await createContactsTemplate(t, acme, 'contacts');
  await createContactsTemplate(t, globex, 'contacts');
  await createContactsTemplate(t, acme, 'secret', { access_type: 'private' });
  acmeSource = await createSource(t, acme, urlSource('http://127.0.0.1:9/acme.csv'));
  globexSource = await createSource(t, globex, urlSource('http://127.0.0.1:9/globex.csv'));
  ann = await senderLogin(t, acme, 'acme', 'ann');
  bob = await senderLogin(t, acme, 'acme', 'bob');
  annSource = await createSource(t, ann.token, urlSource('http://127.0.0.1:9/ann.csv', 'Ann'));
  bobSource = await createSource(t, bob.token, urlSource('http://127.0.0.1:9/bob.csv', 'Bob'));
}, 60_000);
afterAll(async () => {
  await t?.close();
});

describe('POST /transformation with a source', () => {
  it('starts a run of the caller’s source at to_download, as the caller', async () => {
    const run = await startRun(t, acme, { template_handle: 'contacts', source_id: acmeSource });
    expect(run).toMatchObject({
      type: 'manual',
      step: 'to_download',
      source_id: acmeSource,
      customer_id: null,
      feed_id: null,
      connector_id: null,
      auto_submit: false,
      original_name: null,
    });
    expect(run.history.map((entry: { step: string }) => entry.step)).toEqual(['to_download']);
    expect(run.step_for_humans).toEqual({
      code: 'automation.step.to_download',
      message: 'Waiting to fetch the file',
    });
    const status = envelope(
      await t.app.inject({
        url: `/transformation/automation/${run.automation_id}`,
        headers: { authorization: `Bearer ${acme}` },
      }),
    ).payload;
    expect(status).toMatchObject({ type: 'manual', step: 'to_download', original_file: null });
  });

  it('lets a sender run its own source, as itself', async () => {
    const run = await startRun(t, ann.token, { template_handle: 'tpl-ann', source_id: annSource });
    expect(run).toMatchObject({ customer_id: ann.customerId, source_id: annSource });
  });

  it('refuses another organisation’s source (403) and an unknown one (404)', async () => {
    const other = await refused(acme, { template_handle: 'contacts', source_id: globexSource });
    expect(other.statusCode).toBe(403);
    expect(other.body).not.toContain('globex.csv');
    expect((await refused(globex, { template_handle: 'contacts', source_id: acmeSource })).statusCode).toBe(
      403,
    );
    expect((await refused(acme, { template_handle: 'contacts', source_id: UNKNOWN })).statusCode).toBe(404);
  });

  it('refuses a sender another customer’s source, and the receiver’s own', async () => {
    const res = await refused(ann.token, { template_handle: 'tpl-ann', source_id: bobSource });
    expect(res.statusCode).toBe(403);
    expect(res.body).not.toContain('bob.csv');
    expect((await refused(ann.token, { template_handle: 'tpl-ann', source_id: acmeSource })).statusCode).toBe(
      403,
    );
  });

  it('refuses a template the caller may not use (404), like an upload', async () => {
    expect((await refused(acme, { template_handle: 'nope', source_id: acmeSource })).statusCode).toBe(404);
    expect((await refused(ann.token, { template_handle: 'secret', source_id: annSource })).statusCode).toBe(
      404,
    );
  });

  it('refuses a source type the plan does not permit (402)', async () => {
    await t.services.organisations.setPlan('acme', { limits: {}, grant: [], revoke: ['X_IMPORT_URL'] });
    try {
      const res = await refused(acme, { template_handle: 'contacts', source_id: acmeSource });
      expect(res.statusCode).toBe(402);
      expect(envelope(res).product).toMatchObject({
        requirement: 'permission',
        permission: { name: 'X_IMPORT_URL' },
      });
    } finally {
      await t.services.organisations.setPlan('acme', { limits: {}, grant: ['X_IMPORT_URL'], revoke: [] });
    }
  });

  it('refuses a source with nothing to fetch (409)', async () => {
    const upload = await createSource(t, acme, { name: 'Uploads', data_extractor: 'upload' });
    const res = await refused(acme, { template_handle: 'contacts', source_id: upload });
    expect(res.statusCode).toBe(409);
    expect(envelope(res).payload.violations).toEqual([
      {
        property_path: 'source_id',
        invalid_value: upload,
        message: 'This source is an upload: it has no file to fetch. Upload the file instead.',
      },
    ]);
  });

  it('refuses an unknown connector (404) and another party’s (403)', async () => {
    const unknown = await refused(acme, {
      template_handle: 'contacts',
      source_id: acmeSource,
      connector_id: UNKNOWN,
    });
    expect(unknown.statusCode).toBe(404);
    const globexConnector = await connectorIn('globex');
    const other = { template_handle: 'contacts', source_id: acmeSource, connector_id: globexConnector };
    expect((await refused(acme, other)).statusCode).toBe(403);
    // A sender runs with its own connectors only; this one is the receiver's.
    const receivers = await connectorIn('acme');
    const sender = { template_handle: 'tpl-ann', source_id: annSource, connector_id: receivers };
    expect((await refused(ann.token, sender)).statusCode).toBe(403);
    const run = await startRun(t, acme, {
      template_handle: 'contacts',
      source_id: acmeSource,
      connector_id: receivers,
    });
    expect(run.connector_id).toBe(receivers);
  });

  it('answers 409 for missing or malformed values and 400 for what cannot be read', async () => {
    const missing = await refused(acme, { template_handle: 'contacts' });
    expect(missing.statusCode).toBe(409);
    expect(envelope(missing).payload.violations[0]).toMatchObject({
      property_path: 'source_id',
      message: 'This value should not be blank.',
    });
    const notUuid = await refused(acme, { template_handle: 'contacts', source_id: 'abc' });
    expect(notUuid.statusCode).toBe(409);
    expect(envelope(notUuid).payload.violations[0].message).toBe('This value is not a valid UUID.');
    const blank = await refused(acme, { template_handle: '', source_id: acmeSource });
    expect(blank.statusCode).toBe(409);
    expect(
      (await refused(acme, { template_handle: 'contacts', source_id: acmeSource, extra: 1 })).statusCode,
    ).toBe(400);
    expect(
      (await refused(acme, { template_handle: 'contacts', source_id: acmeSource, auto_submit: 'yes' }))
        .statusCode,
    ).toBe(400);
    expect(
      (await refused(acme, { template_handle: 'contacts', source_id: acmeSource, connector_id: 7 }))
        .statusCode,
    ).toBe(400);
    const form = await t.app.inject({
      method: 'POST',
      url: '/transformation',
      headers: { authorization: `Bearer ${acme}`, 'content-type': 'application/x-www-form-urlencoded' },
      payload: `template_handle=contacts&source_id=${acmeSource}`,
    });
    expect(form.statusCode).toBe(400);
    expect(envelope(form).payload.error.message).toContain('multipart/form-data');
  });

  it('describes both bodies in the OpenAPI document', async () => {
    const doc = (await t.app.inject({ url: '/openapi.json' })).json();
    const content = doc.paths['/transformation'].post.requestBody.content;
    expect(Object.keys(content).sort()).toEqual(['application/json', 'multipart/form-data']);
    expect(content['application/json'].schema.required).toEqual(['template_handle', 'source_id']);
  });
});
