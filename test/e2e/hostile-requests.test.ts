/**
 * Bad input is answered 4xx with a message a person understands, never 500: a NUL character
 * wherever it arrives (JSON strings and keys, form fields, query values, path parameters, multipart
 * fields and file names), malformed multipart bodies, and an update with nothing to change.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, envelope, type TestApp } from '../support/app.ts';
import { multipart } from '../support/multipart.ts';

let t: TestApp;
let acme: string;
let columnId: string;

beforeAll(async () => {
  t = await createTestApp();
  acme = (await t.organisation('acme')).token;
  await t.app.inject({
    method: 'POST',
    url: '/template',
    headers: bearer(acme),
    payload: { name: 'Contacts', template_handle: 'contacts' },
  });
  const column = await t.app.inject({
    method: 'POST',
    url: '/template/contacts/column',
    headers: bearer(acme),
    payload: { technical_name: 'email', pretty_name: 'E-mail', type: { type: 'TEXT' } },
  });
  columnId = envelope(column).payload.column_id;
});

afterAll(async () => {
  await t.close();
});

const NUL = '\u0000';

/** Asserts a 400 whose message names the NUL character. */
function expectNulRefused(res: { statusCode: number; body: string }) {
  expect(res.statusCode, res.body).toBe(400);
  const body = JSON.parse(res.body);
  expect(body.success).toBe(false);
  expect(body.payload.error.message).toMatch(/contains a NUL character, which is not accepted/);
}

describe('a NUL character is refused with 400', () => {
  it('in a JSON string of POST /api-keys', async () => {
    expectNulRefused(
      await t.app.inject({
        method: 'POST',
        url: '/api-keys',
        headers: bearer(acme),
        payload: { name: `a${NUL}b` },
      }),
    );
  });

  it('in a JSON string of POST /template, naming the property', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/template',
      headers: bearer(acme),
      payload: { name: `a${NUL}b` },
    });
    expectNulRefused(res);
    expect(res.json().payload.error.message).toContain('name');
  });

  it('in a JSON object key', async () => {
    expectNulRefused(
      await t.app.inject({
        method: 'POST',
        url: '/template',
        headers: bearer(acme),
        payload: { name: 'x', [`a${NUL}`]: 1 },
      }),
    );
  });

  it('in a user_metadata value nested in the body', async () => {
    expectNulRefused(
      await t.app.inject({
        method: 'POST',
        url: '/template',
        headers: bearer(acme),
        payload: { name: 'meta', user_metadata: [{ name: 'team', value: NUL }] },
      }),
    );
  });

  it('in a path parameter: GET /template/a%00b and GET /customer/%00', async () => {
    expectNulRefused(await t.app.inject({ url: '/template/a%00b', headers: bearer(acme) }));
    expectNulRefused(await t.app.inject({ url: '/customer/%00', headers: bearer(acme) }));
  });

  it('in a query value: GET /customers?criteria=%00', async () => {
    expectNulRefused(await t.app.inject({ url: '/customers?criteria=%00', headers: bearer(acme) }));
    expectNulRefused(await t.app.inject({ url: '/templates?criteria=a%00', headers: bearer(acme) }));
  });

  it('in the username of the password grant, as JSON and as a form', async () => {
    expectNulRefused(
      await t.app.inject({
        method: 'POST',
        url: '/auth/token',
        payload: { grant_type: 'password', username: `a${NUL}@b.c`, password: 'x' },
      }),
    );
    expectNulRefused(
      await t.app.inject({
        method: 'POST',
        url: '/auth/token',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'grant_type=password&username=a%00%40b.c&password=x',
      }),
    );
  });

  it('in a multipart field value, field name or file name', async () => {
    for (const body of [
      multipart({ template_handle: `con${NUL}tacts` }, { name: 'a.csv', content: 'email\nx@y.z\n' }),
      multipart({ [`template${NUL}handle`]: 'contacts' }, { name: 'a.csv', content: 'email\nx@y.z\n' }),
      multipart({ template_handle: 'contacts' }, { name: `a${NUL}.csv`, content: 'email\nx@y.z\n' }),
    ]) {
      expectNulRefused(
        await t.app.inject({
          method: 'POST',
          url: '/transformation',
          headers: { ...bearer(acme), ...body.headers },
          payload: body.payload,
        }),
      );
    }
    const hello = multipart({}, { name: `a${NUL}.csv`, content: 'x' });
    expectNulRefused(
      await t.app.inject({
        method: 'POST',
        url: '/en/hello/file-upload',
        headers: { ...bearer(acme), ...hello.headers },
        payload: hello.payload,
      }),
    );
  });
});

