/**
 * What the router refuses before any route runs is answered like everything else: a path
 * parameter that is too long is a 414 in the envelope, translated, on every route with a
 * parameter, and documented there; a URL that cannot be percent-decoded is a 400 in the envelope.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_PARAM_LENGTH } from '../../src/api/plugins/framework-errors.ts';
import { bearer, createTestApp, envelope, type TestApp } from '../support/app.ts';
import { insertTemplate } from '../support/receiver-fixtures.ts';

let t: TestApp;
let acme: string;
let doc: { paths: Record<string, Record<string, { responses: Record<string, unknown> }>> };

beforeAll(async () => {
  t = await createTestApp();
  acme = (await t.organisation('acme')).token;
  await insertTemplate(t.services.ctx.db, 'acme', 'orders', ['code']);
  doc = (await t.app.inject({ url: '/openapi.json' })).json();
});
afterAll(() => t.close());

/** Every documented operation whose path has a parameter, with each parameter filled by `value`. */
function operationsWithParameters(value: string) {
  return Object.entries(doc.paths)
    .filter(([route]) => route.includes('{'))
    .flatMap(([route, methods]) =>
      Object.keys(methods).map((method) => ({
        method: method.toUpperCase() as 'GET',
        route,
        url: route.replace(/\{[^}]+\}/g, value),
        responses: methods[method]!.responses,
      })),
    );
}

describe('a path parameter over the limit', () => {
  const tooLong = 'a'.repeat(MAX_PARAM_LENGTH + 1);

  it('is a 414 in the envelope on every route with a parameter, documented there', async () => {
    const operations = operationsWithParameters(tooLong);
    expect(operations.length).toBeGreaterThan(30);
    for (const { method, route, url, responses } of operations) {
      const where = `${method} ${route}`;
      const res = await t.app.inject({ method, url, headers: bearer(acme) });
      expect(res.statusCode, `${where}: ${res.body}`).toBe(414);
      const body = envelope(res);
      expect(body.success, where).toBe(false);
      expect(body.debug, where).toEqual([]);
      expect(body.payload.error.code, where).toBe('exception.parameter_too_long');
      expect(body.payload.error.message, where).toBe(
        `A value in the URL path is too long: at most ${MAX_PARAM_LENGTH} characters are accepted.`,
      );
      expect(res.headers['content-type'], where).toMatch(/^application\/json/);
      expect(responses['414'], `${where} documents its 414`).toBeDefined();
    }
  });

  it('is answered before the token is read, in French when asked', async () => {
    const res = await t.app.inject({
      url: `/template/${tooLong}`,
      headers: { 'accept-language': 'fr' },
    });
    expect(res.statusCode).toBe(414);
    expect(envelope(res).payload.error.message).toBe(
      `Une valeur du chemin de l'URL est trop longue : ${MAX_PARAM_LENGTH} caractères au plus sont acceptés.`,
    );
  });

  it('leaves a parameter at the limit to the route', async () => {
    const res = await t.app.inject({
      url: `/template/${'a'.repeat(MAX_PARAM_LENGTH)}`,
      headers: bearer(acme),
    });
    expect(res.statusCode, res.body).toBe(404);
  });
});

describe('parameters as long as the values they name', () => {
  it('addresses a customer by an external ID of 255 characters, even percent-encoded', async () => {
    const externalId = 'é'.repeat(255);
    const created = await t.app.inject({
      method: 'POST',
      url: '/customer',
      headers: bearer(acme),
      payload: { template_handles: ['orders'], external_id: externalId },
    });
    expect(created.statusCode, created.body).toBe(200);
    const res = await t.app.inject({
      url: `/customer/${encodeURIComponent(externalId)}`,
      headers: bearer(acme),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(envelope(res).payload.external_id).toBe(externalId);
  });
});

describe('a URL that cannot be percent-decoded', () => {
  it('is a 400 in the envelope, translated', async () => {
    const res = await t.app.inject({ url: '/template/%E0%A4%A', headers: bearer(acme) });
    expect(res.statusCode, res.body).toBe(400);
    expect(envelope(res).payload.error.code).toBe('exception.bad_url');
    const fr = await t.app.inject({
      url: '/template/%E0%A4%A',
      headers: { ...bearer(acme), 'accept-language': 'fr' },
    });
    expect(envelope(fr).payload.error.message).toBe(
      "Le chemin de l'URL n'est pas correctement encodé (encodage en pourcentage).",
    );
  });
});
