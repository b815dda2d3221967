/** The steps of an uploaded file run as jobs: normalize, match, then the mapping is read and confirmed. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, envelope, type TestApp } from '../support/app.ts';
import { multipart } from '../support/multipart.ts';
import { insertTemplate } from '../support/receiver-fixtures.ts';

let t: TestApp;
let acme: string;
let globex: string;
let columns: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp({}, { jobs: true });
  acme = (await t.organisation('acme')).token;
  globex = (await t.organisation('globex')).token;
  ({ columns } = await insertTemplate(t.services.ctx.db, 'acme', 'people', ['email', 'last_name']));
});
afterAll(() => t.close());

async function upload(content: string | Buffer, name = 'people.csv') {
  const body = multipart({ template_handle: 'people' }, { name, content });
  const res = await t.app.inject({
    method: 'POST',
    url: '/transformation',
    headers: { ...bearer(acme), ...body.headers },
    payload: body.payload,
  });
  expect(res.statusCode).toBe(200);
  return envelope(res).payload as { transformation_id: string; automation_id: string };
}

/** Polls the automation status until it reaches one of `steps` (bounded: 200 polls). */
async function until(automationId: string, steps: string[]) {
  for (let i = 0; i < 200; i++) {
    const res = await t.app.inject({
      method: 'GET',
      url: `/transformation/automation/${automationId}`,
      headers: bearer(acme),
    });
    const payload = envelope(res).payload;
    if (steps.includes(payload.step)) return payload;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`automation ${automationId} never reached ${steps.join(' or ')}`);
}

function send(token: string, method: 'GET' | 'PUT', url: string, payload?: object) {
  return t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
}

describe('the steps of an uploaded file', () => {
  it('walk to matched and propose a mapping with scores', async () => {
    const created = await upload('E-mail;Last name\nada@example.com;Lovelace\n');
    const status = await until(created.automation_id, ['matched', 'failed']);
    expect(status).toMatchObject({ step: 'matched', details: null });
    const res = await send(acme, 'GET', `/transformation/${created.transformation_id}/mapping`);
    expect(res.statusCode).toBe(200);
    const mapping = envelope(res).payload;
    expect(mapping.source_headers).toEqual(['E-mail', 'Last name']);
    const bySource = Object.fromEntries(
      mapping.columns.map((c: { technical_name: string; source: string | null }) => [
        c.technical_name,
        c.source,
      ]),
    );
    expect(bySource).toEqual({ email: 'E-mail', last_name: 'Last name' });
    expect(mapping.columns[0].score).toBeGreaterThan(0);
    const read = envelope(await send(acme, 'GET', `/transformation/${created.transformation_id}`)).payload;
    expect(read.counters).toMatchObject({ rows_in_source: 1 });
  });

  it('fail on an empty file with the reason in details', async () => {
    const created = await upload('');
    const status = await until(created.automation_id, ['matched', 'failed']);
    expect(status.step).toBe('failed');
    expect(status.details).toBe('The file is empty.');
  });

  it('fail on a PNG named .csv', async () => {
    const png = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      Buffer.alloc(200, 0),
    ]);
    const created = await upload(png, 'people.csv');
    const status = await until(created.automation_id, ['matched', 'failed']);
    expect(status.step).toBe('failed');
    expect(status.details).toMatch(/^The file looks like .*, not a spreadsheet\.$/);
  });

  it('redo a stage with the same result when its job runs again', async () => {
    const created = await upload('email,last_name\nada@example.com,Lovelace\n');
    await until(created.automation_id, ['matched']);
    const before = envelope(
      await send(acme, 'GET', `/transformation/${created.transformation_id}/mapping`),
    ).payload;
    // A worker that crashed mid-stage leaves the running step behind, its heartbeat going stale:
    // the retried job starts over.
    const stale = new Date(Date.now() - (t.services.ctx.config.stepStaleSeconds + 1) * 1000);
    await t.services.ctx.db
      .updateTable('transformations')
      .set({ step: 'matching', updated_at: stale })
      .where('transformation_id', '=', created.transformation_id)
      .execute();
    await t.services.stages.match(created.transformation_id);
    await t.services.stages.normalize(created.transformation_id); // not waiting: no effect
    const after = envelope(
      await send(acme, 'GET', `/transformation/${created.transformation_id}/mapping`),
    ).payload;
    expect(after).toEqual(before);
    expect((await until(created.automation_id, ['matched'])).step).toBe('matched');
  });
});

describe('PUT /transformation/{id}/mapping', () => {
  it('stores the confirmed mapping and sends the transformation on to to_transform', async () => {
    const created = await upload('mail,name\nada@example.com,Lovelace\n');
    await until(created.automation_id, ['matched']);
    const url = `/transformation/${created.transformation_id}/mapping`;
    const res = await send(acme, 'PUT', url, {
      columns: [
        { column_id: columns.email, source: 'mail' },
        { column_id: columns.last_name, source: 'name', value_map: { Lovelace: 'LOVELACE' } },
      ],
    });
    expect(res.statusCode).toBe(200);
    const stored = envelope(await send(acme, 'GET', url)).payload;
    // A pair the sender kept as proposed keeps the matcher's score and explanation.
    expect(stored.columns).toEqual([
      {
        column_id: columns.email,
        technical_name: 'email',
        source: 'mail',
        score: expect.any(Number),
        explanation: expect.stringContaining('"mail"'),
      },
      {
        column_id: columns.last_name,
        technical_name: 'last_name',
        source: 'name',
        value_map: { Lovelace: 'LOVELACE' },
      },
    ]);
    const read = envelope(await send(acme, 'GET', `/transformation/${created.transformation_id}`)).payload;
    // The transform job is fetched at once by this process's worker: it may have started already.
    expect(['to_transform', 'transforming', 'transformed']).toContain(read.step);
  });

  it('refuses an unknown column or source header with 409 and keeps the stored mapping', async () => {
    const created = await upload('mail,name\nada@example.com,Lovelace\n');
    await until(created.automation_id, ['matched']);
    const url = `/transformation/${created.transformation_id}/mapping`;
    const before = envelope(await send(acme, 'GET', url)).payload;
    const res = await send(acme, 'PUT', url, {
      columns: [
        { column_id: '00000000-0000-4000-8000-000000000000', source: 'mail' },
        { column_id: columns.last_name, source: 'surname' },
      ],
    });
    expect(res.statusCode).toBe(409);
    const paths = envelope(res).payload.violations.map((v: { property_path: string }) => v.property_path);
    expect(paths).toEqual(['columns[0].column_id', 'columns[1].source']);
    expect(envelope(await send(acme, 'GET', url)).payload).toEqual(before);
    const read = envelope(await send(acme, 'GET', `/transformation/${created.transformation_id}`)).payload;
    expect(read.step).toBe('matched');
  });

  it('answers 403 to another organisation and leaves the mapping unchanged', async () => {
    const created = await upload('mail,name\nada@example.com,Lovelace\n');
    await until(created.automation_id, ['matched']);
    const url = `/transformation/${created.transformation_id}/mapping`;
    const before = envelope(await send(acme, 'GET', url)).payload;
    expect((await send(globex, 'GET', url)).statusCode).toBe(403);
    const res = await send(globex, 'PUT', url, { columns: [] });
    expect(res.statusCode).toBe(403);
    expect(res.body).not.toContain('mail');
    expect(envelope(await send(acme, 'GET', url)).payload).toEqual(before);
  });
});
