/**
 * The webhook subscriptions, oldest first, paged by the server: each URL opens its page, each can be
 * turned on or off here. "New webhook" opens the form; the new subscription's signing secret is
 * shown once above the list. Members read the list; owners and admins change it.
 */
import { useEffect, useState } from 'preact/hooks';
import { t } from '../../i18n.ts';
import { request } from '../../session.ts';
import { Notice } from '../../ui/form.tsx';
import { Link } from '../../ui/link.tsx';
import { Pager } from '../../ui/pager.tsx';
import { refusal } from '../../ui/refusal.ts';
import { RetryNotice } from '../../ui/retry-notice.tsx';
import { SecretOnce } from '../../ui/secret-once.tsx';
import { managesSettings, useSignedInMember } from '../members-me.ts';
import { AreaHead } from './area-head.tsx';
import { Sections } from './sections.tsx';
import { SignatureHelp } from './signature-help.tsx';
import { type CreatedWebhook, day, eventName, type Webhook, type WebhookPage } from './types.ts';
import { justDeleted } from './webhook-deleted.ts';
import { setEnabled } from './webhook-enabled.ts';
import { WebhookForm } from './webhook-form.tsx';

const PER_PAGE = 20;

export function WebhookList() {
  const { me } = useSignedInMember();
  const allowed = managesSettings(me?.role);
  const [pageNumber, setPageNumber] = useState(1);
  const [page, setPage] = useState<WebhookPage | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState<CreatedWebhook | null>(null);
  const [notice, setNotice] = useState<{ kind: 'ok' | 'error'; text: string } | null>(null);
  // Said once: leaving the list forgets it.
  const [deleted] = useState(justDeleted.value);
  useEffect(() => {
    justDeleted.value = null;
  }, []);

  useEffect(() => {
    let current = true;
    request<WebhookPage>('GET', `/webhooks?page=${pageNumber}&per_page=${PER_PAGE}`).then(
      (answer) => {
        if (!current) return;
        setPage(answer);
        setProblem(null);
      },
      (error) => current && setProblem(refusal(error)),
    );
    return () => {
      current = false;
    };
  }, [pageNumber, attempt]);

  async function toggle(webhook: Webhook) {
    setNotice(null);
    try {
      const saved = await setEnabled(webhook, !webhook.enabled);
      setPage(
        (p) => p && { ...p, entries: p.entries.map((w) => (w.webhook_id === saved.webhook_id ? saved : w)) },
      );
      setNotice({ kind: 'ok', text: saved.enabled ? t('webhooks.nowEnabled') : t('webhooks.nowDisabled') });
    } catch (error) {
      setNotice({ kind: 'error', text: refusal(error) });
    }
  }

  const newButton = allowed && (
    <button type="button" class="button primary" onClick={() => setCreating(true)}>
      {t('webhooks.new')}
    </button>
  );
  const entries = page?.entries ?? [];
  return (
    <section aria-labelledby="page-title">
      <AreaHead />
      <Sections current="webhooks" action={entries.length > 0 ? newButton : null} />
      <p class="muted section-intro">{t('webhooks.intro')}</p>
      {me && !allowed && <Notice kind="info">{t('webhooks.adminsOnly')}</Notice>}
      {deleted && <Notice kind="ok">{t('webhooks.deleted', { url: deleted })}</Notice>}
      {created && (
        <div class="card new-webhook">
          <h2>{t('webhooks.createdTitle')}</h2>
          <p class="muted break">{created.url}</p>
          <p>{t('webhooks.createdHow')}</p>
          <SecretOnce
            label={t('webhooks.secretOf', { url: created.url })}
            secret={created.secret}
            onDone={() => setCreated(null)}
          />
          <p class="hint">{t('webhooks.noRotate')}</p>
        </div>
      )}
      {notice && <Notice kind={notice.kind}>{notice.text}</Notice>}
      {problem && <RetryNotice problem={problem} onRetry={() => setAttempt(attempt + 1)} />}
      {!page && !problem && <p class="muted">{t('app.loading')}</p>}
      {page && entries.length === 0 && (
        <div class="card empty deliveries-empty">
          <p class="strong">{t('webhooks.none')}</p>
          <p>{t('webhooks.noneHint')}</p>
          {newButton}
        </div>
      )}
      {entries.length > 0 && (
        <div class="card table-card">
          <table class="table webhooks-table">
            <caption class="visually-hidden">{t('webhooks.title')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('webhooks.url')}</th>
                <th scope="col" class="wide-only">
                  {t('webhooks.events')}
                </th>
                <th scope="col" class="wide-only">
                  {t('webhooks.state')}
                </th>
                <th scope="col" class="wide-only">
                  {t('webhooks.created')}
                </th>
                {allowed && (
                  <th scope="col">
                    <span class="visually-hidden">{t('webhooks.actions')}</span>
                  </th>
                )}
              </tr>
            </thead>
            <tbody>
              {entries.map((webhook) => (
                <tr key={webhook.webhook_id}>
                  <td class="webhook-url-cell">
                    <Link to={`deliveries/webhooks/${webhook.webhook_id}`} class="strong webhook-link">
                      {webhook.url}
                    </Link>
                    <span class="narrow-only">
                      <StateBadge enabled={webhook.enabled} />
                    </span>
                    <span class="narrow-only muted small">{webhook.events.map(eventName).join(' · ')}</span>
                  </td>
                  <td class="wide-only">
                    <EventChips events={webhook.events} />
                  </td>
                  <td class="wide-only">
                    <StateBadge enabled={webhook.enabled} />
                  </td>
                  <td class="wide-only muted nowrap">{day(webhook.created_at)}</td>
                  {allowed && (
                    <td class="row-actions">
                      <button
                        type="button"
                        class="button small"
                        aria-label={`${webhook.enabled ? t('webhooks.disable') : t('webhooks.enable')} ${webhook.url}`}
                        onClick={() => toggle(webhook)}
                      >
                        {webhook.enabled ? t('webhooks.disable') : t('webhooks.enable')}
                      </button>
                    </td>
                  )}
                </tr>
              ))}
            </tbody>
          </table>
          {(page?.total_pages ?? 1) > 1 && (
            <div class="table-foot">
              <Pager
                page={page?.current_page ?? 1}
                pages={page?.total_pages ?? 1}
                onPage={setPageNumber}
                label={t('webhooks.title')}
              />
            </div>
          )}
        </div>
      )}
      <SignatureHelp />
      {creating && (
        <WebhookForm
          webhook={null}
          onClose={() => setCreating(false)}
          onSaved={(saved) => {
            setCreating(false);
            setCreated(saved as CreatedWebhook);
            setNotice(null);
            setAttempt(attempt + 1);
          }}
        />
      )}
    </section>
  );
}

export function StateBadge(props: { enabled: boolean }) {
  return (
    <span class={`badge ${props.enabled ? 'badge-ok' : ''}`}>
      {props.enabled ? t('webhooks.enabled') : t('webhooks.disabled')}
    </span>
  );
}

export function EventChips(props: { events: string[] }) {
  return (
    <ul class="chips" aria-label={t('webhooks.events')}>
      {props.events.map((event) => (
        <li key={event} class="chip">
          {eventName(event)}
        </li>
      ))}
    </ul>
  );
}
