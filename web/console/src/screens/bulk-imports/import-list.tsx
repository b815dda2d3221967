/** The bulk imports page: the form to start one, and the past imports, newest first, paged. */
import { useEffect, useState } from 'preact/hooks';
import { locale, t } from '../../i18n.ts';
import { request } from '../../session.ts';
import { Link } from '../../ui/link.tsx';
import { Pager } from '../../ui/pager.tsx';
import { refusal } from '../../ui/refusal.ts';
import { RetryNotice } from '../../ui/retry-notice.tsx';
import { managesSettings, useSignedInMember } from '../members-me.ts';
import { startedAt } from './bulk-imports.tsx';
import { ImportForm } from './import-form.tsx';
import { StatusBadge } from './status-badge.tsx';
import { type BulkImport, type BulkImportPage, isRunning } from './types.ts';

const PER_PAGE = 20;
/** While an import of the page runs, the list is read again this often to show it move. */
const REFRESH_MS = 2000;

export function ImportList() {
  const [pageNumber, setPageNumber] = useState(1);
  const [page, setPage] = useState<BulkImportPage | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  // Members change no configuration: the form would only be refused (403), so it is not shown.
  const { me } = useSignedInMember();

  useEffect(() => {
    let current = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const read = () =>
      request<BulkImportPage>('GET', `/bulk-imports?page=${pageNumber}&per_page=${PER_PAGE}`).then(
        (answer) => {
          if (!current) return;
          setPage(answer);
          setProblem(null);
          if (answer.entries.some((entry) => isRunning(entry.status))) timer = setTimeout(read, REFRESH_MS);
        },
        (error) => current && setProblem(refusal(error)),
      );
    read();
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [pageNumber, attempt]);

  const entries = page?.entries ?? [];
  return (
    <section aria-labelledby="page-title">
      <div class="page-head">
        <div>
          <h1 id="page-title">{t('bulkImports.title')}</h1>
          <p class="muted">{t('bulkImports.intro')}</p>
        </div>
      </div>
      {me && managesSettings(me.role) && <ImportForm />}
      {me && !managesSettings(me.role) && (
        <div class="card import-members" role="status">
          <p>{t('bulkImports.membersRead')}</p>
        </div>
      )}
      <h2 class="section-title">{t('bulkImports.past')}</h2>
      {problem && <RetryNotice problem={problem} onRetry={() => setAttempt(attempt + 1)} />}
      {!page && !problem && <p class="muted">{t('app.loading')}</p>}
      {page && entries.length === 0 && (
        <div class="card empty">
          <p class="strong">{t('bulkImports.none')}</p>
          <p>{t('bulkImports.noneHint')}</p>
        </div>
      )}
      {entries.length > 0 && (
        <div class="card table-card">
          <table class="table imports-table">
            <caption class="visually-hidden">{t('bulkImports.past')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('bulkImports.col.started')}</th>
                <th scope="col">{t('bulkImports.col.what')}</th>
                <th scope="col" class="wide-only">
                  {t('bulkImports.col.file')}
                </th>
                <th scope="col">{t('bulkImports.col.status')}</th>
                <th scope="col" class="wide-only numeric">
                  {t('bulkImports.col.applied')}
                </th>
                <th scope="col" class="wide-only numeric">
                  {t('bulkImports.col.refused')}
                </th>
              </tr>
            </thead>
            <tbody>
              {entries.map((entry) => (
                <ImportRow key={entry.import_id} entry={entry} />
              ))}
            </tbody>
          </table>
          <div class="table-foot imports-foot">
            <span class="muted small">{t('bulkImports.count', { count: page?.total_items ?? 0 })}</span>
            <Pager
              page={page?.current_page ?? 1}
              pages={page?.total_pages ?? 1}
              onPage={setPageNumber}
              label={t('bulkImports.pages')}
            />
          </div>
        </div>
      )}
    </section>
  );
}

/** What an import went into: "Customers", or "Columns of a template · orders". */
export function importTarget(entry: BulkImport): string {
  const what = t(`bulkImports.into.${entry.type}`);
  return entry.template_handle
    ? t('bulkImports.ofTemplate', { what, template: entry.template_handle })
    : what;
}

function ImportRow(props: { entry: BulkImport }) {
  const { entry } = props;
  const when = startedAt(entry.created_at, locale);
  const number = new Intl.NumberFormat(locale);
  const count = (value: number | null) => (value === null ? '—' : number.format(value));
  return (
    <tr>
      <td>
        <Link
          to={`bulk-imports/${entry.import_id}`}
          class="strong"
          aria-label={t('bulkImports.open', { when })}
        >
          {when}
        </Link>
        <span class="narrow-only muted small">{entry.filename ?? t('bulkImports.noFile')}</span>
      </td>
      <td>
        {importTarget(entry)}
        <span class="muted small block">{t(`bulkImports.method.${entry.method}`)}</span>
      </td>
      <td class="wide-only import-file">
        {entry.filename ?? <span class="muted">{t('bulkImports.noFile')}</span>}
      </td>
      <td>
        <StatusBadge entry={entry} />
        {/* A phone has no room for the two count columns: they go under the status. */}
        {entry.number_of_valid_rows !== null && (
          <span class="narrow-only muted small import-counts">
            {t('bulkImports.counts', {
              valid: entry.number_of_valid_rows,
              refused: entry.number_of_violations ?? 0,
            })}
          </span>
        )}
      </td>
      <td class="wide-only numeric">{count(entry.number_of_valid_rows)}</td>
      <td class="wide-only numeric">{count(entry.number_of_violations)}</td>
    </tr>
  );
}
