/**
 * The HTTP request a url block describes, and its redirects. Redirects are followed here rather
 * than by OutboundHttp so that credentials stay with their origin: Authorization and Cookie are
 * not sent to another origin, as browsers do. Each hop goes through OutboundHttp's address check.
 */
import type { Readable } from 'node:stream';
import type { OutboundHttp, OutboundResponse } from '../outbound/outbound-http.ts';
import { OutboundRefused } from '../outbound/outbound-http.ts';
import type { UrlBlock } from './blocks.ts';
import { type ExtractContext, SourceFailure } from './extractor.ts';
import { networkFailure, type Peer } from './network-failure.ts';

export const MAX_REDIRECTS = 5;
const REDIRECTS = new Set([301, 302, 303, 307, 308]);
const ORIGIN_BOUND = new Set(['authorization', 'cookie', 'proxy-authorization']);

interface Hop {
  url: URL;
  method: string;
  headers: Record<string, string>;
  body: string | undefined;
}

/** The first request: user info in the URL becomes Basic authorization and leaves the URL. */
export function firstHop(block: UrlBlock): Hop {
  // Checked when the source is written; the address itself is not quoted, it may hold a password.
  if (!URL.canParse(block.url)) throw SourceFailure.of('settings', 'invalid_url');
  const url = new URL(block.url);
  const headers: Record<string, string> = { ...block.headers };
  const has = (name: string) => Object.keys(headers).some((key) => key.toLowerCase() === name);
  if ((url.username || url.password) && !has('authorization')) {
    const user = `${decodeURIComponent(url.username)}:${decodeURIComponent(url.password)}`;
    headers.Authorization = `Basic ${Buffer.from(user).toString('base64')}`;
  }
  url.username = '';
  url.password = '';
  const cookies = Object.entries(block.cookies).map(([name, value]) => `${name}=${value}`);
  if (cookies.length > 0) {
    const cookieKey = Object.keys(headers).find((key) => key.toLowerCase() === 'cookie');
    const own = cookieKey ? headers[cookieKey] : undefined;
    if (cookieKey) delete headers[cookieKey];
    headers.Cookie = [own, ...cookies].filter(Boolean).join('; ');
  }
  const body = block.body ?? undefined;
  if (body !== undefined && block.content_type && !has('content-type'))
    headers['Content-Type'] = block.content_type;
  return { url, method: block.method, headers, body };
}

/**
 * Drops an answer's body. undici reports a body destroyed before its end as an error event, which
 * with no listener would crash the process.
 */
export function discard(body: Readable): void {
  body.on('error', () => {});
  body.destroy();
}

/** The web server an address names, as the messages call it. */
export function webPeer(url: URL, context: ExtractContext): Peer {
  const port = Number(url.port) || (url.protocol === 'https:' ? 443 : 80);
  return { service: 'web', host: url.hostname, port, timeoutMs: context.timeoutMs };
}

/** Where an address is, for messages: no user info, no query (it may hold a token). */
export function shown(url: URL): string {
  return `${url.origin}${url.pathname}`;
}

/** An answer as the messages name it: its address as `shown`, and its page (an API's; 1 for a url). */
export interface AnswerAt {
  url: string;
  page: number;
}

export function answerAt(url: URL, page = 1): AnswerAt {
  return { url: shown(url), page };
}

/** The answer ended before its end: worth another try. */
export function answerCutOff(at: AnswerAt): SourceFailure {
  return SourceFailure.of('reset', 'answer_cut_off', { ...at }, true);
}

export async function requestFollowingRedirects(
  http: OutboundHttp,
  first: Hop,
  context: ExtractContext,
): Promise<{ response: OutboundResponse; url: URL }> {
  let hop = first;
  for (let redirects = 0; ; redirects++) {
    const response = await send(http, hop, context, redirects > 0);
    const location = response.headers.location;
    if (!REDIRECTS.has(response.status) || typeof location !== 'string') return { response, url: hop.url };
    response.body.resume();
    if (redirects === MAX_REDIRECTS) {
      throw SourceFailure.of('redirects', 'too_many_redirects', {
        url: shown(first.url),
        max: MAX_REDIRECTS,
      });
    }
    const next = URL.canParse(location, hop.url.href) ? new URL(location, hop.url) : null;
    if (!next) throw SourceFailure.of('redirects', 'redirect_invalid', { url: shown(hop.url) });
    if (next.protocol !== 'http:' && next.protocol !== 'https:') {
      const values = { url: shown(hop.url), protocol: next.protocol };
      throw SourceFailure.of('redirects', 'redirect_protocol', values);
    }
    hop = nextHop(hop, next, response.status);
  }
}

function nextHop(hop: Hop, url: URL, status: number): Hop {
  const sameOrigin = url.origin === hop.url.origin;
  const headers = Object.fromEntries(
    Object.entries(hop.headers).filter(([name]) => sameOrigin || !ORIGIN_BOUND.has(name.toLowerCase())),
  );
  // 303 always, and 301/302 after a POST as every client does, become a GET without a body.
  const keep = status === 307 || status === 308 || (hop.method !== 'POST' && status !== 303);
  if (!keep)
    for (const name of Object.keys(headers)) if (name.toLowerCase() === 'content-type') delete headers[name];
  return keep ? { ...hop, url, headers } : { url, method: 'GET', headers, body: undefined };
}

async function send(http: OutboundHttp, hop: Hop, context: ExtractContext, redirected: boolean) {
  try {
    return await http.request({
      url: hop.url.href,
      method: hop.method,
      headers: hop.headers,
      body: hop.body,
      timeoutMs: context.timeoutMs,
      signal: context.signal,
    });
  } catch (error) {
    if (error instanceof OutboundRefused && redirected) {
      // The refusal's own sentence is quoted as it is: English until src/outbound says it from the catalog.
      const values = { url: shown(hop.url), reason: error.message };
      throw SourceFailure.of('private-address', 'redirect_refused', values);
    }
    throw (
      networkFailure(error, webPeer(hop.url, context)) ??
      SourceFailure.of('server', 'no_answer', { url: shown(hop.url) })
    );
  }
}