/** Malformed multipart bodies, each sent to both upload routes. */
const MALFORMED: { name: string; build: () => { payload: Buffer; headers: Record<string, string> } }[] = [
  {
    name: 'a body cut off in the middle of the file',
    build: () => {
      const body = multipart(
        { template_handle: 'contacts' },
        { name: 'a.csv', content: 'email\nx@y.z\n'.repeat(50) },
      );
      return { ...body, payload: body.payload.subarray(0, body.payload.length - 200) };
    },
  },
  {
    name: 'a body cut off in a part header',
    build: () => {
      const body = multipart({ template_handle: 'contacts' }, { name: 'a.csv', content: 'email\n' });
      const cut = body.payload.indexOf('Content-Disposition: form-data; name="file"') + 20;
      return { ...body, payload: body.payload.subarray(0, cut) };
    },
  },
  {
    name: 'no boundary in the content type',
    build: () => ({
      ...multipart({ template_handle: 'contacts' }, { name: 'a.csv', content: 'email\n' }),
      headers: { 'content-type': 'multipart/form-data' },
    }),
  },
  {
    name: 'a boundary that the body does not use',
    build: () => ({
      ...multipart({ template_handle: 'contacts' }, { name: 'a.csv', content: 'email\n' }),
      headers: { 'content-type': 'multipart/form-data; boundary=elsewhere' },
    }),
  },
  {
    name: 'a malformed part header',
    build: () => ({
      payload: Buffer.from('--b\r\nnot a header at all\r\n\r\nx\r\n--b--\r\n'),
      headers: { 'content-type': 'multipart/form-data; boundary=b' },
    }),
  },
  {
    name: 'more than 1,000 parts',
    build: () => {
      const fields: Record<string, string> = {};
      for (let i = 0; i < 1100; i++) fields[`f${i}`] = 'x';
      return multipart(fields, { name: 'a.csv', content: 'email\n' });
    },
  },
  {
    name: 'an empty body',
    build: () => ({
      payload: Buffer.alloc(0),
      headers: { 'content-type': 'multipart/form-data; boundary=b' },
    }),
  },
];

describe('a malformed multipart body is a 4xx', () => {
  for (const url of ['/transformation', '/en/hello/file-upload']) {
    for (const shape of MALFORMED) {
      it(`${url}: ${shape.name}`, async () => {
        const body = shape.build();
        const res = await t.app.inject({
          method: 'POST',
          url,
          headers: { ...bearer(acme), ...body.headers },
          payload: body.payload,
        });
        expect([400, 409, 413], res.body).toContain(res.statusCode);
        expect(envelope(res).payload.error.message).not.toMatch(/internal error/i);
      });
    }
  }
});

describe('an update with nothing to change', () => {
  it('PUT /template/{h}/column/{id} with {} answers the column unchanged', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: `/template/contacts/column/${columnId}`,
      headers: bearer(acme),
      payload: {},
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(envelope(res).payload).toMatchObject({ column_id: columnId, technical_name: 'email' });
  });

  it('PUT /template/{h} with {} answers the template unchanged', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/template/contacts',
      headers: bearer(acme),
      payload: {},
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(envelope(res).payload).toMatchObject({ template_handle: 'contacts' });
  });
});
