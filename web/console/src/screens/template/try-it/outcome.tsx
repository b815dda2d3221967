/** What the last trial submitted: its counts once processed, and its files to download. */
import { useEffect, useState } from 'preact/hooks';
import type { Payload } from '../../../../../shared/api-payload.ts';
import { explain } from '../../../errors.ts';
import { locale, t } from '../../../i18n.ts';
import { api, request } from '../../../session.ts';

export type Submission = Payload<'getSubmissionSubmissionId'>;

/** How long the outcome keeps asking whether the submission is processed (once a second). */
const POLLS = 300;

/** Whether the submission's counters are known: processed, or failed. */
function settled(submission: Submission): boolean {
  return submission.failed || submission.rows_in_target !== null;
}

/** The submission as the server has it now, asked again until it is processed. */
function useProcessed(first: Submission): Submission {
  const [submission, setSubmission] = useState(first);
  useEffect(() => {
    setSubmission(first);
    if (settled(first)) return;
    let polls = 0;
    let stopped = false;
    const timer = setInterval(async () => {
      if (++polls > POLLS) return clearInterval(timer);
      const now = await request<Submission>('GET', `/submission/${first.submission_id}`).catch(() => null);
      if (stopped || !now) return;
      setSubmission(now);
      if (settled(now)) clearInterval(timer);
    }, 1000);
    return () => {
      stopped = true;
      clearInterval(timer);
    };
  }, [first.submission_id]);
  return submission;
}

/**
 * `compact`: one line under the panel's title, beside the importer's own result screen, which
 * shows the counts to the sender; the tab shows the whole outcome once the panel is closed.
 */
export function Outcome(props: { submission: Submission; compact?: boolean }) {
  const submission = useProcessed(props.submission);
  const [problem, setProblem] = useState<string | null>(null);
  const number = new Intl.NumberFormat(locale);
  const rows = submission.rows_in_source ?? 0;
  const errors = submission.rows_in_error ?? 0;
  let summary: string;
  if (submission.failed) summary = t('tryIt.outcomeFailed', { message: submission.error_message ?? '' });
  else if (!settled(submission)) summary = t('tryIt.outcomeRunning');
  else if (errors === 0) summary = t('tryIt.outcomeClean', { rows });
  else summary = t('tryIt.outcome', { rows, errors: number.format(errors) });

  async function save(url: string, name: string) {
    setProblem(null);
    try {
      const blob = await api.download(new URL(url).pathname);
      const link = document.createElement('a');
      link.href = URL.createObjectURL(blob);
      link.download = name;
      document.body.append(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(link.href), 10_000);
    } catch (error) {
      setProblem(t('tryIt.downloadFailed', { message: explain(error) }));
    }
  }

  const target = submission.download_url;
  if (props.compact) {
    return (
      <p class="try-it-outcome compact">
        <strong class={submission.failed ? 'failed' : undefined}>{summary}</strong>{' '}
        <span class="badge">{t('tryIt.trialBadge')}</span>
        {settled(submission) && !submission.failed && target && (
          <button
            type="button"
            class="link-button"
            onClick={() => save(target, submission.target_name ?? 'output')}
          >
            {t('tryIt.downloadTarget')}
          </button>
        )}
        {problem && <span class="try-it-problem">{problem}</span>}
      </p>
    );
  }

  return (
    <div class="try-it-outcome">
      <p class={submission.failed ? 'try-it-summary failed' : 'try-it-summary'} aria-live="polite">
        {summary}
      </p>
      <p class="muted small">
        {t('tryIt.outcomeMarked', { id: (submission.submission_id ?? '').slice(0, 8) })}
      </p>
      {settled(submission) && !submission.failed && (
        <div class="try-it-actions">
          {submission.download_url && (
            <button
              type="button"
              class="button"
              onClick={() => save(submission.download_url!, submission.target_name ?? 'output')}
            >
              {t('tryIt.downloadTarget')}
            </button>
          )}
          {errors > 0 && submission.error_report_url && (
            <button
              type="button"
              class="button"
              onClick={() => save(submission.error_report_url!, 'error-report.csv')}
            >
              {t('tryIt.downloadErrors')}
            </button>
          )}
        </div>
      )}
      {problem && <p class="notice notice-error">{problem}</p>}
    </div>
  );
}
