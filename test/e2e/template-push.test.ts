/**
 * A template's `push` through HTTP: stored with its defaults, header values masked on every read
 * and kept when a read is sent back, refused with a violation per field, behind X_PUSH, and
 * invisible to senders and other organisations.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SecretBox } from '../../src/services/identity/secret-box.ts';
import { openPushHeaders } from '../../src/services/templates/push-secrets.ts';
import type { TemplatePush } from '../../src/store/templates/templates.ts';
import { bearer, createTestApp, envelope, type TestApp, type TestOrganisation } from '../support/app.ts';

let t: TestApp;
let acme: TestOrganisation;
let globex: TestOrganisation;

const SECRET = 'Bearer s3cr3t-token-value';
const PUSH = {
  url: 'https://receiver.example/ferry',
  method: 'PUT',
  headers: { Authorization: SECRET, 'X-Source': 'ferry' },
  mode: 'json',
  batch_size: 500,
};

beforeAll(async () => {
  t = await createTestApp();
  acme = await t.organisation('acme');
  globex = await t.organisation('globex');
});
afterAll(() => t.close());

const call = (token: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
const stored = async (handle: string) =>
  (await t.database.db.selectFrom('templates').select('push').where('handle', '=', handle).execute())[0]
    ?.push as TemplatePush | null | undefined;
/** The stored push with its header values opened by the server's key. */
const opened = async (handle: string) => {
  const push = await stored(handle);
  const { organisation_id } = await t.database.db
    .selectFrom('templates')
    .select('organisation_id')
    .where('handle', '=', handle)
    .executeTakeFirstOrThrow();
  return (
    push && {
      ...push,
      headers: await openPushHeaders(new SecretBox(t.services.ctx.config), organisation_id, push),
    }
  );
};
const violations = (res: { json(): any }) =>
  envelope(res as never).payload.violations as {
    property_path: string;
    invalid_value: unknown;
    message: string;
  }[];

