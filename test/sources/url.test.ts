/**
 * URL sources against a real HTTP server on loopback, through OutboundHttp: the bytes, the name,
 * the request the block describes, and redirects (followed, re-checked, capped, credentials kept
 * to their origin). Failures: ./url-failures.test.ts.
 */
import { randomBytes } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UrlBlock } from '../../src/sources/blocks.ts';
import { extract } from '../../src/sources/index.ts';
import { urlExtractor } from '../../src/sources/url.ts';
import { failureOf, readAll, testContext } from './support/context.ts';
import { echo, redirect, startHttpServer, type TestHttpServer, urlBlock } from './support/http-server.ts';

const content = randomBytes(400_000);
let server: TestHttpServer;
let other: TestHttpServer;

function block(path: string, overrides: Partial<UrlBlock> = {}): UrlBlock {
  return urlBlock(`${server.base}${path}`, overrides);
}

beforeAll(async () => {
  other = await startHttpServer({ '/echo': echo });
  server = await startHttpServer({
    '/files/orders%20q1.csv': (_req, res) =>
      res.writeHead(200, { etag: '"v1"', 'content-length': content.length }).end(content),
    '/named': (_req, res) =>
      res
        .writeHead(200, {
          'content-disposition': `attachment; filename="x.csv"; filename*=UTF-8''r%C3%A9sum%C3%A9.csv`,
        })
        .end('named'),
    '/sneaky': (_req, res) =>
      res.writeHead(200, { 'content-disposition': 'attachment; filename="../../etc/passwd"' }).end('x'),
    '/echo': echo,
    '/fail': (_req, res) => res.writeHead(500).end('boom'),
    '/hop1': redirect(302, '/hop2'),
    '/hop2': redirect(301, '/files/orders%20q1.csv'),
    '/see-other': redirect(303, '/echo'),
    '/temporary': redirect(307, '/echo'),
    '/cross-origin': redirect(302, `${other.base}/echo`),
    '/loop': redirect(302, '/loop'),
    '/to-file': redirect(302, 'file:///etc/passwd'),
    '/gzipped': (_req, res) => res.writeHead(200, { 'content-encoding': 'gzip' }).end(gzipSync(content)),
    '/broken-gzip': (_req, res) => res.writeHead(200, { 'content-encoding': 'gzip' }).end('not gzip at all'),
    '/zstd': (_req, res) => res.writeHead(200, { 'content-encoding': 'zstd' }).end('x'),
    '/to-private': redirect(302, 'http://10.0.0.1/secret'),
  });
});
afterAll(async () => {
  await server?.close();
  await other?.close();
});

