/**
 * One request of a push: the body with the receiver's headers and Ferry's own, through the
 * private-network guard. Whatever happens is an outcome to record, never an exception: a refused
 * address, a network error, a timeout and a non-2xx answer are failures the push report lists.
 */
import type { Readable } from 'node:stream';
import { type OutboundHttp, readAtMost } from '../../outbound/outbound-http.ts';

/** Where a push goes: the template's `push` (header values in clear). */
export interface PushDestination {
  url: string;
  method: string;
  headers: Record<string, string>;
}

export interface PushBody {
  content: string | Buffer | Readable;
  contentType: string;
  /** Headers Ferry sets beside the content type (Content-Disposition, the batch's place). */
  headers?: Record<string, string>;
}

export interface PushOutcome {
  ok: boolean;
  /** The answer's status; null when there was none. */
  status: number | null;
  durationMs: number;
  /** Why it failed, in a sentence; null on success. */
  error: string | null;
}

/** Until the answer's headers, and between chunks of the body sent or read. */
export const PUSH_TIMEOUT_MS = 60_000;

/**
 * The longest one request may take, body sent and answer read: below the 30 minutes after which
 * the job queue takes a job for dead and runs it again, which would send a file a second time
 * while the first request still trickles. A request cut here is a failed try, retried on the
 * schedule.
 */
export const PUSH_DEADLINE_MS = 20 * 60_000;

/** The answer's body is not kept: a little is read so that the connection can be reused. */
const ANSWER_BYTES = 1024;

export async function sendPush(
  outbound: OutboundHttp,
  destination: PushDestination,
  body: PushBody,
  timeoutMs = PUSH_TIMEOUT_MS,
  deadlineMs = PUSH_DEADLINE_MS,
): Promise<PushOutcome> {
  const started = performance.now();
  const deadline = AbortSignal.timeout(deadlineMs);
  const elapsed = () => Math.round(performance.now() - started);
  try {
    const answer = await outbound.request({
      url: destination.url,
      method: destination.method,
      // The receiver's headers first: those Ferry sets describe the body and cannot be replaced.
      headers: { ...destination.headers, ...body.headers, 'content-type': body.contentType },
      body: body.content,
      timeoutMs,
      signal: deadline,
    });
    await readAtMost(answer.body, ANSWER_BYTES);
    const ok = answer.status >= 200 && answer.status < 300;
    return {
      ok,
      status: answer.status,
      durationMs: elapsed(),
      error: ok ? null : `The receiver answered with status ${answer.status}.`,
    };
  } catch (error) {
    if (typeof body.content === 'object' && 'destroy' in body.content) body.content.destroy();
    const reason = deadline.aborted
      ? `The request did not finish within ${duration(deadlineMs)}, the longest a push request may take.`
      : describe(error);
    return { ok: false, status: null, durationMs: elapsed(), error: reason };
  }
}

/** `20 minutes`, `2 seconds`. */
function duration(ms: number): string {
  const seconds = Math.round(ms / 1000);
  return seconds >= 120
    ? `${Math.round(seconds / 60)} minutes`
    : `${seconds} second${seconds === 1 ? '' : 's'}`;
}

/** A network error's message with its cause's code, as a person reads it; never a header value. */
function describe(error: unknown): string {
  if (!(error instanceof Error)) return 'The request failed.';
  const cause = (error as { cause?: { code?: string; message?: string } }).cause;
  const code = (error as { code?: string }).code ?? cause?.code;
  if (code === 'ECONNREFUSED') return 'The receiver refused the connection.';
  if (code === 'UND_ERR_HEADERS_TIMEOUT' || code === 'UND_ERR_BODY_TIMEOUT') {
    return 'The receiver did not answer in time.';
  }
  if (code === 'ENOTFOUND') return 'The receiver’s host name could not be resolved.';
  return error.message || 'The request failed.';
}
