/**
 * One file's page: a submission at /app/activity/{submission id}, or a transformation that has none
 * yet at /app/activity/t/{transformation id} (it moves to the submission's address once submitted).
 * Counters, who sent it and how, the steps with their durations, the files, the error table, the
 * deliveries, and Replay. Followed every two seconds while it runs.
 */
import { useEffect, useState } from 'preact/hooks';
import { ApiError } from '../../../../shared/api.ts';
import { explain } from '../../errors.ts';
import { t } from '../../i18n.ts';
import { navigate } from '../../router.ts';
import { request } from '../../session.ts';
import { Link } from '../../ui/link.tsx';
import { ConfirmDialog } from '../../ui/modal-dialog.tsx';
import { RetryNotice } from '../../ui/retry-notice.tsx';
import { Deliveries } from './deliveries.tsx';
import { Downloads } from './downloads.tsx';
import { ErrorTable } from './error-table.tsx';
import { useLookups } from './lookups.ts';
import { type Automation, formatNumber, formatWhen, howItCame, type TransformationPage } from './model.ts';
import { ReviewPanel } from './review-panel.tsx';
import { filesOf, type Loaded, load } from './run-loading.ts';
import { submissionStatus, transformationStatus } from './run-status.ts';
import { RunProgress, StatusBadge } from './status.tsx';
import { Timeline } from './timeline.tsx';

const POLL_MS = 2000;
const COUNTERS = [
  'rows_in_source',
  'rows_in_target',
  'rows_in_error',
  'rows_ignored_from_source',
  'columns_ignored_from_source',
  'rows_ignored_from_target',
] as const;

