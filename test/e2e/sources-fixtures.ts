/** What the source tests share: a block of each type, requests with a token, a sender's token. */
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { bearer, createTestApp, envelope, type TestApp } from '../support/app.ts';
import { insertTemplate } from '../support/receiver-fixtures.ts';

/** A PEM private key made once for these tests (RSA 1024: small, never used to connect). */
export const PEM_KEY = `-----BEGIN PRIVATE KEY-----
MIICdgIBADANBgkqhkiG9w0BAQEFAASCAmAwggJcAgEAAoGBAMzXQhKlOW71hVl9
i7FJYaTntOF/wnTSZxqRyN210DPG3tg+itxo/8vKQV8I3c62xIeLFtC/8SQ9ZZbd
TfXWnmH9VJy6meXB2tp0wU4ORTHLxJtpUMqqE5Ov4vmetjmbygWaEoM/2EDd23v/
YC8+PETsYxKekQhg+LsfKJj6xtr3AgMBAAECgYBNzUSvSEo0NtTbVLAGOlT4CXnO
XHRDYtb+ZHjinPfjcpmZkMe1R7xAbyW9LuTwasLiqJWV3BF/LkKztoKx6T5mU5lx
jp2oeYIYS64OzobLYmU+RJ18nCGv4Svr0uOhIwUbfsoJvxbF3+ndmxbSrSvJ644B
O0zqLZJ5KbyVu9CKgQJBAOVfeeAUopeE7wP2B5XLyIQOSKmYNZI0o31Z+Sehhfcc
x07IBbERozDs66FivEo47Dn4thyh4Ez5925nyD791JECQQDknrwsWf6t/bOuRU4o
R8eONz30i1wEwmN6Hej83chZdDNaP9SNabeQjK6C4tsdKqRwLz0GFm2IvMBbKzP0
HtsHAkAZSzUKY9wmL0+YNTpS53z+KwESSqmlrM5WlWRnXWWDgZXs9xvBkftX+thl
HJk86hgKsIWMlMFCW9JQR3uKjr0xAkBygO5OaGSeUEsGJcAXfJv+JrzpFkNoPtQD
/acLvyjxZLmzofSbPy+pPkzJUUXdPdZOOdqeie0iZycQgnrq8elRAkEAp5H3tgcr
NAlU5vnuaq6NHtHl0Cy+iCkta4zjovawEus8VSK9+j7qW1kr4Sv/Oy+RCO/f6V/M
Dx68DaWPAzSXnw==
-----END PRIVATE KEY-----`;

/** Hosts and URLs that are public, so no write is refused as private; nothing connects to them. */
export const BLOCKS = {
  upload: undefined,
  url: {
    url: 'https://exports.partner.example/orders.csv',
    method: 'POST',
    headers: { Accept: 'text/csv', Authorization: 'Bearer url-token-1' },
    cookies: { session: 'cookie-secret-1' },
    content_type: 'application/json',
    body: '{"since":"2026-01-01"}',
  },
  ftp: {
    host: '93.184.215.14',
    username: 'ferry',
    password: 'ftp-secret-1',
    port: 2121,
    path: '/exports/orders-*.csv',
    is_ssl: true,
  },
  sftp: {
    host: 'sftp.partner.example',
    username: 'ferry',
    port: 2222,
    password: null,
    path: '/home/ferry/in/stock?.csv',
    private_key: PEM_KEY,
    passphrase: null,
  },
  custom: {
    custom_data_extractor_id: null,
    handle: 'erp-orders',
    metadata: [{ name: 'region', value: 'eu' }],
  },
  email: { allowed_senders: ['*@partner.example', 'ops@other.example'], subject_pattern: '^Orders [0-9]+$' },
  api_fetcher: {
    url: 'https://api.partner.example/v1/orders',
    method: 'GET',
    headers: { 'X-Api-Key': 'api-key-1' },
    cookies: {},
    content_type: null,
    body: null,
    records_path: 'data.items',
    pagination: { type: 'cursor', param: 'after', cursor_path: 'meta.next', max_pages: 10 },
  },
} as const;

export type SourceType = keyof typeof BLOCKS;
export const TYPES = Object.keys(BLOCKS) as SourceType[];
export const BLOCK_TYPES = TYPES.filter((type) => type !== 'upload') as Exclude<SourceType, 'upload'>[];

/** A create body for a source of `type` with its sample block. */
export function sourceBody(type: SourceType, extra: Record<string, unknown> = {}): Record<string, unknown> {
  const block = BLOCKS[type];
  return { name: `My ${type}`, data_extractor: type, ...(block ? { [type]: block } : {}), ...extra };
}

export type Method = 'POST' | 'PUT' | 'GET' | 'DELETE';

export function sender(t: TestApp) {
  return (token: string, method: Method, url: string, payload?: unknown) =>
    t.app.inject({
      method,
      url,
      headers: bearer(token),
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
}

/** The source created, after asserting the 200. */
export async function created(res: LightMyRequestResponse): Promise<any> {
  expect(res.statusCode, res.body).toBe(200);
  return envelope(res).payload;
}

export function violations(res: LightMyRequestResponse): [string, string][] {
  expect(res.statusCode, res.body).toBe(409);
  const body = res.json();
  expect(body.payload.error.code).toBe('exception.violation');
  return body.payload.violations.map((v: { property_path: string; message: string }) => [
    v.property_path,
    v.message,
  ]);
}

/** A customer of the organisation with an access token of its own (a sender). */
export async function senderLogin(t: TestApp, receiverToken: string, subdomain: string, name: string) {
  const send = sender(t);
  const handle = `tpl-${name}`;
  await insertTemplate(t.services.ctx.db, subdomain, handle, ['code']);
  const customer = await created(
    await send(receiverToken, 'POST', '/customer', { name, template_handles: [handle] }),
  );
  const token = await created(
    await send(receiverToken, 'POST', `/customer/${customer.customer_id}/token`, {}),
  );
  return { customerId: customer.customer_id as string, token: token.access_token as string };
}

/** A sender's customer id and its token. */
export type SenderLogin = Awaited<ReturnType<typeof senderLogin>>;

/**
 * What the access tests start from: a fresh app, a caller, the organisations acme and globex, and
 * two senders of acme, ada and bob.
 */
export async function openAccessCast() {
  const t = await createTestApp();
  const acme = (await t.organisation('acme')).token;
  const globex = (await t.organisation('globex')).token;
  const ada = await senderLogin(t, acme, 'acme', 'ada');
  const bob = await senderLogin(t, acme, 'acme', 'bob');
  return { t, send: sender(t), acme, globex, ada, bob };
}
