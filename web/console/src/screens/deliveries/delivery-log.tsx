/**
 * The log of what Ferry sent for the organisation, every channel in one list, newest first: the
 * filters (kept in the address), keyset pages (Older / Newer), and each delivery's row that opens
 * on its attempts. Members read it; owners and admins send a failed delivery again.
 */
import { useEffect, useState } from 'preact/hooks';
import { t } from '../../i18n.ts';
import { request } from '../../session.ts';
import { refusal } from '../../ui/refusal.ts';
import { RetryNotice } from '../../ui/retry-notice.tsx';
import { managesSettings, useSignedInMember } from '../members-me.ts';
import { AreaHead } from './area-head.tsx';
import { DeliveryFilters } from './delivery-filters.tsx';
import { DeliveryRow } from './delivery-row.tsx';
import { deliveryQuery, type Filters, isUuid, readFilters, writeFilters } from './filters.ts';
import { Sections } from './sections.tsx';
import type { Delivery, DeliveryPage } from './types.ts';

const PER_PAGE = 20;

export function DeliveryLog() {
  const { me } = useSignedInMember();
  const [filters, setFilters] = useState<Filters>(readFilters);
  // The cursors of the pages before this one: the last is this page's (null: the newest page).
  const [cursors, setCursors] = useState<(string | null)[]>([null]);
  const [page, setPage] = useState<DeliveryPage | null>(null);
  const [loading, setLoading] = useState(true);
  const [problem, setProblem] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const cursor = cursors[cursors.length - 1] ?? null;
  // A submission id half typed is not sent: the list stays as it was until it is whole.
  const sentSubmission = isUuid(filters.submission) ? filters.submission.trim() : '';

  useEffect(() => {
    let current = true;
    setLoading(true);
    const sent = { ...filters, submission: sentSubmission };
    request<DeliveryPage>('GET', `/deliveries?${deliveryQuery(sent, cursor, PER_PAGE)}`).then(
      (answer) => {
        if (!current) return;
        setPage(answer);
        setProblem(null);
        setLoading(false);
      },
      (error) => {
        if (!current) return;
        setProblem(refusal(error));
        setLoading(false);
      },
    );
    return () => {
      current = false;
    };
  }, [filters.channel, filters.status, filters.from, filters.to, sentSubmission, cursor, attempt]);

  function change(next: Filters) {
    setFilters(next);
    setCursors([null]);
    writeFilters(next);
  }

  const replace = (delivery: Delivery) =>
    setPage(
      (p) =>
        p && {
          ...p,
          entries: p.entries.map((d) =>
            d.delivery_id === delivery.delivery_id && d.channel === delivery.channel ? delivery : d,
          ),
        },
    );

  const entries = page?.entries ?? [];
  const filtered = Object.values(filters).some((value) => value.trim() !== '');
  return (
    <section aria-labelledby="page-title">
      <AreaHead />
      <Sections
        current="log"
        action={
          <button type="button" class="button small" onClick={() => setAttempt(attempt + 1)}>
            {t('deliveries.refresh')}
          </button>
        }
      />
      <DeliveryFilters filters={filters} onChange={change} />
      {problem && <RetryNotice problem={problem} onRetry={() => setAttempt(attempt + 1)} />}
      {!page && !problem && <p class="muted">{t('app.loading')}</p>}
      {page && entries.length === 0 && (
        <div class="card empty deliveries-empty">
          {filtered ? (
            <p>{t('deliveries.noMatch')}</p>
          ) : (
            <>
              <p class="strong">{t('deliveries.none')}</p>
              <p>{t('deliveries.noneHint')}</p>
            </>
          )}
        </div>
      )}
      {entries.length > 0 && (
        <div class="card table-card deliveries-card" aria-busy={loading}>
          <table class="table deliveries-table">
            <caption class="visually-hidden">{t('deliveries.section.log')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('deliveries.channel')}</th>
                <th scope="col" class="wide-only">
                  {t('deliveries.target')}
                </th>
                <th scope="col" class="wide-only">
                  {t('deliveries.event')}
                </th>
                <th scope="col" class="wide-only">
                  {t('deliveries.status')}
                </th>
                <th scope="col" class="wide-only numeric">
                  {t('deliveries.attempts')}
                </th>
                <th scope="col" class="wide-only">
                  {t('deliveries.nextAttempt')}
                </th>
              </tr>
            </thead>
            {entries.map((delivery) => (
              <DeliveryRow
                key={`${delivery.channel}:${delivery.delivery_id}`}
                delivery={delivery}
                mayRedeliver={managesSettings(me?.role)}
                onChange={replace}
              />
            ))}
          </table>
          {(cursors.length > 1 || page?.next_cursor) && (
            <nav class="table-foot pager" aria-label={t('deliveries.pages')}>
              <button
                type="button"
                class="button"
                disabled={cursors.length <= 1}
                onClick={() => setCursors(cursors.slice(0, -1))}
              >
                {t('deliveries.newer')}
              </button>
              <span class="muted small" aria-live="polite">
                {t('deliveries.pageOf', { page: cursors.length })}
              </span>
              <button
                type="button"
                class="button"
                disabled={!page?.next_cursor}
                onClick={() => page?.next_cursor && setCursors([...cursors, page.next_cursor])}
              >
                {t('deliveries.older')}
              </button>
            </nav>
          )}
        </div>
      )}
    </section>
  );
}
