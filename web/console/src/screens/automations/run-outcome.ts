/**
 * A feed run's outcome and, when it failed or stopped, why, in the page's language. The server
 * records why as an English sentence (`details`), with no code: the sentences of known shapes are
 * said again in the page's words; any other is shown as the server wrote it, said to be its words.
 */
import { t } from '../../i18n.ts';
import type { FeedRun } from './types.ts';

export type Outcome = 'processed' | 'failed' | 'review' | 'running';

export function outcomeOf(run: FeedRun): Outcome {
  if (run.step === 'processed') return 'processed';
  if (run.step === 'failed') return 'failed';
  if (run.details) return 'review';
  return 'running';
}

/** Whether the run may still change: the page asks again while one does. */
export function unfinished(run: FeedRun): boolean {
  return outcomeOf(run) === 'running';
}

/** Why the run failed or stopped, as a sentence; `original` is the server's own when it was translated. */
export function reasonOf(run: FeedRun): { text: string; original: string | null } | null {
  const details = run.details;
  if (!details) return null;
  const status = details.match(/^(\S+) answered (\d{3})\b/);
  if (status) {
    const code = Number(status[2]);
    const key =
      code === 404
        ? 'automations.failure.notFound'
        : code === 401 || code === 403
          ? 'automations.failure.denied'
          : code >= 500
            ? 'automations.failure.serverError'
            : 'automations.failure.httpStatus';
    return { text: t(key, { url: status[1]!, status: code }), original: details };
  }
  if (/showed the host key/.test(details))
    return { text: t('automations.failure.hostKey'), original: details };
  if (/in error and the template does not accept errors/.test(details))
    return { text: t('automations.failure.rowsInError'), original: details };
  return { text: details, original: null };
}
