/**
 * The organisation's API keys (POST/GET/DELETE /api-keys): secrets its own servers call Ferry
 * with. A new key's secret is shown once; revoking one stops it at once. Owners and admins manage
 * them (docs/roles.md); a member sees why they cannot.
 */
import { useEffect, useState } from 'preact/hooks';
import type { Payload, RequestBody } from '../../../shared/api-payload.ts';
import { locale, t } from '../i18n.ts';
import { request } from '../session.ts';
import { Notice } from '../ui/form.tsx';
import { ConfirmDialog } from '../ui/modal-dialog.tsx';
import { type FieldProblems, fieldViolations, refusal } from '../ui/refusal.ts';
import { RetryNotice } from '../ui/retry-notice.tsx';
import { SecretOnce } from '../ui/secret-once.tsx';
import { TextField } from '../ui/text-field.tsx';
import { managesSettings, useSignedInMember } from './members-me.ts';

type KeyPage = Payload<'getApiKeys'>;
type ApiKey = KeyPage['entries'][number];
type NewKey = Payload<'postApiKeys'>;
const when = (iso: string) =>
  new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));

export function ApiKeys() {
  const { me, problem: meProblem, retry } = useSignedInMember();
  const allowed = managesSettings(me?.role);
  const [page, setPage] = useState<KeyPage | null>(null);
  const [loadProblem, setLoadProblem] = useState<string | null>(null);
  const [created, setCreated] = useState<NewKey | null>(null);
  const [revoking, setRevoking] = useState<ApiKey | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  function load() {
    setLoadProblem(null);
    request<KeyPage>('GET', '/api-keys?per_page=100').then(setPage, (error) =>
      setLoadProblem(refusal(error)),
    );
  }
  useEffect(() => {
    if (allowed) load();
  }, [allowed]);

  async function revoke(key: ApiKey) {
    await request('DELETE', `/api-keys/${key.api_key_id}`);
    setRevoking(null);
    if (created?.api_key_id === key.api_key_id) setCreated(null);
    setNotice(t('apiKeys.revoked', { name: key.name }));
    setPage((current) => current && { ...current, entries: current.entries.filter((k) => k !== key) });
  }

  return (
    <section aria-labelledby="page-title">
      <div class="page-head">
        <div>
          <h1 id="page-title">{t('apiKeys.title')}</h1>
          <p class="muted">{t('apiKeys.intro')}</p>
        </div>
      </div>
      {me && !allowed && <Notice kind="info">{t('apiKeys.adminsOnly')}</Notice>}
      {allowed && (
        <CreateKey
          onCreated={(key) => {
            setCreated(key);
            setNotice(null);
            load();
          }}
        />
      )}
      {created && (
        <div class="card new-key">
          <h2>{t('apiKeys.createdTitle', { name: created.name })}</h2>
          <p class="muted">{t('apiKeys.createdHow')}</p>
          <SecretOnce
            label={t('apiKeys.secretOf', { name: created.name })}
            secret={created.secret}
            onDone={() => setCreated(null)}
          />
        </div>
      )}
      {notice && <Notice kind="ok">{notice}</Notice>}
      {meProblem && <RetryNotice problem={meProblem} onRetry={retry} />}
      {loadProblem && <RetryNotice problem={loadProblem} onRetry={load} />}
      {allowed && !page && !loadProblem && <p class="muted">{t('app.loading')}</p>}
      {page && (
        <div class="card table-card keys-table">
          <table class="table">
            <caption class="visually-hidden">{t('apiKeys.title')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('apiKeys.name')}</th>
                <th scope="col" class="wide-only">
                  {t('apiKeys.created')}
                </th>
                <th scope="col">{t('apiKeys.lastUsed')}</th>
                <th scope="col">
                  <span class="visually-hidden">{t('apiKeys.actions')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {page.entries.length === 0 && (
                <tr>
                  <td colSpan={4} class="empty">
                    {t('apiKeys.none')}
                  </td>
                </tr>
              )}
              {page.entries.map((key) => (
                <tr key={key.api_key_id}>
                  <td>
                    <span class="strong">{key.name}</span>
                    <span class="narrow-only muted small">
                      {t('apiKeys.createdOn', { date: when(key.created_at) })}
                    </span>
                  </td>
                  <td class="wide-only muted">{when(key.created_at)}</td>
                  <td class="muted">
                    <span class="wide-only">
                      {key.last_used_at ? when(key.last_used_at) : t('parts.never')}
                    </span>
                    {/* A phone shows no column headers: the cell says what it is. */}
                    <span class="narrow-only">
                      {t('apiKeys.lastUsedOn', {
                        date: key.last_used_at ? when(key.last_used_at) : t('parts.never').toLowerCase(),
                      })}
                    </span>
                  </td>
                  <td class="row-actions">
                    <button
                      type="button"
                      class="button small"
                      aria-label={t('apiKeys.revokeOne', { name: key.name })}
                      onClick={() => setRevoking(key)}
                    >
                      {t('apiKeys.revoke')}
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {revoking && (
        <ConfirmDialog
          title={t('apiKeys.revokeTitle', { name: revoking.name })}
          confirmLabel={t('apiKeys.revoke')}
          busyLabel={t('apiKeys.revoking')}
          onConfirm={() => revoke(revoking)}
          onClose={() => setRevoking(null)}
        >
          <p>{t('apiKeys.revokeWhat')}</p>
        </ConfirmDialog>
      )}
    </section>
  );
}

function CreateKey(props: { onCreated: (key: NewKey) => void }) {
  const [name, setName] = useState('');
  const [busy, setBusy] = useState(false);
  const [problems, setProblems] = useState<FieldProblems>({});
  const [problem, setProblem] = useState<string | null>(null);

  async function submit(event: Event) {
    event.preventDefault();
    setBusy(true);
    setProblems({});
    setProblem(null);
    try {
      const body: RequestBody<'postApiKeys'> = { name };
      props.onCreated(await request<NewKey>('POST', '/api-keys', body));
      setName('');
    } catch (error) {
      const byField = fieldViolations(error);
      if (byField?.name) setProblems(byField);
      else setProblem(refusal(error));
    }
    setBusy(false);
  }

  return (
    <form class="card create-key" onSubmit={submit} noValidate>
      <h2>{t('apiKeys.create')}</h2>
      <div class="inline-form">
        <TextField
          label={t('apiKeys.name')}
          value={name}
          onInput={setName}
          placeholder={t('apiKeys.namePlaceholder')}
          hint={t('apiKeys.nameHint')}
          problem={problems.name}
        />
        <button type="submit" class="button primary" disabled={busy} aria-busy={busy}>
          {busy ? t('apiKeys.creating') : t('apiKeys.createButton')}
        </button>
      </div>
      {problem && <Notice kind="error">{problem}</Notice>}
    </form>
  );
}
