/**
 * Requests Ferry makes on a tenant's behalf (webhooks, pushes, bulk imports, URL sources), all
 * through the private-network guard (./address-policy.ts, ./guarded-agent.ts). Redirects are
 * followed only when asked, each hop checked again.
 */
import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import type { Readable } from 'node:stream';
import { type Dispatcher, request } from 'undici';
import { type Phrase, phrase } from '../domain/messages/index.ts';
import { AddressPolicy } from './address-policy.ts';
import { guardedAgent, privateAddress } from './guarded-agent.ts';
import { OutboundRefused } from './outbound-refused.ts';

export { OutboundRefused } from './outbound-refused.ts';

export interface OutboundRequest {
  url: string;
  /** Default GET. */
  method?: string;
  headers?: Record<string, string>;
  /** A Readable for a large body; a stream cannot be sent again, so a 307/308 after it is returned as is. */
  body?: string | Buffer | Uint8Array | Readable;
  /** Until the answer's headers; reading the body has the same idle timeout between chunks. */
  timeoutMs: number;
  /** Redirects followed, each to an address checked again; default 0 (a 3xx is returned as is). */
  maxRedirects?: number;
  signal?: AbortSignal;
}

export interface OutboundResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Readable;
  /** The URL that answered, after redirects. */
  url: string;
}

const REDIRECTS = new Set([301, 302, 303, 307, 308]);

export class OutboundHttp {
  private readonly policy: AddressPolicy;
  private readonly agent: Dispatcher;

  /** `allowlist`: FERRY_OUTBOUND_ALLOWLIST, the hosts and CIDRs allowed although private. */
  constructor(allowlist: readonly string[]) {
    this.policy = new AddressPolicy(allowlist);
    this.agent = guardedAgent(this.policy, 10_000);
  }

  async request(req: OutboundRequest): Promise<OutboundResponse> {
    let url = parseTarget(req.url);
    let method = (req.method ?? 'GET').toUpperCase();
    let body = req.body;
    let headers = req.headers;
    for (let hop = 0; ; hop++) {
      this.refuseLiteral(url);
      const answer = await this.send(url, method, { ...req, headers }, body);
      // undici reports a body dropped before its end as an 'error' event, which would take the
      // process down where no reader listens; readers that do listen still see it.
      answer.body.on('error', () => {});
      const location = answer.headers.location;
      const resend = answer.statusCode === 307 || answer.statusCode === 308;
      const streamed = body !== undefined && typeof (body as Readable).pipe === 'function';
      if (
        !REDIRECTS.has(answer.statusCode) ||
        typeof location !== 'string' ||
        hop >= (req.maxRedirects ?? 0) ||
        (resend && streamed)
      ) {
        return { status: answer.statusCode, headers: answer.headers, body: answer.body, url: url.href };
      }
      answer.body.resume();
      const next = parseTarget(new URL(location, url).href);
      // Credentials meant for one origin are not handed to another one a redirect names.
      if (next.origin !== url.origin) headers = withoutCredentials(headers);
      url = next;
      if (!resend) {
        if (method !== 'HEAD') method = 'GET';
        body = undefined;
      }
    }
  }

  /**
   * For validation when a URL is written: what is wrong with it, or null, as a phrase that completes
   * "This URL …" (`violation.field.this_url`, `violation.field.url_problem.*`).
   * A host that cannot be resolved now passes (it may exist later); it is checked again at every
   * connection anyway.
   */
  async urlProblem(raw: string): Promise<Phrase | null> {
    let url: URL;
    try {
      url = new URL(raw);
    } catch {
      return phrase('violation.field.url_problem.not_valid');
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:')
      return phrase('violation.field.url_problem.scheme');
    const host = bareHost(url);
    const addresses = isIP(host)
      ? [host]
      : await lookup(host, { all: true }).then(
          (found) => found.map((a) => a.address),
          () => [],
        );
    return addresses.some((a) => !this.policy.allows(host, a))
      ? phrase('violation.field.url_problem.private_network')
      : null;
  }

  /** An IP written in the URL is connected to without a lookup, so it is checked here. */
  private refuseLiteral(url: URL): void {
    const host = bareHost(url);
    if (isIP(host) && !this.policy.allows(host, host)) throw privateAddress(host, host);
  }

  private async send(url: URL, method: string, req: OutboundRequest, body: OutboundRequest['body']) {
    try {
      return await request(url, {
        method: method as Dispatcher.HttpMethod,
        headers: req.headers,
        body,
        dispatcher: this.agent,
        headersTimeout: req.timeoutMs,
        bodyTimeout: req.timeoutMs,
        signal: req.signal,
      });
    } catch (error) {
      throw refusalIn(error) ?? error;
    }
  }
}

const CREDENTIALS = new Set(['authorization', 'cookie', 'proxy-authorization']);

function withoutCredentials(headers: Record<string, string> | undefined): Record<string, string> | undefined {
  if (!headers) return headers;
  return Object.fromEntries(Object.entries(headers).filter(([name]) => !CREDENTIALS.has(name.toLowerCase())));
}

function parseTarget(raw: string): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw OutboundRefused.of('invalid_url', { url: raw.slice(0, 200) });
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw OutboundRefused.of('scheme', { scheme: url.protocol.slice(0, -1) });
  }
  return url;
}

function bareHost(url: URL): string {
  return url.hostname.replace(/^\[|\]$/g, '');
}

/** The refusal made in the socket's lookup, wherever undici wrapped it. */
function refusalIn(error: unknown): OutboundRefused | null {
  for (let e = error, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    if (e instanceof OutboundRefused) return e;
  }
  return null;
}

/** The first `maxBytes` of a body; the rest is read and dropped so the connection can be reused. */
export async function readAtMost(body: Readable, maxBytes: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of body) {
    if (size >= maxBytes) continue;
    const buffer = Buffer.from(chunk as Uint8Array);
    chunks.push(buffer.subarray(0, maxBytes - size));
    size += Math.min(buffer.length, maxBytes - size);
  }
  return Buffer.concat(chunks);
}