describe('a template push', () => {
  it('is stored with the real header values and read back with every value masked', async () => {
    const res = await call(acme.token, 'POST', '/template', {
      name: 'Orders',
      template_handle: 'orders',
      push: PUSH,
    });
    expect(res.statusCode, res.body).toBe(200);
    const masked = { ...PUSH, headers: { Authorization: '********', 'X-Source': '********' } };
    expect(envelope(res).payload.push).toEqual(masked);
    expect(res.body).not.toContain('s3cr3t');
    const read = await call(acme.token, 'GET', '/template/orders');
    expect(envelope(read).payload.push).toEqual(masked);
    expect(await opened('orders')).toEqual(PUSH);
    // At rest, the values are sealed: the database does not hold them in clear.
    const sealed = await stored('orders');
    expect(JSON.stringify(sealed)).not.toContain('s3cr3t');
    expect(Object.values(sealed!.headers).every((v) => v.startsWith('v1:'))).toBe(true);
  });

  it('takes its defaults: POST, file mode, no headers, no batch size', async () => {
    const res = await call(acme.token, 'POST', '/template', {
      name: 'Plain',
      push: { url: 'http://receiver.example/in' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(envelope(res).payload.push).toEqual({
      url: 'http://receiver.example/in',
      method: 'POST',
      headers: {},
      mode: 'file',
      batch_size: null,
    });
  });

  it('keeps the stored values when a read is sent back unchanged, and replaces one sent in clear', async () => {
    const before = envelope(await call(acme.token, 'GET', '/template/orders')).payload;
    const back = await call(acme.token, 'PUT', '/template/orders', before);
    expect(back.statusCode, back.body).toBe(200);
    expect(envelope(back).payload).toEqual(before);
    expect(await opened('orders')).toEqual(PUSH);

    const changed = { ...before.push, headers: { ...before.push.headers, 'X-Source': 'ferry-2' } };
    const res = await call(acme.token, 'PUT', '/template/orders', { push: changed });
    expect(res.statusCode, res.body).toBe(200);
    expect((await opened('orders'))?.headers).toEqual({ Authorization: SECRET, 'X-Source': 'ferry-2' });
  });

  it('is removed by null', async () => {
    await call(acme.token, 'POST', '/template', { name: 'Gone', template_handle: 'gone', push: PUSH });
    const res = await call(acme.token, 'PUT', '/template/gone', { push: null });
    expect(envelope(res).payload.push).toBeNull();
    expect(await stored('gone')).toBeNull();
  });

  it('is refused with a violation per field, naming headers but never their values', async () => {
    const res = await call(acme.token, 'PUT', '/template/orders', {
      push: {
        url: 'ftp://receiver.example/x',
        method: 'DELETE',
        mode: 'xml',
        batch_size: 10_001,
        headers: {
          'Bad Name': 'x',
          'X-Line': 'secret-value\r\nInjected: 1',
          Host: 'evil',
          'X-New': '********',
        },
      },
    });
    expect(res.statusCode, res.body).toBe(409);
    expect(
      violations(res)
        .map((v) => v.property_path)
        .sort(),
    ).toEqual([
      'push.batch_size',
      'push.headers.Bad Name',
      'push.headers.Host',
      'push.headers.X-Line',
      'push.headers.X-New',
      'push.method',
      'push.mode',
      'push.url',
    ]);
    expect(res.body).not.toContain('secret-value');
    expect(await stored('orders')).toMatchObject({ url: PUSH.url, mode: 'json' });
  });

  it('refuses a blank url, one too long, a batch size below 1 and more than 50 headers', async () => {
    const headers = Object.fromEntries(Array.from({ length: 51 }, (_, i) => [`X-H${i}`, 'v']));
    const res = await call(acme.token, 'PUT', '/template/orders', {
      push: { url: ' ', batch_size: 0, mode: 'json', headers },
    });
    expect(
      violations(res)
        .map((v) => v.property_path)
        .sort(),
    ).toEqual(['push.batch_size', 'push.headers', 'push.url']);
    const long = await call(acme.token, 'PUT', '/template/orders', {
      push: { url: `https://receiver.example/${'a'.repeat(2000)}` },
    });
    expect(violations(long).map((v) => v.property_path)).toEqual(['push.url']);
  });

  it('refuses a url in a private network', async () => {
    for (const url of [
      'http://127.0.0.1:8080/in',
      'http://10.0.0.1/in',
      'http://169.254.169.254/latest',
      'http://[::127.0.0.1]/in',
      'http://[2002:a9fe:a9fe::]/latest',
    ]) {
      const res = await call(acme.token, 'PUT', '/template/orders', { push: { url } });
      expect(res.statusCode, res.body).toBe(409);
      expect(violations(res)).toEqual([
        {
          property_path: 'push.url',
          invalid_value: url,
          message: 'This URL must not point to a private network.',
        },
      ]);
    }
    expect(await stored('orders')).toMatchObject({ url: PUSH.url });
  });

  it('refuses a push of the wrong shape with 400 at its own path, never echoing a header value', async () => {
    const cases: [unknown, RegExp][] = [
      [{ url: 5, headers: { Authorization: 'Bearer top-secret' } }, /"push\.url" has the wrong type/],
      [
        { url: 'https://a.example', extra: 1, headers: { Authorization: 'Bearer top-secret' } },
        /Unknown property push\.extra/,
      ],
      [{ headers: { A: 1, Authorization: 'Bearer top-secret' } }, /"push\.headers\.A" has the wrong type/],
      ['https://a.example', /"push" has the wrong type/],
    ];
    for (const [push, message] of cases) {
      const res = await call(acme.token, 'PUT', '/template/orders', { push });
      expect(res.statusCode, res.body).toBe(400);
      expect(envelope(res).payload.error.message).toMatch(message);
      expect(res.body).not.toContain('top-secret');
    }
    expect(await stored('orders')).toMatchObject({ url: PUSH.url });
  });

  it('needs X_PUSH, except to send back the push already stored', async () => {
    await t.services.organisations.setPlan('acme', { limits: {}, grant: [], revoke: ['X_PUSH'] });
    try {
      const created = await call(acme.token, 'POST', '/template', {
        name: 'Denied',
        template_handle: 'denied',
        push: PUSH,
      });
      expect(created.statusCode, created.body).toBe(402);
      expect(envelope(created).product).toMatchObject({
        requirement: 'permission',
        permission: { name: 'X_PUSH' },
      });
      expect((await call(acme.token, 'GET', '/template/denied')).statusCode).toBe(404);

      const changed = await call(acme.token, 'PUT', '/template/orders', {
        push: { ...PUSH, url: 'https://other.example/' },
      });
      expect(changed.statusCode).toBe(402);
      expect(await stored('orders')).toMatchObject({ url: PUSH.url });

      const read = envelope(await call(acme.token, 'GET', '/template/orders')).payload;
      expect((await call(acme.token, 'PUT', '/template/orders', read)).statusCode).toBe(200);
      expect((await call(acme.token, 'PUT', '/template/orders', { push: null })).statusCode).toBe(200);
    } finally {
      await t.services.organisations.setPlan('acme', { limits: {}, grant: ['X_PUSH'], revoke: [] });
    }
  });

  it('is not shown to senders, and another organisation cannot read the template at all', async () => {
    await call(acme.token, 'POST', '/template', { name: 'Shared', template_handle: 'shared', push: PUSH });
    const customer = await call(acme.token, 'POST', '/customer', {
      name: 'Shop',
      external_id: 'shop-1',
      email: 'shop@example.com',
      template_handles: ['shared'],
    });
    expect(customer.statusCode, customer.body).toBe(200);
    const id = envelope(customer).payload.customer_id;
    const token = envelope(await call(acme.token, 'POST', `/customer/${id}/token`)).payload.access_token;
    const read = await call(token, 'GET', '/template/shared');
    expect(read.statusCode, read.body).toBe(200);
    expect(envelope(read).payload.push).toBeNull();
    const listed = envelope(await call(token, 'GET', '/templates')).payload.entries;
    expect(listed.map((entry: { push: unknown }) => entry.push)).toEqual(listed.map(() => null));
    const other = await call(globex.token, 'GET', '/template/shared');
    expect(other.statusCode).toBe(404);
    expect(other.body).not.toContain('receiver.example');
    const list = await call(globex.token, 'GET', '/templates');
    expect(list.body).not.toContain('receiver.example');
  });
});