describe('the URL extractor', () => {
  it('hands back the bytes of the answer, named after the path, with its size and ETag', async () => {
    const file = await extract('url', block('/files/orders%20q1.csv'), testContext());
    expect(file.fileName).toBe('orders q1.csv');
    expect(file.size).toBe(content.length);
    expect(file.etag).toBe('"v1"');
    expect((await readAll(file.stream)).equals(content)).toBe(true);
  });

  it('decodes an answer sent compressed, and says when it cannot', async () => {
    const gzip = await urlExtractor.extract(
      block('/gzipped', { headers: { 'Accept-Encoding': 'gzip' } }),
      testContext(),
    );
    expect((await readAll(gzip.stream)).equals(content)).toBe(true);
    const broken = await urlExtractor.extract(block('/broken-gzip'), testContext());
    expect((await failureOf(readAll(broken.stream))).message).toBe(
      `The answer of ${server.base}/broken-gzip is not valid gzip data.`,
    );
    expect((await failureOf(urlExtractor.extract(block('/zstd'), testContext()))).message).toBe(
      `The answer of ${server.base}/zstd is encoded as "zstd", which Ferry cannot decode.`,
    );
  });

  it('names the file after Content-Disposition, never with a folder', async () => {
    expect((await urlExtractor.extract(block('/named'), testContext())).fileName).toBe('résumé.csv');
    expect((await urlExtractor.extract(block('/sneaky'), testContext())).fileName).toBe('passwd');
  });

  it('sends the method, headers, cookies and body the block describes', async () => {
    const file = await urlExtractor.extract(
      block('/echo', {
        method: 'POST',
        headers: { Authorization: 'Bearer t0ken' },
        cookies: { session: 'abc', lang: 'fr' },
        content_type: 'application/json',
        body: '{"since":"2026-01-01"}',
      }),
      testContext(),
    );
    expect(JSON.parse((await readAll(file.stream)).toString())).toEqual({
      method: 'POST',
      cookie: 'session=abc; lang=fr',
      authorization: 'Bearer t0ken',
      contentType: 'application/json',
      body: '{"since":"2026-01-01"}',
    });
  });

  it('follows redirects, a POST after a 303 as a GET and after a 307 as the same POST', async () => {
    const file = await urlExtractor.extract(block('/hop1'), testContext());
    expect((await readAll(file.stream)).equals(content)).toBe(true);
    const post = {
      method: 'POST' as const,
      body: 'a=1',
      content_type: 'application/x-www-form-urlencoded' as const,
    };
    const seeOther = JSON.parse(
      (
        await readAll((await urlExtractor.extract(block('/see-other', post), testContext())).stream)
      ).toString(),
    );
    expect(seeOther).toMatchObject({ method: 'GET', body: '' });
    const temporary = JSON.parse(
      (
        await readAll((await urlExtractor.extract(block('/temporary', post), testContext())).stream)
      ).toString(),
    );
    expect(temporary).toMatchObject({
      method: 'POST',
      body: 'a=1',
      contentType: 'application/x-www-form-urlencoded',
    });
  });

  it('keeps credentials to their origin when a redirect leaves it', async () => {
    const withSecrets = block('/cross-origin', {
      headers: { Authorization: 'Bearer t0ken' },
      cookies: { s: '1' },
    });
    const seen = JSON.parse(
      (await readAll((await urlExtractor.extract(withSecrets, testContext())).stream)).toString(),
    );
    expect(seen.authorization).toBeUndefined();
    expect(seen.cookie).toBeUndefined();
  });

  it('turns user info in the URL into Basic authorization, and never shows it', async () => {
    const url = `http://bob:pa55-w0rd@127.0.0.1:${server.port}/echo`;
    const seen = JSON.parse(
      (
        await readAll((await urlExtractor.extract({ ...block('/echo'), url }, testContext())).stream)
      ).toString(),
    );
    expect(seen.authorization).toBe(`Basic ${Buffer.from('bob:pa55-w0rd').toString('base64')}`);
    const failure = await failureOf(
      urlExtractor.extract({ ...block('/fail'), url: url.replace('/echo', '/fail') }, testContext()),
    );
    expect(failure.message).not.toContain('pa55-w0rd');
  });

  it('refuses a redirect to a private address', async () => {
    const failure = await failureOf(urlExtractor.extract(block('/to-private'), testContext()));
    expect(failure.kind).toBe('private-address');
    expect(failure.message).toBe(
      'The redirect to http://10.0.0.1/secret was refused: The address 10.0.0.1 is in a private network, which Ferry does not reach.',
    );
  });

  it('refuses a redirect to an address that is not http or https', async () => {
    const failure = await failureOf(urlExtractor.extract(block('/to-file'), testContext()));
    expect(failure.message).toBe(
      `${server.base}/to-file redirected to a file: address; only http: and https: are followed.`,
    );
  });

  it('stops after 5 redirects', async () => {
    const failure = await failureOf(urlExtractor.extract(block('/loop'), testContext()));
    expect(failure.kind).toBe('redirects');
    expect(failure.message).toBe(`${server.base}/loop redirected more than 5 times.`);
    expect(server.hits('/loop')).toBe(6);
  });
});
