/**
 * An HTTP answer that is not the file: its status in a sentence, and whether another try may
 * succeed.
 */
import { SourceFailure } from './extractor.ts';
import { shown } from './url-request.ts';

/** 408, 429 and 5xx may pass on a later try; a GET is the only request safe to repeat. */
export function statusFailure(status: number, url: URL, method: string): SourceFailure {
  const transient = method === 'GET' && (status === 408 || status === 429 || status >= 500);
  const what = [status, reason(status)].filter(Boolean).join(' ');
  return new SourceFailure('http-status', `${shown(url)} answered ${what}.`, transient);
}

function reason(status: number): string {
  const reasons: Record<number, string> = {
    400: '(bad request)',
    401: '(the credentials are missing or wrong)',
    403: '(access denied)',
    404: '(not found)',
    500: '(the server failed)',
    502: '(bad gateway)',
    503: '(the server is unavailable)',
    504: '(gateway timeout)',
  };
  return Object.hasOwn(reasons, status) ? reasons[status]! : '';
}
