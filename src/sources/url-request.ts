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
  if (!URL.canParse(block.url))
    throw new SourceFailure('settings', 'The address of this source is not a valid URL.');
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
  return { service: 'web server', host: url.hostname, port, timeoutMs: context.timeoutMs };
}

/** Where an address is, for messages: no user info, no query (it may hold a token). */
export function shown(url: URL): string {
  return `${url.origin}${url.pathname}`;
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
      throw new SourceFailure(
        'redirects',
        `${shown(first.url)} redirected more than ${MAX_REDIRECTS} times.`,
      );
    }
    const next = URL.canParse(location, hop.url.href) ? new URL(location, hop.url) : null;
    if (!next)
      throw new SourceFailure('redirects', `${shown(hop.url)} redirected to an address that is not valid.`);
    if (next.protocol !== 'http:' && next.protocol !== 'https:') {
      throw new SourceFailure(
        'redirects',
        `${shown(hop.url)} redirected to a ${next.protocol} address; only http: and https: are followed.`,
      );
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
      throw new SourceFailure(
        'private-address',
        `The redirect to ${shown(hop.url)} was refused: ${error.message}`,
      );
    }
    throw (
      networkFailure(error, webPeer(hop.url, context)) ??
      new SourceFailure('server', `The request to ${shown(hop.url)} failed before an answer came.`)
    );
  }
}
