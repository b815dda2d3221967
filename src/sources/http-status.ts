/**
 * An HTTP answer that is not the file: its status in a sentence, and whether another try may
 * succeed.
 */
import { SourceFailure } from './extractor.ts';
import { shown } from './url-request.ts';

/** The statuses the message names in words, by the name `exception.fetch.http_status` selects. */
const REASONS: Readonly<Record<number, string>> = {
  400: 'bad_request',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  500: 'server_failed',
  502: 'bad_gateway',
  503: 'unavailable',
  504: 'gateway_timeout',
};

/** 408, 429 and 5xx may pass on a later try; a GET is the only request safe to repeat. */
export function statusFailure(status: number, url: URL, method: string): SourceFailure {
  const transient = method === 'GET' && (status === 408 || status === 429 || status >= 500);
  const reason = Object.hasOwn(REASONS, status) ? REASONS[status]! : 'none';
  return SourceFailure.of('http-status', 'http_status', { url: shown(url), status, reason }, transient);
}
