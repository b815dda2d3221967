/**
 * The pages of a JSON API, one request each, as the api_fetcher block's pagination says:
 * `none` one request; `page` the parameter counts 1, 2, 3… until a page has no records; `cursor`
 * the parameter carries the value found at cursor_path until there is none; `link` follows the
 * answer's `Link: <…>; rel="next"` header, or the URL found at cursor_path. Every page is
 * retried on its own; a next link to another origin is not followed (it would take the headers).
 */
import { pipeline } from 'node:stream';
import { runInThread } from '../engine/index.ts';
import type { OutboundHttp } from '../outbound/outbound-http.ts';
import type { ApiFetcherBlock } from './blocks.ts';
import { decoderFor, isDecodingError, undecodable } from './content-encoding.ts';
import { type ExtractContext, SourceFailure } from './extractor.ts';
import { statusFailure } from './http-status.ts';
import { networkFailure } from './network-failure.ts';
import { withRetries } from './retry.ts';
import { tooLarge } from './size-limit.ts';
import {
  type AnswerAt,
  answerAt,
  answerCutOff,
  discard,
  firstHop,
  requestFollowingRedirects,
  shown,
  webPeer,
} from './url-request.ts';

/** Pages fetched at most when the block sets no max_pages. */
export const DEFAULT_MAX_PAGES = 1000;

/**
 * A page is parsed whole (JSON.parse, in an engine thread: src/domain/api-page.ts), so its size is
 * bounded apart from the file's: a file may be as large as an upload, a page no more than this.
 */
export const MAX_PAGE_BYTES = 32 * 1024 * 1024;

/** `setting` names the size limit a run adds after the sentence, as for a file (./size-limit.ts). */
function pageTooLarge(at: AnswerAt): SourceFailure {
  return SourceFailure.of('too-large', 'page_too_large', { ...at, max: MAX_PAGE_BYTES, setting: '' });
}

export async function* apiPages(
  block: ApiFetcherBlock,
  context: ExtractContext,
  http: OutboundHttp,
  fileName: string,
): AsyncGenerator<string[]> {
  const first = firstHop(block);
  const { type, param, cursor_path } = block.pagination;
  const maxPages = block.pagination.max_pages ?? DEFAULT_MAX_PAGES;
  let url = new URL(first.url);
  let previousCursor: unknown;
  for (let page = 1; page <= maxPages; page++) {
    if (type === 'page' && param) url.searchParams.set(param, String(page));
    const hop = { ...first, url };
    const { text, link } = await withRetries(context, () => fetchText(http, hop, context, fileName, page));
    const read = await runInThread('apiPage', {
      text,
      recordsPath: block.records_path,
      cursorPath: cursor_path || null,
    });
    if (!read.json) throw SourceFailure.of('server', 'not_json', { ...answerAt(url, page) });
    const records = read.records;
    if (!records) {
      const at = answerAt(url, page);
      throw block.records_path
        ? SourceFailure.of('server', 'no_records_at', { ...at, path: block.records_path })
        : SourceFailure.of('server', 'no_records_at_root', { ...at });
    }
    yield records;
    // Without a parameter, page and cursor paging would ask for the same page again.
    if (type === 'none' || (type !== 'link' && !param) || (type === 'page' && records.length === 0)) return;
    if (type === 'cursor' && param) {
      const cursor = read.cursor;
      if (cursor === null || cursor === '' || cursor === previousCursor) return;
      previousCursor = cursor;
      url = new URL(url);
      url.searchParams.set(param, String(cursor));
    }
    if (type === 'link') {
      const next = read.cursor ?? link;
      if (typeof next !== 'string' || next === '') return;
      const nextUrl = new URL(next, url);
      if (nextUrl.origin !== first.url.origin) {
        throw SourceFailure.of('redirects', 'next_page_elsewhere', { url: shown(nextUrl) });
      }
      url = nextUrl;
    }
  }
}

async function fetchText(
  http: OutboundHttp,
  hop: ReturnType<typeof firstHop>,
  context: ExtractContext,
  fileName: string,
  page: number,
): Promise<{ text: string; link: string | undefined }> {
  const { response, url } = await requestFollowingRedirects(http, hop, context);
  const at = answerAt(url, page);
  if (response.status < 200 || response.status >= 300) {
    response.body.resume();
    throw statusFailure(response.status, url, hop.method);
  }
  const encoding = response.headers['content-encoding'];
  let decoder: ReturnType<typeof decoderFor>;
  try {
    decoder = decoderFor(Array.isArray(encoding) ? encoding[0] : encoding, at);
  } catch (error) {
    discard(response.body);
    throw error;
  }
  // pipeline, not pipe: an error of the answer (a timeout) must reach the loop below.
  const body = decoder ? pipeline(response.body, decoder, () => {}) : response.body;
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of body) {
      size += (chunk as Buffer).length;
      if (size > context.maxBytes) throw tooLarge(fileName, context.maxBytes);
      if (size > MAX_PAGE_BYTES) throw pageTooLarge(at);
      chunks.push(chunk as Buffer);
    }
  } catch (error) {
    discard(response.body);
    if (isDecodingError(error)) throw undecodable(String(encoding), at);
    throw networkFailure(error, webPeer(url, context)) ?? answerCutOff(at);
  }
  return { text: Buffer.concat(chunks).toString('utf8'), link: nextLink(response.headers.link) };
}

/** The target of `rel="next"` in a Link header (RFC 8288). */
function nextLink(header: string | string[] | undefined): string | undefined {
  const value = Array.isArray(header) ? header.join(',') : header;
  for (const part of value?.split(/,(?=\s*<)/) ?? []) {
    const match = /^\s*<([^>]*)>(.*)$/.exec(part);
    if (match && /;\s*rel\s*=\s*"?([^";]*\s)?next(\s[^";]*)?"?/i.test(match[2]!)) return match[1];
  }
  return undefined;
}
