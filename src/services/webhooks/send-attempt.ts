/**
 * One attempt at a delivery: a POST of the stored body, signed per Standard Webhooks, through the
 * private-network guard. Whatever happens is returned as data for the delivery log; nothing here
 * throws for the receiver's sake. The whole attempt, answer included, ends by its deadline: a
 * receiver that trickles an endless answer cannot hold a worker.
 */
import type { Readable } from 'node:stream';
import { Webhook } from 'standardwebhooks';
import type { OutboundHttp } from '../../outbound/outbound-http.ts';
import type { AttemptResult } from '../../store/events/webhook-deliveries.ts';

/** A 2xx within this time is a success (DESIGN §8). */
export const DELIVERY_TIMEOUT_MS = 15_000;
/** How much of the receiver's answer the log keeps. */
export const RESPONSE_EXCERPT_BYTES = 1024;

export interface Signed {
  url: string;
  secret: string;
  message_id: string;
  body: string;
}

/** PostgreSQL text holds no NUL; a receiver's binary answer must still be storable. */
function storable(text: string): string {
  return text.replace(/\0/g, '\uFFFD');
}

/** The Standard Webhooks headers; the timestamp is the attempt's, the id the message's. */
export function signedHeaders(message: Signed, at: Date): Record<string, string> {
  return {
    'content-type': 'application/json',
    'user-agent': 'Ferry-Webhooks/1.0',
    'webhook-id': message.message_id,
    'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
    'webhook-signature': new Webhook(message.secret).sign(message.message_id, at, message.body),
  };
}

/** The first bytes of the answer, read until the deadline at most; the rest is not read at all. */
async function excerptOf(body: Readable): Promise<string | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of body) {
      chunks.push(Buffer.from(chunk as Uint8Array));
      size += (chunk as Uint8Array).length;
      if (size >= RESPONSE_EXCERPT_BYTES) break;
    }
  } catch {
    // The deadline or the receiver cut the answer: what came is kept.
  } finally {
    body.destroy();
  }
  const excerpt = Buffer.concat(chunks).subarray(0, RESPONSE_EXCERPT_BYTES);
  return excerpt.length ? storable(excerpt.toString('utf8')) : null;
}

export async function sendAttempt(
  outbound: OutboundHttp,
  message: Signed,
  now: () => Date,
  timeoutMs = DELIVERY_TIMEOUT_MS,
): Promise<AttemptResult> {
  const startedAt = now();
  const clock = performance.now();
  const duration = () => Math.round(performance.now() - clock);
  try {
    const response = await outbound.request({
      url: message.url,
      method: 'POST',
      headers: signedHeaders(message, startedAt),
      body: message.body,
      timeoutMs,
      maxRedirects: 0,
      signal: AbortSignal.timeout(timeoutMs),
    });
    const excerpt = await excerptOf(response.body);
    const ok = response.status >= 200 && response.status < 300;
    return {
      started_at: startedAt,
      status_code: response.status,
      duration_ms: duration(),
      response_excerpt: excerpt,
      error: ok ? null : `The receiver answered ${response.status}; a 2xx is needed.`,
    };
  } catch (error) {
    return {
      started_at: startedAt,
      status_code: null,
      duration_ms: duration(),
      response_excerpt: null,
      error: storable(failureMessage(error, timeoutMs)),
    };
  }
}

/** Network failures said for a person; a refusal of the guard already is a sentence. */
function failureMessage(error: unknown, timeoutMs: number): string {
  const seconds = timeoutMs / 1000;
  const failures: Record<string, string> = {
    TimeoutError: `No answer within ${seconds} seconds.`,
    UND_ERR_HEADERS_TIMEOUT: `No answer within ${seconds} seconds.`,
    UND_ERR_CONNECT_TIMEOUT: 'The connection to the receiver timed out.',
    ECONNREFUSED: 'The receiver refused the connection.',
    ECONNRESET: 'The receiver closed the connection.',
    UND_ERR_SOCKET: 'The receiver closed the connection.',
    ENOTFOUND: 'The host name does not resolve.',
  };
  for (let e = error, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const { code, name } = e as { code?: string; name?: string };
    const known = failures[code ?? ''] ?? failures[name ?? ''];
    if (known) return known;
  }
  return error instanceof Error ? error.message : String(error);
}

/** Whether an attempt counts as received. */
export function succeeded(result: AttemptResult): boolean {
  return result.status_code !== null && result.status_code >= 200 && result.status_code < 300;
}
