/**
 * The activity list at /app/activity: every file, newest first, filtered (the filters live in the
 * address, so a filtered list can be shared), paged by keyset ("Show older files"), the running
 * ones followed every two seconds, and failed ones selected to be replayed together.
 */
import { useEffect, useRef, useState } from 'preact/hooks';
import { explain } from '../../errors.ts';
import { t } from '../../i18n.ts';
import { request } from '../../session.ts';
import { Notice } from '../../ui/form.tsx';
import { RetryNotice } from '../../ui/retry-notice.tsx';
import { FilterBar } from './filter-bar.tsx';
import { type Filters, filtersFromAddress, filtersToAddress, listUrl, NO_FILTERS } from './filters.ts';
import { useLookups } from './lookups.ts';
import {
  type Run,
  runOfSubmission,
  runOfTransformation,
  type Submission,
  type SubmissionPage,
  type Transformation,
  type TransformationPage,
} from './model.ts';
import { ReplayDialog } from './replay-dialog.tsx';
import { RunRow } from './run-row.tsx';

const PER_PAGE = 20;
const POLL_MS = 2000;

export function ActivityList() {
  const lookups = useLookups();
  const [filters, setFilters] = useState<Filters>(() => filtersFromAddress(location.search));
  const [runs, setRuns] = useState<Run[] | null>(null);
  const [next, setNext] = useState<string | null>(null);
  const [loadingMore, setLoadingMore] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [replaying, setReplaying] = useState(false);
  const [replayed, setReplayed] = useState<string | null>(null);
  const names = useRef(lookups);
  names.current = lookups;

  // The filters go to the address (kept on reload, shared as a link), `lang` with them.
  useEffect(() => {
    const search = filtersToAddress(filters, new URLSearchParams(location.search).get('lang'));
    if (search !== location.search) history.replaceState(null, '', `${location.pathname}${search}`);
  }, [filters]);

  async function fetchPage(cursor: string | null): Promise<{ runs: Run[]; next: string | null }> {
    const { path, submissions } = listUrl(filters, PER_PAGE, cursor);
    if (submissions) {
      const page = await request<SubmissionPage>('GET', path);
      return {
        runs: page.entries.map((entry) => runOfSubmission(entry as Submission)),
        next: page.next_cursor,
      };
    }
    const page = await request<TransformationPage>('GET', path);
    return {
      runs: page.entries.map((entry) => runOfTransformation(entry as Transformation, names.current)),
      next: page.next_cursor,
    };
  }

  useEffect(() => {
    if (!lookups.ready) return;
    let current = true;
    const timer = setTimeout(
      () => {
        fetchPage(null).then(
          (page) => {
            if (!current) return;
            setRuns(page.runs);
            setNext(page.next);
            setProblem(null);
          },
          (error) => current && setProblem(explain(error)),
        );
      },
      filters.q ? 300 : 0,
    );
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [filters, attempt, lookups.ready]);

  // The running ones are read again every two seconds, until none runs.
  const running = (runs ?? []).filter((run) => run.status === 'running');
  const runningKeys = running.map((run) => run.key).join(',');
  useEffect(() => {
    if (!runningKeys) return;
    let current = true;
    const timer = setTimeout(async () => {
      const fresh = await Promise.all(
        running.map((run) =>
          run.key.startsWith('t:')
            ? request<Transformation>('GET', `/transformation/${run.transformationId}`).then(
                (transformation) => runOfTransformation(transformation, names.current),
                () => run,
              )
            : request<Submission>('GET', `/submission/${run.submissionId}`).then(runOfSubmission, () => run),
        ),
      );
      if (!current) return;
      const byKey = new Map(fresh.map((run) => [run.key, run]));
      setRuns((before) => before?.map((run) => byKey.get(run.key) ?? run) ?? null);
    }, POLL_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [runs]);

  async function older() {
    if (!next) return;
    setLoadingMore(true);
    try {
      const page = await fetchPage(next);
      setRuns((before) => [...(before ?? []), ...page.runs]);
      setNext(page.next);
      setProblem(null);
    } catch (error) {
      setProblem(explain(error));
    }
    setLoadingMore(false);
  }

  function change(nextFilters: Filters) {
    setFilters(nextFilters);
    setSelected(new Set());
    setReplayed(null);
  }

  const replayable = (run: Run) =>
    (run.status === 'failed' || run.status === 'with_errors') && run.submissionId !== null;
  const choices = (runs ?? []).filter(replayable);
  const chosen = choices.filter((run) => selected.has(run.submissionId!));
  const toggle = (id: string) => {
    const nextSelected = new Set(selected);
    if (nextSelected.has(id)) nextSelected.delete(id);
    else nextSelected.add(id);
    setSelected(nextSelected);
  };
  const allChosen = choices.length > 0 && chosen.length === choices.length;
  const filtered = JSON.stringify(filters) !== JSON.stringify(NO_FILTERS);

  return (
    <section aria-labelledby="page-title" class="activity">
      <div class="page-head">
        <div>
          <h1 id="page-title">{t('activity.title')}</h1>
          <p class="muted">{t('activity.intro')}</p>
        </div>
      </div>
      <FilterBar filters={filters} lookups={lookups} onChange={change} />
      {replayed && <Notice kind="ok">{replayed}</Notice>}
      {problem && (
        <RetryNotice
          problem={t('activity.loadFailed', { reason: problem })}
          onRetry={() => setAttempt(attempt + 1)}
        />
      )}
      {runs === null && !problem && <p class="muted">{t('app.loading')}</p>}
      {runs && runs.length === 0 && (
        <div class="card empty activity-empty">
          {filtered ? (
            <>
              <p>{t('activity.noMatch')}</p>
              <button type="button" class="button" onClick={() => change(NO_FILTERS)}>
                {t('activity.clear')}
              </button>
            </>
          ) : (
            <>
              <p class="strong">{t('activity.none')}</p>
              <p>{t('activity.noneHint')}</p>
            </>
          )}
        </div>
      )}
      {runs && runs.length > 0 && (
        <>
          {choices.length > 0 && (
            <div class="activity-bulk">
              <span class="muted small" aria-live="polite">
                {t('activity.selected', { count: chosen.length })}
              </span>
              <button
                type="button"
                class="button primary small"
                disabled={chosen.length === 0}
                onClick={() => setReplaying(true)}
              >
                {t('activity.replaySelected')}
              </button>
            </div>
          )}
          <div class="card table-card">
            <table class="table activity-table">
              <caption class="visually-hidden">{t('activity.title')}</caption>
              <thead>
                <tr>
                  <th scope="col" class="activity-check">
                    {choices.length > 0 && (
                      <input
                        type="checkbox"
                        aria-label={t('activity.selectAll')}
                        checked={allChosen}
                        onChange={() =>
                          setSelected(
                            allChosen ? new Set() : new Set(choices.map((run) => run.submissionId!)),
                          )
                        }
                      />
                    )}
                  </th>
                  <th scope="col" class="wide-only">
                    {t('activity.when')}
                  </th>
                  <th scope="col">{t('activity.file')}</th>
                  <th scope="col" class="wide-only">
                    {t('activity.how')}
                  </th>
                  <th scope="col" class="wide-only">
                    {t('activity.status')}
                  </th>
                  <th scope="col" class="wide-only numeric">
                    {t('activity.rows')}
                  </th>
                  <th scope="col" class="wide-only numeric">
                    {t('activity.inError')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {runs.map((run) => (
                  <RunRow
                    key={run.key}
                    run={run}
                    selectable={replayable(run)}
                    selected={run.submissionId !== null && selected.has(run.submissionId)}
                    onToggle={() => toggle(run.submissionId!)}
                  />
                ))}
              </tbody>
            </table>
            <div class="table-foot activity-foot">
              <span class="muted small">{t('activity.shown', { count: runs.length })}</span>
              {next ? (
                <button
                  type="button"
                  class="button"
                  disabled={loadingMore}
                  aria-busy={loadingMore}
                  onClick={older}
                >
                  {loadingMore ? t('activity.loadingOlder') : t('activity.older')}
                </button>
              ) : (
                <span class="muted small">{t('activity.end')}</span>
              )}
            </div>
          </div>
        </>
      )}
      {replaying && (
        <ReplayDialog
          submissionIds={chosen.map((run) => run.submissionId!)}
          onClose={() => setReplaying(false)}
          onDone={(message) => {
            setReplaying(false);
            setSelected(new Set());
            setReplayed(message);
            // The new runs are newest: the whole list, unfiltered, shows them at its top.
            setFilters(NO_FILTERS);
            setAttempt((value) => value + 1);
          }}
        />
      )}
    </section>
  );
}
