/**
 * The handle first (DESIGN §3): every route under a template handle, taken from the OpenAPI
 * document so that a new route is walked too, answers another organisation's handle exactly as an
 * unknown one: 404, whatever follows in the path or the body, and nothing of the other
 * organisation in the answer. Nothing of the other organisation's template changes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, envelope, type TestApp } from '../support/app.ts';
import { multipart } from '../support/multipart.ts';

let t: TestApp;
let acme: string;
let globex: string;
let globexColumn: string;
let acmeColumn: string;

type Operation = {
  requestBody?: { content: Record<string, unknown> };
  responses: Record<string, unknown>;
};
let doc: { paths: Record<string, Record<string, Operation>> };

async function post(token: string, url: string, payload: object) {
  const res = await t.app.inject({ method: 'POST', url, headers: bearer(token), payload });
  expect(res.statusCode, res.body).toBe(200);
  return envelope(res).payload;
}

beforeAll(async () => {
  t = await createTestApp();
  acme = (await t.organisation('acme')).token;
  globex = (await t.organisation('globex')).token;
  for (const [token, handle] of [
    [acme, 'orders'],
    [globex, 'invoices'],
  ] as const) {
    await post(token, '/template', { name: `Secret ${handle}`, template_handle: handle });
  }
  const column = { technical_name: 'vat_number', pretty_name: 'VAT number', type: { type: 'TEXT' } };
  globexColumn = (await post(globex, '/template/invoices/column', column)).column_id;
  acmeColumn = (await post(acme, '/template/orders/column', column)).column_id;
  await post(globex, '/constraint', { column_id: globexColumn, function: 'is_upper', arguments: [] });
  doc = (await t.app.inject({ url: '/openapi.json' })).json();
});
afterAll(() => t.close());

/** A body of the route's own media type, so that the request reaches the route's hooks. */
function bodyFor(operation: Operation): { payload?: string | Buffer; headers: Record<string, string> } {
  const media = Object.keys(operation.requestBody?.content ?? {});
  if (media.includes('application/json'))
    return { payload: JSON.stringify({ name: 'x' }), headers: { 'content-type': 'application/json' } };
  if (media.includes('multipart/form-data')) return multipart({}, { name: 'a.csv', content: 'a\n1\n' });
  return { headers: {} };
}

/** Every documented operation under a template handle, with its parameters filled. */
function operationsUnder(handle: string) {
  return Object.entries(doc.paths)
    .filter(([route]) => route.includes('{templateHandle}'))
    .flatMap(([route, methods]) =>
      Object.entries(methods).map(([method, operation]) => ({
        where: `${method.toUpperCase()} ${route}`,
        method: method.toUpperCase() as 'GET',
        url: route
          .replace('{templateHandle}', handle)
          .replace('{columnId}', globexColumn)
          .replace('{method}', 'replace'),
        operation,
      })),
    );
}

/** The answer with the handle it echoes blanked, to compare two answers that name different handles. */
function withoutHandle(body: string, handle: string): unknown {
  const parsed = JSON.parse(body);
  parsed.payload.error.message = parsed.payload.error.message.replaceAll(handle, '…');
  return parsed;
}

describe("another organisation's template handle", () => {
  it('names every route under /template/ by {templateHandle}, so the walk below sees them all', () => {
    const templateRoutes = Object.keys(doc.paths).filter((route) => route.startsWith('/template/'));
    expect(templateRoutes.length).toBeGreaterThanOrEqual(5);
    for (const route of templateRoutes) expect(route).toMatch(/^\/template\/\{templateHandle\}/);
  });

  it('is 404 on every route under a handle, exactly like an unknown handle, leaking nothing', async () => {
    const operations = operationsUnder('invoices');
    const unknown = operationsUnder('nowhere');
    expect(operations.length).toBeGreaterThanOrEqual(10);
    const send = (method: 'GET', url: string, operation: Operation) => {
      const body = bodyFor(operation);
      return t.app.inject({
        method,
        url,
        payload: body.payload,
        headers: { ...bearer(acme), ...body.headers },
      });
    };
    for (const [i, { where, method, url, operation }] of operations.entries()) {
      const res = await send(method, url, operation);
      expect(res.statusCode, `${where}: ${res.body}`).toBe(404);
      expect(envelope(res).payload.error.code, where).toBe('exception.not_found');
      for (const secret of ['globex', 'Secret invoices', 'vat_number', 'VAT number', globexColumn])
        expect(res.body, where).not.toContain(secret);
      const other = unknown[i]!;
      const res2 = await send(method, other.url, operation);
      expect(res2.statusCode, `${other.where}: ${res2.body}`).toBe(404);
      expect(withoutHandle(res.body, 'invoices'), where).toEqual(withoutHandle(res2.body, 'nowhere'));
    }
  });

  it("leaves the other organisation's template, column and constraint as they were", async () => {
    const template = await t.app.inject({ url: '/template/invoices', headers: bearer(globex) });
    expect(template.statusCode, template.body).toBe(200);
    expect(envelope(template).payload.name).toBe('Secret invoices');
    const columns = await t.app.inject({ url: '/template/invoices/columns', headers: bearer(globex) });
    expect(envelope(columns).payload.map((c: { column_id: string }) => c.column_id)).toEqual([globexColumn]);
    const constraints = await t.app.inject({
      url: `/template/invoices/column/${globexColumn}/constraints`,
      headers: bearer(globex),
    });
    expect(envelope(constraints).payload).toHaveLength(1);
  });

  it('is 404 before a malformed column id is judged', async () => {
    const res = await t.app.inject({ url: '/template/invoices/column/not-a-uuid', headers: bearer(acme) });
    expect(res.statusCode, res.body).toBe(404);
  });
});

describe('under one of the caller’s own handles', () => {
  it("another organisation's column id is still 403, addressed by UUID", async () => {
    const res = await t.app.inject({ url: `/template/orders/column/${globexColumn}`, headers: bearer(acme) });
    expect(res.statusCode, res.body).toBe(403);
    expect(res.body).not.toContain('vat_number');
  });

  it('its own column reads as before', async () => {
    const res = await t.app.inject({ url: `/template/orders/column/${acmeColumn}`, headers: bearer(acme) });
    expect(res.statusCode, res.body).toBe(200);
  });
});

describe('GET /import-profile/{subdomain}', () => {
  it('is 404 for an unknown subdomain, with or without a token, saying nothing else', async () => {
    for (const headers of [{}, bearer(globex)]) {
      const res = await t.app.inject({ url: '/import-profile/nowhere', headers });
      expect(res.statusCode, res.body).toBe(404);
      const body = envelope(res);
      expect(body.payload).toEqual({
        error: { code: 'exception.not_found.subdomain', message: 'No organisation has this subdomain.' },
      });
    }
    const french = await t.app.inject({
      url: '/import-profile/nowhere',
      headers: { 'accept-language': 'fr' },
    });
    expect(envelope(french).payload.error.message).toBe('Aucune organisation n’a ce sous-domaine.');
  });
});
