/**
 * URL sources against a real HTTP server on loopback, through OutboundHttp: the bytes, the name,
 * the request the block describes, compressed answers. Redirects: ./url-redirects.test.ts;
 * failures: ./url-failures.test.ts.
 */
import { randomBytes } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UrlBlock } from '../../src/sources/blocks.ts';
import { extract } from '../../src/sources/index.ts';
import { urlExtractor } from '../../src/sources/url.ts';
import { failureOf, readAll, testContext } from './support/context.ts';
import { echo, startHttpServer, type TestHttpServer, urlBlock } from './support/http-server.ts';

const content = randomBytes(400_000);
let server: TestHttpServer;

function block(path: string, overrides: Partial<UrlBlock> = {}): UrlBlock {
  return urlBlock(`${server.base}${path}`, overrides);
}

beforeAll(async () => {
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
    '/gzipped': (_req, res) => res.writeHead(200, { 'content-encoding': 'gzip' }).end(gzipSync(content)),
    '/broken-gzip': (_req, res) => res.writeHead(200, { 'content-encoding': 'gzip' }).end('not gzip at all'),
    '/zstd': (_req, res) => res.writeHead(200, { 'content-encoding': 'zstd' }).end('x'),
  });
});
afterAll(() => server?.close());

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
});
