/**
 * api_fetcher sources against a real JSON API on loopback: every paging style gathers the records
 * of all pages into one JSON array, stops where it should, and fails in a sentence.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiFetcherExtractor } from '../../src/sources/api-fetcher.ts';
import { MAX_PAGE_BYTES } from '../../src/sources/api-pages.ts';
import type { ApiFetcherBlock } from '../../src/sources/blocks.ts';
import { failureOf, readAll, testContext } from './support/context.ts';
import { startHttpServer, type TestHttpServer, urlBlock } from './support/http-server.ts';

const records = Array.from({ length: 7 }, (_, i) => ({ id: i + 1, name: `row ${i + 1}`, tags: ['a', i] }));
const pageOf = (n: number) => records.slice((n - 1) * 3, n * 3);
let server: TestHttpServer;
let other: TestHttpServer;

function json(res: ServerResponse, body: unknown, headers: Record<string, string> = {}) {
  res.writeHead(200, { 'content-type': 'application/json', ...headers }).end(JSON.stringify(body));
}
const query = (req: IncomingMessage, name: string) =>
  new URL(req.url ?? '/', 'http://x').searchParams.get(name);

function block(path: string, pagination: Partial<ApiFetcherBlock['pagination']>, recordsPath = 'data.items') {
  return {
    ...urlBlock(`${server.base}${path}`),
    records_path: recordsPath,
    pagination: { type: 'none', param: null, cursor_path: null, max_pages: null, ...pagination },
  } as ApiFetcherBlock;
}

beforeAll(async () => {
  other = await startHttpServer({ '/v1/orders': (_req, res) => json(res, [{ stolen: true }]) });
  server = await startHttpServer({
    '/v1/orders': (req, res) => json(res, { data: { items: pageOf(Number(query(req, 'page') ?? 1)) } }),
    // One page of 33 MiB: within a file's limit, over a page's.
    '/v1/huge': (_req, res) => json(res, { data: { items: ['x'.repeat(33 * 1024 * 1024)] } }),
    '/v1/cursor': (req, res) => {
      const n = Number(query(req, 'after') ?? 1);
      json(res, { items: pageOf(n), meta: { next: n < 3 ? String(n + 1) : null } });
    },
    '/v1/linked': (req, res) => {
      const n = Number(query(req, 'p') ?? 1);
      json(
        res,
        pageOf(n),
        n < 3 ? { link: `</v1/linked?p=${n + 1}>; rel="next", </v1/linked?p=1>; rel="first"` } : {},
      );
    },
    '/v1/away': (_req, res) => json(res, [records[0]], { link: `<${other.base}/v1/orders>; rel="next"` }),
    '/v1/gzipped': (_req, res) =>
      res
        .writeHead(200, { 'content-encoding': 'gzip' })
        .end(gzipSync(JSON.stringify({ data: { items: records } }))),
    '/v1/html': (_req, res) => res.writeHead(200, { 'content-type': 'text/html' }).end('<html></html>'),
  });
});
afterAll(async () => {
  await server?.close();
  await other?.close();
});

async function recordsOf(b: ApiFetcherBlock, context = testContext()) {
  const file = await apiFetcherExtractor.extract(b, context);
  return { fileName: file.fileName, text: (await readAll(file.stream)).toString() };
}

describe('the api_fetcher extractor', () => {
  it('counts pages until one is empty, and writes every record as one JSON array', async () => {
    const { fileName, text } = await recordsOf(block('/v1/orders', { type: 'page', param: 'page' }));
    expect(fileName).toBe('orders.json');
    expect(JSON.parse(text)).toEqual(records);
    expect(text).toBe(`[\n${records.map((r) => JSON.stringify(r)).join(',\n')}\n]\n`);
  });

  it('carries the cursor each answer gives until there is none', async () => {
    const { text } = await recordsOf(
      block('/v1/cursor', { type: 'cursor', param: 'after', cursor_path: 'meta.next' }, 'items'),
    );
    expect(JSON.parse(text)).toEqual(records);
  });

  it('follows the Link header to the next page', async () => {
    const { text } = await recordsOf(block('/v1/linked', { type: 'link' }, ''));
    expect(JSON.parse(text)).toEqual(records);
  });

  it('stops at max_pages, and makes one request without pagination', async () => {
    const capped = await recordsOf(block('/v1/orders', { type: 'page', param: 'page', max_pages: 2 }));
    expect(JSON.parse(capped.text)).toEqual(records.slice(0, 6));
    const single = await recordsOf(block('/v1/orders', { type: 'none' }));
    expect(JSON.parse(single.text)).toEqual(records.slice(0, 3));
  });

  it('reads a page sent compressed', async () => {
    const { text } = await recordsOf(block('/v1/gzipped', { type: 'none' }));
    expect(JSON.parse(text)).toEqual(records);
  });

  it('writes an empty array when the API has no records', async () => {
    const { text } = await recordsOf(block('/v1/orders?page=9', { type: 'none' }));
    expect(JSON.parse(text)).toEqual([]);
  });

  it('does not follow a next link to another site', async () => {
    const file = await apiFetcherExtractor.extract(block('/v1/away', { type: 'link' }, ''), testContext());
    const failure = await failureOf(readAll(file.stream));
    expect(failure.message).toBe(
      `The next page ${other.base}/v1/orders is on another site, which is not followed.`,
    );
  });

  it('says when the records are not where the block says, or the answer is not JSON', async () => {
    const missing = await failureOf(
      apiFetcherExtractor.extract(block('/v1/orders', {}, 'data.rows'), testContext()),
    );
    expect(missing.message).toBe(
      `The answer of ${server.base}/v1/orders has no list of records at "data.rows".`,
    );
    const html = await failureOf(apiFetcherExtractor.extract(block('/v1/html', {}), testContext()));
    expect(html.message).toBe(`The answer of ${server.base}/v1/html is not JSON.`);
  });

  it('refuses a page over the size limit', async () => {
    const failure = await failureOf(
      apiFetcherExtractor.extract(block('/v1/orders', {}), testContext({ maxBytes: 20 })),
    );
    expect(failure.message).toBe('The file orders.json is over the size limit of 20 bytes.');
  });

  it('refuses a page larger than a page may be, whatever the file may weigh', async () => {
    const failure = await failureOf(
      apiFetcherExtractor.extract(block('/v1/huge', {}), testContext({ maxBytes: 1024 ** 3 })),
    );
    expect(failure.message).toBe(
      `A page of ${server.base}/v1/huge is over ${MAX_PAGE_BYTES} bytes: ask the API for smaller pages.`,
    );
  });
});
