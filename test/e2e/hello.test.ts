/** The specification's "Get started" endpoints. */
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, envelope, type TestApp, type TestOrganisation } from '../support/app.ts';
import { multipart } from '../support/multipart.ts';

let t: TestApp;
let acme: TestOrganisation;

beforeAll(async () => {
  t = await createTestApp();
  acme = await t.organisation('acme');
});
afterAll(() => t.close());

describe('hello', () => {
  it.each(['POST', 'PUT', 'DELETE'] as const)('answers %s with a JSON body', async (method) => {
    const res = await t.app.inject({
      method,
      url: '/en/hello',
      headers: bearer(acme.token),
      payload: { name: 'Grace' },
    });
    expect(envelope(res).payload).toEqual({ hello: 'Grace' });
  });

  it('requires the JSON body on POST', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/en/hello', headers: bearer(acme.token) });
    expect(res.statusCode).toBe(400);
  });

  it('answers the path form, decoding the name', async () => {
    const res = await t.app.inject({ url: '/en/hello/Ren%C3%A9', headers: bearer(acme.token) });
    expect(envelope(res).payload).toEqual({ hello: 'René' });
  });

  it("answers the sender form with the caller's organisation name", async () => {
    const res = await t.app.inject({ url: '/en/send/acme/hello?name=Ada', headers: bearer(acme.token) });
    expect(envelope(res).payload).toEqual({ hello: 'Ada', organisation: 'Org acme' });
  });

  it('describes an uploaded file', async () => {
    const content = 'name,email\nAda,ada@example.com\n';
    const { payload, headers } = multipart({}, { name: 'people.csv', content });
    const res = await t.app.inject({
      method: 'POST',
      url: '/en/hello/file-upload',
      headers: { ...bearer(acme.token), ...headers },
      payload,
    });
    expect(res.statusCode).toBe(200);
    expect(envelope(res).payload).toEqual({
      file_name: 'people.csv',
      size: Buffer.byteLength(content),
      media_type: 'text/csv',
      sha256: createHash('sha256').update(content).digest('hex'),
    });
  });

  it('reports a multipart upload without a file as a violation', async () => {
    const { payload, headers } = multipart({ note: 'hi' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/en/hello/file-upload',
      headers: { ...bearer(acme.token), ...headers },
      payload,
    });
    expect(res.statusCode).toBe(409);
    expect(envelope(res).payload.violations[0].property_path).toBe('file');
  });

  it('refuses an upload that is not multipart', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/en/hello/file-upload',
      headers: bearer(acme.token),
      payload: { file: 'x' },
    });
    expect(res.statusCode).toBe(400);
  });
});
