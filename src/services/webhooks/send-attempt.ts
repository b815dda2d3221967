/**
 * One attempt at a delivery: a POST of the stored body, signed per Standard Webhooks, through the
 * private-network guard. Whatever happens is returned as data for the delivery log; nothing here
 * throws for the receiver's sake.
 */
import { Webhook } from 'standardwebhooks';
import { type OutboundHttp, readAtMost } from '../../outbound/outbound-http.ts';
import type { AttemptResult } from '../../store/webhook-deliveries.ts';

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

export async function sendAttempt(
  outbound: OutboundHttp,
  message: Signed,
  now: () => Date,
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
      timeoutMs: DELIVERY_TIMEOUT_MS,
      maxRedirects: 0,
    });
    const excerpt = await readAtMost(response.body, RESPONSE_EXCERPT_BYTES).catch(() => Buffer.alloc(0));
    const ok = response.status >= 200 && response.status < 300;
    return {
      started_at: startedAt,
      status_code: response.status,
      duration_ms: duration(),
      response_excerpt: excerpt.length ? storable(excerpt.toString('utf8')) : null,
      error: ok ? null : `The receiver answered ${response.status}; a 2xx is needed.`,
    };
  } catch (error) {
    return {
      started_at: startedAt,
      status_code: null,
      duration_ms: duration(),
      response_excerpt: null,
      error: storable(failureMessage(error)),
    };
  }
}

/** Network failures said for a person; a refusal of the guard already is a sentence. */
const FAILURES: Record<string, string> = {
  UND_ERR_HEADERS_TIMEOUT: `No answer within ${DELIVERY_TIMEOUT_MS / 1000} seconds.`,
  UND_ERR_BODY_TIMEOUT: `The answer stalled for ${DELIVERY_TIMEOUT_MS / 1000} seconds.`,
  UND_ERR_CONNECT_TIMEOUT: 'The connection to the receiver timed out.',
  ECONNREFUSED: 'The receiver refused the connection.',
  ECONNRESET: 'The receiver closed the connection.',
  UND_ERR_SOCKET: 'The receiver closed the connection.',
  ENOTFOUND: 'The host name does not resolve.',
};

function failureMessage(error: unknown): string {
  for (let e = error, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const known = FAILURES[(e as { code?: string }).code ?? ''];
    if (known) return known;
  }
  return error instanceof Error ? error.message : String(error);
}

/** Whether an attempt counts as received. */
export function succeeded(result: AttemptResult): boolean {
  return result.status_code !== null && result.status_code >= 200 && result.status_code < 300;
}
