/**
 * How far a run with auto_submit goes by itself (DESIGN §7 Feeds): rows in error on a template that
 * does not accept errors stop it at `transformed` for a person; a template that accepts them lets
 * it reach `processed`; a required column left unmapped ends it in `failed`, naming the column; a
 * connector's reading options and columns are applied, shown by the `reusing` step.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertConnector } from '../../src/store/sources/connectors.ts';
import { findSubmissionOfTransformation } from '../../src/store/submissions/submissions.ts';
import { listColumns } from '../../src/store/templates/columns.ts';
import { findTemplateByHandle } from '../../src/store/templates/templates.ts';
import { findTransformation } from '../../src/store/transformations/transformations.ts';
import { startHttpServer, type TestHttpServer } from '../sources/support/http-server.ts';
import { createTestApp, envelope, type TestApp } from '../support/app.ts';
import { call, createContactsTemplate } from '../support/flow.ts';
import { createSource, runUntil, startRun, urlSource } from './source-runs-support.ts';

const FILES: Record<string, string> = {
  '/errors.csv': 'E-mail,Name,Price\nann@example.com,Ann,12.50\nnot-an-email,Bob,5000\n',
  '/no-name.csv': 'E-mail,Price\nann@example.com,12.50\n',
  '/odd.csv': 'Col A;Col B;Col C\nann@example.com;Ann;12.50\nbob@example.com;Bob;7\n',
};

let t: TestApp;
let acme: string;
let web: TestHttpServer;

beforeAll(async () => {
  t = await createTestApp({ outboundAllowlist: ['127.0.0.1'] }, { jobs: true });
  acme = (await t.organisation('acme')).token;
  await createContactsTemplate(t, acme, 'strict');
  await createContactsTemplate(t, acme, 'lenient', { accept_errors: true });
  const routes = Object.fromEntries(
    Object.entries(FILES).map(([path, body]) => [
      path,
      (_req: unknown, res: import('node:http').ServerResponse) => res.writeHead(200).end(body),
    ]),
  );
  web = await startHttpServer(routes);
}, 60_000);
afterAll(async () => {
  await web?.close();
  await t?.close();
});

async function run(handle: string, file: string, extra: object = {}) {
  const sourceId = await createSource(t, acme, urlSource(`${web.base}${file}`, `${handle} ${file}`));
  return startRun(t, acme, { template_handle: handle, source_id: sourceId, auto_submit: true, ...extra });
}

const steps = (status: { history: { step: string }[] }) => status.history.map((entry) => entry.step);

describe('a run that goes on by itself', () => {
  it('stops at transformed for a person when rows are in error and the template does not accept errors', async () => {
    const started = await run('strict', '/errors.csv');
    let status = await runUntil(t, acme, started.automation_id, ['transformed', 'processed', 'failed']);
    // The run says why it stopped just after reaching transformed.
    for (let i = 0; i < 100 && status.step === 'transformed' && status.details === null; i++) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      status = await runUntil(t, acme, started.automation_id, ['transformed', 'processed', 'failed']);
    }
    expect(status.step, JSON.stringify(status)).toBe('transformed');
    expect(status.details).toBe(
      '1 row is in error and the template does not accept errors: review them, then submit.',
    );
    expect(steps(status)).toContain('to_transform');
    expect(steps(status)).not.toContain('to_submit');
    // The person fixes nothing and submits: refused as after an upload, the run still waits.
    const refused = await call(t, acme, 'POST', `/transformation/${started.transformation_id}/submit`);
    expect(refused.statusCode).toBe(409);
    // A late duplicate of the transform job leaves it to the person too.
    await t.services.stages.transform(started.transformation_id);
    const row = (await findTransformation(t.services.ctx.db, started.transformation_id))!;
    expect(row.step).toBe('transformed');
    expect(
      await findSubmissionOfTransformation(t.services.ctx.db, started.transformation_id),
    ).toBeUndefined();
  }, 60_000);

  it('submits rows in error when the template accepts errors', async () => {
    const started = await run('lenient', '/errors.csv');
    const status = await runUntil(t, acme, started.automation_id, ['processed', 'failed']);
    expect(status.step, JSON.stringify(status)).toBe('processed');
    expect(status.error_report_file).not.toBeNull();
  }, 60_000);

  it('fails, naming the column, when a required column is left unmapped', async () => {
    const started = await run('strict', '/no-name.csv');
    const status = await runUntil(t, acme, started.automation_id, ['transformed', 'processed', 'failed']);
    expect(status.step).toBe('failed');
    expect(status.details).toBe(
      'The mapping could not be confirmed automatically. Name (name) is required: map a source column to it.',
    );
    expect(steps(status).slice(-2)).toEqual(['matched', 'failed']);
  }, 60_000);

  it('reads and maps with its connector, through the reusing step', async () => {
    const db = t.services.ctx.db;
    const template = (await findTemplateByHandle(db, (await orgId()) as string, 'strict'))!;
    const columns = await listColumns(db, template.template_id);
    const id = (name: string) => columns.find((c) => c.technical_name === name)!.column_id;
    const connector = await insertConnector(
      db,
      {
        connector_id: randomUUID(),
        organisation_id: await orgId(),
        customer_id: null,
        template_id: template.template_id,
        transformation_id: null as unknown as string,
      },
      {
        name: 'Odd export',
        picture_url: null,
        reading: { encoding: null, delimiter: ';', header_row: null, sheet: null, records_path: null },
        columns: [
          { column_id: id('email'), source: 'Col A', value_map: null },
          { column_id: id('name'), source: 'Col B', value_map: { Bob: 'Robert' } },
          { column_id: id('price'), source: 'Col C', value_map: null },
        ],
      },
      new Date(),
    );
    const started = await run('strict', '/odd.csv', { connector_id: connector.connector_id });
    expect(started.connector_id).toBe(connector.connector_id);
    const status = await runUntil(t, acme, started.automation_id, ['processed', 'failed']);
    expect(status.step, JSON.stringify(status)).toBe('processed');
    expect(steps(status)).toContain('reusing');
    const row = (await findTransformation(db, started.transformation_id))!;
    expect(row.options).toMatchObject({ delimiter: ';' });
    expect(row.connector_applied_at?.getTime()).toBe(connector.updated_at.getTime());
    const mapping = envelope(
      await call(t, acme, 'GET', `/transformation/${started.transformation_id}/mapping`),
    ).payload;
    expect(mapping.columns.map((c: { source: string | null }) => c.source)).toEqual([
      'Col A',
      'Col B',
      'Col C',
    ]);
    expect(mapping.columns[1].value_map).toEqual({ Bob: 'Robert' });
  }, 60_000);
});

async function orgId(): Promise<string> {
  const row = await t.services.ctx.db
    .selectFrom('organisations')
    .select('organisation_id')
    .executeTakeFirstOrThrow();
  return row.organisation_id;
}
