/**
 * The audit log at /app/audit-log: filters kept in the address, entries newest first said as
 * sentences, older ones added by cursor. Owners and admins only: a member reads why, not an error.
 */
import { useEffect, useState } from 'preact/hooks';
import { ApiError } from '../../../../shared/api.ts';
import type { Payload } from '../../../../shared/api-payload.ts';
import { t } from '../../i18n.ts';
import { request } from '../../session.ts';
import { refusal } from '../../ui/refusal.ts';
import { RetryNotice } from '../../ui/retry-notice.tsx';
import { managesSettings, useSignedInMember } from '../members-me.ts';
import { type AuditFilters, auditQuery, readFilters, writeFilters } from './address.ts';
import { AuditEntry } from './audit-entry.tsx';
import { AuditFiltersForm } from './audit-filters.tsx';

export type AuditPage = Payload<'getAuditLog'>;
export type Entry = AuditPage['entries'][number];
type MemberPage = Payload<'getMembers'>;

export function AuditLog() {
  const { me, problem: meProblem, retry } = useSignedInMember();
  const allowed = me ? managesSettings(me.role) : null;
  return (
    <section aria-labelledby="page-title">
      <div class="page-head">
        <div>
          <h1 id="page-title">{t('auditLog.title')}</h1>
          <p class="muted">{t('auditLog.intro')}</p>
        </div>
      </div>
      {meProblem && <RetryNotice problem={meProblem} onRetry={retry} />}
      {allowed === false && <Refused />}
      {allowed && <AuditEntries />}
    </section>
  );
}

function Refused() {
  return (
    <div class="card audit-refused" role="status">
      <p>{t('auditLog.refused')}</p>
    </div>
  );
}

function AuditEntries() {
  const [filters, setFilters] = useState<AuditFilters>(readFilters);
  const [entries, setEntries] = useState<Entry[] | null>(null);
  const [next, setNext] = useState<string | null>(null);
  const [loadingMore, setLoadingMore] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [refused, setRefused] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const [members, setMembers] = useState<MemberPage['entries']>([]);

  useEffect(() => {
    request<MemberPage>('GET', '/members?per_page=100').then(
      (page) => setMembers(page.entries),
      () => undefined,
    );
  }, []);

  useEffect(() => {
    let current = true;
    writeFilters(filters);
    request<AuditPage>('GET', `/audit-log?${auditQuery(filters, null)}`).then(
      (page) => {
        if (!current) return;
        setEntries(page.entries);
        setNext(page.next_cursor);
        setProblem(null);
      },
      (error) => {
        if (!current) return;
        // The role changed since the page opened: the same sentence as for a member.
        if (error instanceof ApiError && error.status === 403) setRefused(true);
        else setProblem(refusal(error));
      },
    );
    return () => {
      current = false;
    };
  }, [filters, attempt]);

  async function more() {
    if (!next) return;
    setLoadingMore(true);
    try {
      const page = await request<AuditPage>('GET', `/audit-log?${auditQuery(filters, next)}`);
      setEntries([...(entries ?? []), ...page.entries]);
      setNext(page.next_cursor);
      setProblem(null);
    } catch (error) {
      setProblem(refusal(error));
    } finally {
      setLoadingMore(false);
    }
  }

  if (refused) return <Refused />;
  const filtered = Object.values(filters).some(Boolean);
  const names = new Map(members.map((member) => [member.user_id, member.name]));
  return (
    <>
      <AuditFiltersForm filters={filters} onChange={setFilters} members={members} />
      {problem && <RetryNotice problem={problem} onRetry={() => setAttempt(attempt + 1)} />}
      {!entries && !problem && <p class="muted">{t('app.loading')}</p>}
      {entries && entries.length === 0 && (
        <div class="card empty">
          {filtered ? (
            <p>{t('auditLog.noMatch')}</p>
          ) : (
            <>
              <p class="strong">{t('auditLog.none')}</p>
              <p>{t('auditLog.noneHint')}</p>
            </>
          )}
        </div>
      )}
      {entries && entries.length > 0 && (
        <ol class="card audit-entries" aria-label={t('auditLog.title')}>
          {entries.map((entry) => (
            <AuditEntry key={entry.event_id} entry={entry} memberName={names.get(entry.actor.id ?? '')} />
          ))}
        </ol>
      )}
      {entries && entries.length > 0 && (
        <div class="audit-more">
          {next ? (
            <button
              type="button"
              class="button"
              onClick={more}
              disabled={loadingMore}
              aria-busy={loadingMore}
            >
              {loadingMore ? t('auditLog.loadingMore') : t('auditLog.more')}
            </button>
          ) : (
            <p class="muted small">{t('auditLog.end')}</p>
          )}
        </div>
      )}
    </>
  );
}
