/**
 * A feed's page (/app/automations/feeds/{id}): what it runs and when, "Run now", its run history
 * (when, how, outcome, the file found, the submission made, why a run failed), editing and
 * deletion. A feed the organisation does not have reads "not found", with nothing of it shown.
 */
import { useEffect, useState } from 'preact/hooks';
import { ApiError } from '../../../../shared/api.ts';
import { explain } from '../../errors.ts';
import { language, t } from '../../i18n.ts';
import { navigate } from '../../router.ts';
import { request } from '../../session.ts';
import { Notice } from '../../ui/form.tsx';
import { Link } from '../../ui/link.tsx';
import { ConfirmDialog } from '../../ui/modal-dialog.tsx';
import { Pager } from '../../ui/pager.tsx';
import { RetryNotice } from '../../ui/retry-notice.tsx';
import { FeedForm } from './feed-form.tsx';
import { schedule, when } from './feeds.tsx';
import { outcomeOf, reasonOf, unfinished } from './run-outcome.ts';
import { sourceName, whereFrom } from './sources.tsx';
import type { Feed, FeedRunPage, Source } from './types.ts';
import { readAll } from './use-list.ts';

/** While a run is under way the history is read again this often. */
const REFRESH_MS = 1500;

export function FeedPage(props: { feedId: string }) {
  const [feed, setFeed] = useState<Feed | null>(null);
  const [source, setSource] = useState<Source | null>(null);
  const [missing, setMissing] = useState(false);
  const [problem, setProblem] = useState<unknown>(null);
  const [attempt, setAttempt] = useState(0);
  const [runs, setRuns] = useState<FeedRunPage | null>(null);
  const [runsProblem, setRunsProblem] = useState<unknown>(null);
  const [pageNumber, setPageNumber] = useState(1);
  const [runsDrawn, setRunsDrawn] = useState(0);
  const [starting, setStarting] = useState(false);
  const [notice, setNotice] = useState<{ kind: 'ok' | 'error'; text: string } | null>(null);
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  /** The silent-feed alerts watching this feed, deleted with it; null until read. */
  const [watching, setWatching] = useState<number | null>(null);

  useEffect(() => {
    if (!deleting || !feed) return;
    setWatching(null);
    readAll<{ kind: string; feed_id: string | null }>('/alerts').then(
      (alerts) => setWatching(alerts.filter((alert) => alert.feed_id === feed.feed_id).length),
      () => setWatching(null),
    );
  }, [deleting]);

  useEffect(() => {
    let current = true;
    setProblem(null);
    request<Feed>('GET', `/feed/${encodeURIComponent(props.feedId)}`).then(
      (found) => {
        if (!current) return;
        setFeed(found);
        request<Source>('GET', `/sender/source/${found.source_id}`).then(
          (read) => current && setSource(read),
          () => undefined,
        );
      },
      (error) => {
        if (!current) return;
        // Another organisation's feed is refused (403) as one that does not exist is (404): both read "not found".
        if (error instanceof ApiError && [400, 403, 404].includes(error.status)) setMissing(true);
        else setProblem(error);
      },
    );
    return () => {
      current = false;
    };
  }, [props.feedId, attempt]);

  useEffect(() => {
    if (!feed) return;
    let current = true;
    request<FeedRunPage>('GET', `/feed/${feed.feed_id}/runs?per_page=20&page=${pageNumber}`).then(
      (page) => {
        if (!current) return;
        setRuns(page);
        setRunsProblem(null);
      },
      (error) => current && setRunsProblem(error),
    );
    return () => {
      current = false;
    };
  }, [feed?.feed_id, pageNumber, runsDrawn]);

  // A run under way is followed until it ends.
  useEffect(() => {
    if (!runs?.entries.some(unfinished)) return;
    const timer = setTimeout(() => setRunsDrawn((n) => n + 1), REFRESH_MS);
    return () => clearTimeout(timer);
  }, [runs]);

  async function runNow() {
    if (!feed) return;
    setStarting(true);
    setNotice(null);
    try {
      await request('POST', `/feed/${feed.feed_id}/run`);
      setNotice({ kind: 'ok', text: t('automations.run.started') });
      setPageNumber(1);
      setRunsDrawn((n) => n + 1);
    } catch (error) {
      setNotice({ kind: 'error', text: explain(error) });
    }
    setStarting(false);
  }

  async function remove() {
    if (!feed) return;
    await request('DELETE', `/feed/${feed.feed_id}`);
    navigate('automations/feeds');
  }

  const back = (
    <Link to="automations/feeds" class="back-link">
      {t('automations.feed.back')}
    </Link>
  );
  if (missing)
    return (
      <section aria-labelledby="page-title" class="automations">
        {back}
        <h1 id="page-title">{t('automations.feed.notFound')}</h1>
        <p class="muted">{t('automations.feed.notFoundHint')}</p>
      </section>
    );
  if (!feed)
    return (
      <section aria-labelledby="page-title" class="automations">
        {back}
        <h1 id="page-title" class="visually-hidden">
          {t('automations.section.feeds')}
        </h1>
        {problem !== null ? (
          <RetryNotice problem={explain(problem)} onRetry={() => setAttempt((n) => n + 1)} />
        ) : (
          <p class="muted">{t('app.loading')}</p>
        )}
      </section>
    );

  return (
    <section aria-labelledby="page-title" class="automations feed-page">
      {back}
      <div class="page-head">
        <div>
          <h1 id="page-title">
            {feed.name}
            {!feed.enabled && <span class="badge paused">{t('automations.feed.paused')}</span>}
          </h1>
          <p class="muted">{t('automations.feed.pageIntro')}</p>
        </div>
        <div class="head-actions">
          <button type="button" class="button" onClick={() => setEditing(true)}>
            {t('automations.edit')}
          </button>
          <button type="button" class="button danger-quiet" onClick={() => setDeleting(true)}>
            {t('automations.delete')}
          </button>
          <button
            type="button"
            class="button primary"
            disabled={starting}
            aria-busy={starting}
            onClick={runNow}
          >
            {starting ? t('automations.run.starting') : t('automations.run.now')}
          </button>
        </div>
      </div>
      <div aria-live="polite">{notice && <Notice kind={notice.kind}>{notice.text}</Notice>}</div>
      <dl class="card feed-facts">
        <div>
          <dt>{t('automations.feed.source')}</dt>
          <dd>
            {sourceName(source ?? undefined)}
            {source && <code class="small where">{whereFrom(source)}</code>}
          </dd>
        </div>
        <div>
          <dt>{t('automations.feed.template')}</dt>
          <dd>
            <Link to={`templates/${encodeURIComponent(feed.template_handle)}`}>{feed.template_handle}</Link>
          </dd>
        </div>
        <div>
          <dt>{t('automations.feed.schedule')}</dt>
          <dd>{schedule(feed)}</dd>
        </div>
        <div>
          <dt>{t('automations.feed.nextRun')}</dt>
          <dd>{when(feed.next_run_at)}</dd>
        </div>
        <div>
          <dt>{t('automations.feed.autoSubmit.short')}</dt>
          <dd>{feed.auto_submit ? t('automations.yes') : t('automations.no')}</dd>
        </div>
      </dl>

      <h2 id="runs-title" class="section-title">
        {t('automations.runs.title')}
      </h2>
      {runsProblem !== null && (
        <RetryNotice problem={explain(runsProblem)} onRetry={() => setRunsDrawn((n) => n + 1)} />
      )}
      {runs && runs.entries.length === 0 && (
        <div class="card empty">
          <p class="strong">{t('automations.runs.none')}</p>
          <p>{t('automations.runs.noneHint')}</p>
        </div>
      )}
      {runs && runs.entries.length > 0 && (
        <div class="card table-card">
          <table class="table runs-table" aria-labelledby="runs-title">
            <thead>
              <tr>
                <th scope="col">{t('automations.runs.when')}</th>
                <th scope="col">{t('automations.runs.outcome')}</th>
                <th scope="col" class="wide-only">
                  {t('automations.runs.file')}
                </th>
                <th scope="col" class="wide-only">
                  {t('automations.runs.submission')}
                </th>
              </tr>
            </thead>
            <tbody aria-live="polite">
              {runs.entries.map((run) => {
                const outcome = outcomeOf(run);
                const reason = reasonOf(run);
                return (
                  <tr key={run.transformation_id} class={`run run-${outcome}`}>
                    <td>
                      {when(run.created_at)}
                      <span class="muted small block">{t(`automations.runs.type.${run.type}`)}</span>
                    </td>
                    <td>
                      <span class={`outcome outcome-${outcome}`}>
                        {t(`automations.runs.outcome.${outcome}`)}
                      </span>
                      {reason && (
                        <p class="run-reason">
                          {reason.text}
                          {reason.original === null && language !== 'en' && (
                            <span class="muted small block">{t('automations.runs.serverWords')}</span>
                          )}
                        </p>
                      )}
                      <span class="narrow-only muted small">
                        {run.original_name ?? t('automations.runs.noFile')}
                      </span>
                      {run.submission_id && (
                        <span class="narrow-only">
                          <Link to={`activity/${run.submission_id}`}>{t('automations.runs.open')}</Link>
                        </span>
                      )}
                    </td>
                    <td class="wide-only">
                      {run.original_name ? (
                        <code>{run.original_name}</code>
                      ) : (
                        <span class="muted">{t('automations.runs.noFile')}</span>
                      )}
                    </td>
                    <td class="wide-only">
                      {run.submission_id ? (
                        <Link to={`activity/${run.submission_id}`}>{t('automations.runs.open')}</Link>
                      ) : (
                        <span class="muted">—</span>
                      )}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
          <div class="table-foot">
            <span class="muted small">{t('automations.runs.count', { count: runs.total_items })}</span>
            <Pager
              page={runs.current_page}
              pages={runs.total_pages}
              onPage={setPageNumber}
              label={t('automations.runs.pages')}
            />
          </div>
        </div>
      )}
      {editing && (
        <FeedForm
          feed={feed}
          onClose={() => setEditing(false)}
          onSaved={(saved) => {
            setEditing(false);
            setFeed(saved);
            setNotice({ kind: 'ok', text: t('automations.feed.saved', { name: saved.name }) });
          }}
        />
      )}
      {deleting && (
        <ConfirmDialog
          title={t('automations.feed.deleteTitle', { name: feed.name })}
          confirmLabel={t('automations.delete')}
          busyLabel={t('automations.deleting')}
          onConfirm={remove}
          onClose={() => setDeleting(false)}
        >
          <p>{t('automations.feed.deleteWhat')}</p>
          {watching !== null && watching > 0 && (
            <p class="strong">{t('automations.feed.deleteAlerts', { count: watching })}</p>
          )}
        </ConfirmDialog>
      )}
    </section>
  );
}
