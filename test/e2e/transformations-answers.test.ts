/**
 * The transformation routes say what they did: a field sent after the file is refused, not
 * ignored; the automation status carries the same counters as the transformation; `PUT …/data`
 * gives back the edited rows with their new violations when asked; and a transformation's files
 * download with the media type and name of their format, as a submission's do.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, envelope, type TestApp } from '../support/app.ts';
import { type Created, call, createContactsTemplate, uploadAndTransform } from '../support/flow.ts';
import { multipart } from '../support/multipart.ts';

let t: TestApp;
let acme: string;
let created: Created;

const SOURCE = [
  'E-mail,Name,Price',
  'ada@example.com,Ada,12.50',
  'not-an-email,Linus,3',
  'alan@example.com,,4',
].join('\n');

beforeAll(async () => {
  t = await createTestApp({}, { jobs: true });
  acme = (await t.organisation('acme')).token;
  await createContactsTemplate(t, acme, 'contacts', { accept_errors: true, file_name: 'contacts-export' });
  created = await uploadAndTransform(t, acme, 'contacts', SOURCE);
});
afterAll(() => t.close());

async function transformationCount(): Promise<number> {
  const row = await t.services.ctx.db
    .selectFrom('transformations')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** A multipart body whose `fields` come after the file. */
function fieldsAfterFile(before: Record<string, string>, after: Record<string, string>) {
  const body = multipart(before, { name: 'late.csv', content: SOURCE });
  const boundary = /boundary=(.+)$/.exec(body.headers['content-type']!)![1]!;
  const closing = Buffer.from(`--${boundary}--\r\n`);
  const late = Object.entries(after).map(([name, value]) =>
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
  );
  const payload = Buffer.concat([
    body.payload.subarray(0, body.payload.length - closing.length),
    ...late,
    closing,
  ]);
  return { payload, headers: body.headers };
}

describe('a multipart field sent after the file', () => {
  it('is refused with 400 naming the field, and no transformation is kept', async () => {
    const before = await transformationCount();
    const body = fieldsAfterFile({ template_handle: 'contacts' }, { delimiter: ';' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/transformation',
      headers: { ...bearer(acme), ...body.headers },
      payload: body.payload,
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(envelope(res).payload.error).toEqual({
      code: 'exception.field_after_file',
      message:
        'The field "delimiter" was sent after the file: send every text field before "file", which is read as it arrives.',
    });
    expect(await transformationCount()).toBe(before);
  });

  it('is refused in French too, and by the preview', async () => {
    const body = fieldsAfterFile({}, { template_handle: 'contacts' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/transformation/preview',
      headers: { ...bearer(acme), ...body.headers, 'accept-language': 'fr' },
      payload: body.payload,
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(envelope(res).payload.error.message).toBe(
      "Le champ « template_handle » a été envoyé après le fichier : envoyez tous les champs texte avant « file », qui est lu au fil de l'envoi.",
    );
  });
});

describe('GET /transformation/automation/{automationId}', () => {
  it('carries the same counters as GET /transformation/{transformationId}', async () => {
    const transformation = envelope(
      await call(t, acme, 'GET', `/transformation/${created.transformation_id}`),
    );
    const automation = envelope(
      await call(t, acme, 'GET', `/transformation/automation/${created.automation_id}`),
    );
    expect(transformation.payload.counters).toMatchObject({ rows_in_source: 3, rows_in_error: 2 });
    expect(automation.payload.counters).toEqual(transformation.payload.counters);
  });
});

describe('PUT /transformation/{transformationId}/data', () => {
  const url = () => `/transformation/${created.transformation_id}/data`;

  it('answers 200 with no body, as the specification documents', async () => {
    const res = await call(t, acme, 'PUT', url(), { rows: [{ row: 1, data: { '#(name)': 'Ada L.' } }] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.body).toBe('');
  });

  it('with Prefer: return=representation, answers the edited rows as GET …/data shows them, with their new violations', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: url(),
      headers: { ...bearer(acme), prefer: 'handling=strict, return=representation' },
      payload: {
        rows: [
          { row: 3, data: { '#(name)': 'Alan' } },
          { row: 2, data: { '#(email)': 'still-not-an-email' } },
        ],
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['preference-applied']).toBe('return=representation');
    const rows = envelope(res).payload.rows;
    expect(rows.map((r: { row: number }) => r.row)).toEqual([3, 2]);
    expect(rows[0].violations).toEqual([]);
    expect(rows[1].violations.map((v: { column: string }) => v.column)).toEqual(['email']);
    const page = envelope(await call(t, acme, 'GET', `${url()}?page=1&per_page=3`)).payload.rows;
    expect(rows[0]).toEqual(page[2]);
    expect(rows[1]).toEqual(page[1]);
  });
});

describe('GET /transformation/{transformationId}/file/{kind}', () => {
  it('serves each file with the media type and file name of its format', async () => {
    const download = (kind: string) =>
      call(t, acme, 'GET', `/transformation/${created.transformation_id}/file/${kind}`);
    const expected: Record<string, [string, string]> = {
      original: ['text/csv', 'data.csv'],
      target: ['text/csv', 'contacts-export.csv'],
      error_report: ['text/csv; charset=utf-8', 'contacts-export-error-report.csv'],
      invalid_rows: ['text/csv; charset=utf-8', 'contacts-export-invalid-rows.csv'],
      normalized: ['text/csv; charset=utf-8', 'contacts-export-normalized-source.csv'],
    };
    for (const [kind, [type, name]] of Object.entries(expected)) {
      const res = await download(kind);
      expect(res.statusCode, `${kind}: ${res.body}`).toBe(200);
      expect(res.headers['content-type'], kind).toBe(type);
      expect(res.headers['content-disposition'], kind).toBe(
        `attachment; filename="${name}"; filename*=UTF-8''${name}`,
      );
    }
    expect((await download('target')).body.split('\n')[0]).toContain('email');
  });
});
