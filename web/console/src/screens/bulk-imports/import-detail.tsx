/**
 * One import: its progress while it runs (read again every second, said by a live region as it
 * moves by tenths so that a screen reader is not flooded), then what it applied and refused, the
 * refused lines in a table read from its report, and its file and report to download.
 */
import { useEffect, useRef, useState } from 'preact/hooks';
import { ApiError } from '../../../../shared/api.ts';
import { explain } from '../../errors.ts';
import { locale, t } from '../../i18n.ts';
import { request } from '../../session.ts';
import { Notice } from '../../ui/form.tsx';
import { Link } from '../../ui/link.tsx';
import { refusal } from '../../ui/refusal.ts';
import { RetryNotice } from '../../ui/retry-notice.tsx';
import { startedAt } from './bulk-imports.tsx';
import { importTarget } from './import-list.tsx';
import { ImportReport } from './import-report.tsx';
import { saveFile } from './save-file.ts';
import { StatusBadge } from './status-badge.tsx';
import { type BulkImport, isRunning } from './types.ts';

const POLL_MS = 1000;

export function ImportDetail(props: { importId: string }) {
  const [entry, setEntry] = useState<BulkImport | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [missing, setMissing] = useState(false);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const read = () =>
      request<BulkImport>('GET', `/bulk-import/${props.importId}`).then(
        (answer) => {
          if (!current) return;
          setEntry(answer);
          setProblem(null);
          if (isRunning(answer.status)) timer = setTimeout(read, POLL_MS);
        },
        (error) => {
          if (!current) return;
          const status = error instanceof ApiError ? error.status : 0;
          if (status === 404 || status === 403 || status === 400) setMissing(true);
          else setProblem(refusal(error));
        },
      );
    read();
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [props.importId, attempt]);

  const when = entry ? startedAt(entry.created_at, locale) : '';
  return (
    <section aria-labelledby="page-title">
      <p class="back-link">
        <Link to="bulk-imports">← {t('bulkImports.back')}</Link>
      </p>
      <div class="page-head">
        <div>
          <div class="import-title">
            <h1 id="page-title">{entry ? t('bulkImports.detail', { when }) : t('bulkImports.title')}</h1>
            {entry && <StatusBadge entry={entry} />}
          </div>
          {entry && <p class="muted">{importTarget(entry)}</p>}
        </div>
      </div>
      {missing && <Notice kind="error">{t('bulkImports.notFound')}</Notice>}
      {problem && <RetryNotice problem={problem} onRetry={() => setAttempt(attempt + 1)} />}
      {!entry && !problem && !missing && <p class="muted">{t('app.loading')}</p>}
      {entry && (
        <>
          <Progress entry={entry} />
          <Facts entry={entry} />
          {entry.status === 'completed' && entry.report_url && <ImportReport entry={entry} />}
        </>
      )}
    </section>
  );
}

function Progress(props: { entry: BulkImport }) {
  const { entry } = props;
  // Said aloud by tenths: a change of one per cent each second would be read without end.
  const said = useRef('');
  const tenth = Math.floor(entry.progress / 10) * 10;
  let message: string;
  if (entry.status === 'failed') message = t('bulkImports.progress.failed', { error: entry.error ?? '' });
  else if (entry.status === 'completed')
    message = t('bulkImports.progress.done', {
      valid: entry.number_of_valid_rows ?? 0,
      refused: entry.number_of_violations ?? 0,
    });
  else if (entry.status === 'processing') message = t('bulkImports.progress.reading', { percent: tenth });
  else message = t('bulkImports.progress.waiting');
  said.current = message;
  const shown =
    entry.status === 'processing' ? t('bulkImports.progress.reading', { percent: entry.progress }) : message;
  return (
    <div class={`card import-progress import-progress-${entry.status}`}>
      <div class="import-progress-head">
        <span id="import-progress-label" class="strong">
          {t('bulkImports.progress')}
        </span>
        <span class="muted small" aria-hidden="true">
          {t('bulkImports.percent', { percent: entry.progress })}
        </span>
      </div>
      <div
        class="progress-track"
        role="progressbar"
        aria-labelledby="import-progress-label"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={entry.progress}
        aria-valuetext={shown}
      >
        <div class="progress-fill" style={{ width: `${entry.progress}%` }} />
      </div>
      <p class="import-progress-text" aria-hidden="true">
        {shown}
      </p>
      <p class="visually-hidden" aria-live="polite" aria-atomic="true">
        {said.current}
      </p>
    </div>
  );
}

function Facts(props: { entry: BulkImport }) {
  const { entry } = props;
  const [problem, setProblem] = useState<string | null>(null);
  const download = (path: string, name: string) =>
    saveFile(path, name).then(
      () => setProblem(null),
      (error) => setProblem(t('bulkImports.downloadFailed', { message: explain(error) })),
    );
  const base = `/bulk-import/${entry.import_id}`;
  // An uploaded file is served by Ferry; a URL's file stays where it was fetched from.
  const uploaded = entry.source_url?.endsWith(`${base}/source`) ?? false;
  return (
    <div class="card import-facts">
      <dl class="details">
        <dt>{t('bulkImports.col.what')}</dt>
        <dd>{importTarget(entry)}</dd>
        <dt>{t('bulkImports.method.label')}</dt>
        <dd>
          {t(`bulkImports.method.${entry.method}`)}
          <span class="muted small block">{t(`bulkImports.method.${entry.method}.hint`)}</span>
        </dd>
        <dt>{t('bulkImports.col.file')}</dt>
        <dd>
          {entry.filename ?? t('bulkImports.noFile')}
          {entry.source_url && !uploaded && <span class="muted small block">{entry.source_url}</span>}
        </dd>
      </dl>
      <div class="form-actions">
        {entry.source_url && uploaded && (
          <button
            type="button"
            class="button"
            onClick={() => download(`${base}/source`, entry.filename ?? 'import.csv')}
          >
            {t('bulkImports.downloadSource')}
          </button>
        )}
        {entry.report_url && (
          <button
            type="button"
            class="button"
            onClick={() => download(`${base}/report`, `bulk-import-${entry.import_id}-report.csv`)}
          >
            {t('bulkImports.downloadReport')}
          </button>
        )}
      </div>
      {problem && <Notice kind="error">{problem}</Notice>}
    </div>
  );
}
