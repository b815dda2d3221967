/**
 * URL sources and redirects, against real HTTP servers on loopback: followed, each hop checked
 * against the private-network policy, at most 5, the method as clients change it, and
 * credentials kept to their origin.
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UrlBlock } from '../../src/sources/blocks.ts';
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
    '/echo': echo,
    '/hop1': redirect(302, '/hop2'),
    '/hop2': redirect(301, '/files/orders%20q1.csv'),
    '/see-other': redirect(303, '/echo'),
    '/temporary': redirect(307, '/echo'),
    '/cross-origin': redirect(302, `${other.base}/echo`),
    '/loop': redirect(302, '/loop'),
    '/to-file': redirect(302, 'file:///etc/passwd'),
    '/to-private': redirect(302, 'http://10.0.0.1/secret'),
  });
});
afterAll(async () => {
  await server?.close();
  await other?.close();
});

describe('the URL extractor', () => {
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

  it('refuses a redirect to a private address', async () => {
    const failure = await failureOf(urlExtractor.extract(block('/to-private'), testContext()));
    expect(failure.kind).toBe('private-address');
    expect(failure.message).toBe(
      'The redirect to http://10.0.0.1/secret was refused: The address 10.0.0.1 is in a private network, which Ferry does not reach unless its operator allows it in ' +
        'FERRY_OUTBOUND_ALLOWLIST (docs/security.md#reaching-a-private-network-ferry_outbound_allowlist).',
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
