/**
 * URL sources that fail, against a real HTTP server on loopback: each failure is a sentence a
 * person understands; transient ones are retried before the body flows, never after.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UrlBlock } from '../../src/sources/blocks.ts';
import { urlExtractor } from '../../src/sources/url.ts';
import { failureOf, readAll, testContext } from './support/context.ts';
import { echo, startHttpServer, type TestHttpServer, urlBlock } from './support/http-server.ts';
import { closedPort } from './support/ports.ts';

const content = Buffer.alloc(400_000, 1);
let server: TestHttpServer;

function block(path: string, overrides: Partial<UrlBlock> = {}): UrlBlock {
  return urlBlock(`${server.base}${path}`, overrides);
}

beforeAll(async () => {
  server = await startHttpServer({
    '/files/orders%20q1.csv': (_req, res) =>
      res.writeHead(200, { 'content-length': content.length }).end(content),
    '/echo': echo,
    '/fail': (_req, res) => res.writeHead(500).end('boom'),
    '/slow': () => {},
    '/stall': (_req, res) => res.writeHead(200).write('first bytes'),
    '/endless': (_req, res) => {
      res.writeHead(200);
      const chunk = Buffer.alloc(64 * 1024, 7);
      const pump = () => {
        while (res.write(chunk)) if (res.destroyed) return;
      };
      res.on('drain', pump);
      pump();
    },
  });
});
afterAll(() => server?.close());

describe('the URL extractor', () => {
  it('says what a 500 means, after retrying a GET twice and a POST never', async () => {
    const before = server.hits('/fail');
    const failure = await failureOf(urlExtractor.extract(block('/fail'), testContext()));
    expect(failure.kind).toBe('http-status');
    expect(failure.message).toBe(`${server.base}/fail answered 500 (the server failed).`);
    expect(server.hits('/fail') - before).toBe(3);
    await failureOf(urlExtractor.extract(block('/fail', { method: 'POST', body: 'x' }), testContext()));
    expect(server.hits('/fail') - before).toBe(4);
  });

  it('refuses an address that is not a URL without quoting it', async () => {
    const failure = await failureOf(
      urlExtractor.extract({ ...block('/'), url: 'http://user:pa55@[' }, testContext()),
    );
    expect(failure.kind).toBe('settings');
    expect(failure.message).toBe('The address of this source is not a valid URL.');
  });

  it('never names the Authorization header, the cookies or a token in the query', async () => {
    const secret = 'Bearer s3cr3t-t0ken';
    const failure = await failureOf(
      urlExtractor.extract(
        block('/fail?api_key=k3y-in-query', {
          headers: { Authorization: secret },
          cookies: { sid: 'c00kie' },
        }),
        testContext({ retries: 0 }),
      ),
    );
    expect(failure.message).toBe(`${server.base}/fail answered 500 (the server failed).`);
  });

  it('gives up on a server that does not answer in time', async () => {
    const failure = await failureOf(
      urlExtractor.extract(block('/slow'), testContext({ timeoutMs: 300, retries: 0 })),
    );
    expect(failure.kind).toBe('timeout');
    expect(failure.message).toBe('The web server 127.0.0.1 did not answer within 0.3 seconds.');
  });

  it('fails the stream when the body stops coming', async () => {
    const file = await urlExtractor.extract(block('/stall'), testContext({ timeoutMs: 300 }));
    const failure = await failureOf(readAll(file.stream));
    expect(failure.kind).toBe('timeout');
  });

  it('fails the stream once the body goes over the size limit, though no size was announced', async () => {
    const file = await urlExtractor.extract(block('/endless'), testContext({ maxBytes: 1_000_000 }));
    const failure = await failureOf(readAll(file.stream));
    expect(failure.message).toBe('The file endless is over the size limit of 1000000 bytes.');
  });

  it('refuses an announced size over the limit before reading', async () => {
    const failure = await failureOf(
      urlExtractor.extract(block('/files/orders%20q1.csv'), testContext({ maxBytes: 1000 })),
    );
    expect(failure.message).toBe('The file orders q1.csv is over the size limit of 1000 bytes.');
  });

  it('says an unknown host cannot be found, and a closed port refused', async () => {
    const unknown = await failureOf(
      urlExtractor.extract({ ...block('/'), url: 'http://files.ferry.invalid/x.csv' }, testContext()),
    );
    expect(unknown.message).toBe('The host name files.ferry.invalid could not be found.');
    const closed = `http://127.0.0.1:${await closedPort()}/x.csv`;
    const refused = await failureOf(urlExtractor.extract({ ...block('/'), url: closed }, testContext()));
    expect(refused.kind).toBe('refused');
  });

  it('refuses a loopback server unless the allowlist names it', async () => {
    const failure = await failureOf(
      urlExtractor.extract(block('/echo'), testContext({ outboundAllowlist: [] })),
    );
    expect(failure.kind).toBe('private-address');
    expect(failure.message).toBe(
      'The address 127.0.0.1 is in a private network, which Ferry does not reach unless its operator allows it in ' +
        'FERRY_OUTBOUND_ALLOWLIST (docs/security.md#reaching-a-private-network-ferry_outbound_allowlist).',
    );
  });
});