export function RunPage(props: { submissionId?: string; transformationId?: string }) {
  const lookups = useLookups();
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [missing, setMissing] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [tick, setTick] = useState(0);
  const [replaying, setReplaying] = useState(false);
  const [reviewing, setReviewing] = useState(false);

  useEffect(() => {
    let current = true;
    load(props).then(
      (answer) => {
        if (!current) return;
        // Submitted since: the file's page is now its submission's.
        if (!props.submissionId && answer.transformation?.submission_id) {
          navigate(`activity/${answer.transformation.submission_id}`, { replace: true });
          return;
        }
        setLoaded(answer);
        setProblem(null);
      },
      (error) => {
        if (!current) return;
        if (error instanceof ApiError && (error.status === 404 || error.status === 403)) setMissing(true);
        else setProblem(explain(error));
      },
    );
    return () => {
      current = false;
    };
  }, [props.submissionId, props.transformationId, attempt, tick]);

  const status = loaded
    ? loaded.submission
      ? loaded.transformation && transformationStatus(loaded.transformation) === 'running'
        ? 'running'
        : submissionStatus(loaded.submission)
      : transformationStatus(loaded.transformation!)
    : null;
  useEffect(() => {
    if (status !== 'running') return;
    const timer = setTimeout(() => setTick((value) => value + 1), POLL_MS);
    return () => clearTimeout(timer);
  }, [status, loaded]);

  if (missing) {
    return (
      <section aria-labelledby="page-title">
        <Link to="activity" class="back-link">
          ← {t('activity.back')}
        </Link>
        <div class="card empty">
          <h1 id="page-title">{t('activity.notFound')}</h1>
          <p>{t('activity.notFoundHint')}</p>
        </div>
      </section>
    );
  }
  if (!loaded || !status) {
    return problem ? (
      <RetryNotice
        problem={t('activity.loadFailed', { reason: problem })}
        onRetry={() => setAttempt(attempt + 1)}
      />
    ) : (
      <p class="muted">{t('app.loading')}</p>
    );
  }

  const { submission, transformation, replays } = loaded;
  const templateName = transformation
    ? (lookups.templates.get(transformation.template_handle) ?? transformation.template_handle)
    : submission?.template_name;
  const customer =
    submission?.customer_name ??
    submission?.customer_email ??
    (transformation?.customer_id ? lookups.customers.get(transformation.customer_id) : null) ??
    (transformation?.customer_id
      ? t('activity.unknownCustomer', { id: transformation.customer_id.slice(0, 8) })
      : null) ??
    t('activity.noCustomer');
  const title =
    transformation?.original_name ??
    submission?.original_name ??
    submission?.target_name ??
    t('activity.unnamedFile');
  const replayOf = submission?.replay_of ?? transformation?.replay_of ?? null;
  const how = transformation
    ? howItCame(transformation, lookups)
    : (submission?.source_name ?? t('activity.how.upload'));
  const reason =
    status === 'failed'
      ? (submission?.error_message ?? transformation?.details ?? t('activity.failureUnknown'))
      : null;
  const counters: Record<string, number | null> = submission
    ? Object.fromEntries(COUNTERS.map((name) => [name, submission[name]]))
    : (transformation?.counters ?? {});
  const rowsInError = counters.rows_in_error ?? 0;
  const files = filesOf(submission, transformation, loaded.automation, title);
  const reportUrl = submission?.error_report_url ?? loaded.automation?.error_report_file ?? null;
  const canReplay = submission !== null && status !== 'running';
  const inReview = status === 'review' && transformation !== null && transformation.customer_id !== null;

  async function replay() {
    const automation = await request<Automation>('POST', `/submission/${submission!.submission_id}/replay`);
    const handle = transformation?.template_handle;
    // The answer names the new automation; the new transformation is the newest of the template's.
    const page = await request<TransformationPage>(
      'GET',
      `/transformations?per_page=20${handle ? `&template_handle=${encodeURIComponent(handle)}` : ''}`,
    );
    const made = page.entries.find((entry) => entry.automation_id === automation.automation_id);
    setReplaying(false);
    navigate(made ? `activity/t/${made.transformation_id}` : 'activity');
  }

  return (
    <section aria-labelledby="page-title" class="activity-run">
      <Link to="activity" class="back-link">
        ← {t('activity.back')}
      </Link>
      <div class="page-head activity-run-head">
        <div>
          <h1 id="page-title">{title}</h1>
          <p class="muted">
            {[templateName, customer, formatWhen(submission?.created_at ?? transformation!.created_at)]
              .filter(Boolean)
              .join(' · ')}
          </p>
          <p class="activity-run-status">
            <StatusBadge status={status} />
            {submission?.trial && <span class="badge">{t('activity.trial')}</span>}
            {status === 'running' && transformation && (
              <RunProgress step={transformation.step} progress={transformation.progress} />
            )}
          </p>
        </div>
        <div class="activity-run-actions">
          {inReview && (
            <button type="button" class="button primary" onClick={() => setReviewing(true)}>
              {t('activity.openReview')}
            </button>
          )}
          {canReplay && (
            <button type="button" class="button" onClick={() => setReplaying(true)}>
              {t('activity.replay')}
            </button>
          )}
        </div>
      </div>
      {problem && <RetryNotice problem={problem} onRetry={() => setAttempt(attempt + 1)} />}
      {replayOf && (
        <p class="notice notice-info activity-replay-of">
          {t('activity.replayOfIntro')}{' '}
          <Link to={`activity/${replayOf}`}>{t('activity.replayOf', { id: replayOf.slice(0, 8) })}</Link>
        </p>
      )}
      {replays.length > 0 && (
        <div class="notice notice-info activity-replays">
          <span>{t('activity.replays')}</span>
          <ul>
            {replays.map((entry) => (
              <li key={entry.transformation_id}>
                <Link
                  to={
                    entry.submission_id
                      ? `activity/${entry.submission_id}`
                      : `activity/t/${entry.transformation_id}`
                  }
                >
                  {formatWhen(entry.created_at)}
                </Link>{' '}
                <StatusBadge status={transformationStatus(entry)} />
              </li>
            ))}
          </ul>
        </div>
      )}
      {reason && (
        <div class="notice notice-error activity-failure" role="status">
          <strong>{t('activity.failure')}</strong> {reason}
        </div>
      )}
      <div class="activity-run-grid">
        <section class="card activity-card" aria-labelledby="activity-counters">
          <h2 id="activity-counters">{t('activity.counters')}</h2>
          <dl class="activity-counters">
            {COUNTERS.map((name) => (
              <div
                key={name}
                class={name === 'rows_in_error' && rowsInError > 0 ? 'activity-in-error' : undefined}
              >
                <dt>{t(`activity.count.${name}`)}</dt>
                <dd>{formatNumber(counters[name] ?? null)}</dd>
              </div>
            ))}
          </dl>
        </section>
        <section class="card activity-card" aria-labelledby="activity-who">
          <h2 id="activity-who" class="visually-hidden">
            {t('activity.sentBy')}
          </h2>
          <dl class="activity-facts">
            <dt>{t('activity.sentBy')}</dt>
            <dd>
              {customer}
              {submission?.customer_email && submission.customer_name && (
                <span class="muted small"> · {submission.customer_email}</span>
              )}
            </dd>
            <dt>{t('activity.cameBy')}</dt>
            <dd>{how}</dd>
            <dt>{t('activity.receivedAt')}</dt>
            <dd>{formatWhen(submission?.created_at ?? transformation!.created_at)}</dd>
            {submission?.target_name && (
              <>
                <dt>{t('activity.targetName')}</dt>
                <dd>
                  <code>{submission.target_name}</code>
                </dd>
              </>
            )}
          </dl>
        </section>
        {transformation && <Timeline history={transformation.history} running={status === 'running'} />}
        <Downloads files={files} />
      </div>
      {(rowsInError > 0 || reportUrl) && status !== 'running' && (
        <ErrorTable
          transformationId={transformation?.transformation_id ?? null}
          reportUrl={rowsInError > 0 ? reportUrl : null}
          rowsInError={rowsInError}
        />
      )}
      {submission?.submission_id && <Deliveries submissionId={submission.submission_id} />}
      {replaying && (
        <ConfirmDialog
          tone="primary"
          title={t('activity.replayOne')}
          confirmLabel={t('activity.replayOneConfirm')}
          busyLabel={t('activity.replayBusy')}
          onConfirm={replay}
          onClose={() => setReplaying(false)}
        >
          <p>{t('activity.replayOneIntro')}</p>
        </ConfirmDialog>
      )}
      {reviewing && transformation && (
        <ReviewPanel
          transformation={transformation}
          customer={customer}
          onClose={() => {
            setReviewing(false);
            setAttempt(attempt + 1);
          }}
        />
      )}
    </section>
  );
}
