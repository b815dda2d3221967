/**
 * One subscription at /app/deliveries/webhooks/{id}: its URL, events, templates and state, with
 * editing, turning it on or off and deleting (after a confirmation). Its secret is never shown
 * again. A subscription the organisation does not have (another's id answers 403) is "not found",
 * with nothing of it shown.
 */
import { useEffect, useState } from 'preact/hooks';
import { ApiError } from '../../../../shared/api.ts';
import { t } from '../../i18n.ts';
import { navigate } from '../../router.ts';
import { request } from '../../session.ts';
import { Notice } from '../../ui/form.tsx';
import { Link } from '../../ui/link.tsx';
import { ConfirmDialog } from '../../ui/modal-dialog.tsx';
import { refusal } from '../../ui/refusal.ts';
import { RetryNotice } from '../../ui/retry-notice.tsx';
import { managesSettings, useSignedInMember } from '../members-me.ts';
import { type Webhook, when } from './types.ts';
import { justDeleted } from './webhook-deleted.ts';
import { setEnabled } from './webhook-enabled.ts';
import { WebhookForm } from './webhook-form.tsx';
import { EventChips, StateBadge } from './webhook-list.tsx';

export function WebhookPage(props: { webhookId: string }) {
  const { me } = useSignedInMember();
  const allowed = managesSettings(me?.role);
  const [webhook, setWebhook] = useState<Webhook | null>(null);
  const [missing, setMissing] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [dialog, setDialog] = useState<'edit' | 'delete' | null>(null);
  const [notice, setNotice] = useState<{ kind: 'ok' | 'error'; text: string } | null>(null);

  useEffect(() => {
    let current = true;
    request<Webhook>('GET', `/webhooks/${encodeURIComponent(props.webhookId)}`).then(
      (answer) => {
        if (!current) return;
        setWebhook(answer);
        setProblem(null);
      },
      (error) => {
        if (!current) return;
        // 403 (another organisation's), 404 (none) and 400 (not an id) all mean: not here.
        if (error instanceof ApiError && [400, 403, 404].includes(error.status)) setMissing(true);
        else setProblem(refusal(error));
      },
    );
    return () => {
      current = false;
    };
  }, [props.webhookId, attempt]);

  const back = (
    <Link to="deliveries/webhooks" class="back-link">
      ← {t('webhooks.back')}
    </Link>
  );
  if (missing)
    return (
      <section aria-labelledby="page-title">
        {back}
        <div class="card empty deliveries-empty">
          <h1 id="page-title">{t('webhooks.notFound')}</h1>
          <p>{t('webhooks.notFoundHint')}</p>
        </div>
      </section>
    );
  if (!webhook)
    return (
      <section aria-labelledby="page-title">
        {back}
        <h1 id="page-title" class="visually-hidden">
          {t('webhooks.title')}
        </h1>
        {problem ? (
          <RetryNotice problem={problem} onRetry={() => setAttempt(attempt + 1)} />
        ) : (
          <p class="muted">{t('app.loading')}</p>
        )}
      </section>
    );

  async function toggle(current: Webhook) {
    setNotice(null);
    try {
      const saved = await setEnabled(current, !current.enabled);
      setWebhook(saved);
      setNotice({ kind: 'ok', text: saved.enabled ? t('webhooks.nowEnabled') : t('webhooks.nowDisabled') });
    } catch (error) {
      setNotice({ kind: 'error', text: refusal(error) });
    }
  }

  return (
    <section aria-labelledby="page-title">
      {back}
      <div class="page-head">
        <div class="webhook-head">
          <h1 id="page-title" class="break">
            {webhook.url}
          </h1>
          <StateBadge enabled={webhook.enabled} />
        </div>
        {allowed && (
          <div class="deliveries-tools">
            <button type="button" class="button" onClick={() => setDialog('edit')}>
              {t('webhooks.edit')}
            </button>
            <button type="button" class="button" onClick={() => toggle(webhook)}>
              {webhook.enabled ? t('webhooks.disable') : t('webhooks.enable')}
            </button>
            <button type="button" class="button danger-quiet" onClick={() => setDialog('delete')}>
              {t('webhooks.delete')}
            </button>
          </div>
        )}
      </div>
      {notice && <Notice kind={notice.kind}>{notice.text}</Notice>}
      <div class="card">
        <dl class="details">
          <dt>{t('webhooks.url')}</dt>
          <dd>
            <code class="break">{webhook.url}</code>
          </dd>
          <dt>{t('webhooks.events')}</dt>
          <dd>
            <EventChips events={webhook.events} />
          </dd>
          <dt>{t('webhooks.templates')}</dt>
          <dd>
            {webhook.template_handles?.length ? (
              webhook.template_handles.map((handle) => (
                <code key={handle} class="template-handle">
                  {handle}
                </code>
              ))
            ) : (
              <span class="muted">{t('webhooks.allTemplates')}</span>
            )}
          </dd>
          <dt>{t('webhooks.created')}</dt>
          <dd>{when(webhook.created_at)}</dd>
        </dl>
      </div>
      <p class="hint webhook-rotate">{t('webhooks.noRotate')}</p>
      {dialog === 'edit' && (
        <WebhookForm
          webhook={webhook}
          onClose={() => setDialog(null)}
          onSaved={(saved) => {
            setWebhook(saved);
            setNotice({ kind: 'ok', text: t('webhooks.saved') });
            setDialog(null);
          }}
        />
      )}
      {dialog === 'delete' && (
        <ConfirmDialog
          title={t('webhooks.deleteTitle')}
          confirmLabel={t('webhooks.delete')}
          busyLabel={t('webhooks.deleting')}
          onConfirm={async () => {
            await request('DELETE', `/webhooks/${webhook.webhook_id}`);
            justDeleted.value = webhook.url;
            navigate('deliveries/webhooks');
          }}
          onClose={() => setDialog(null)}
        >
          <p>{t('webhooks.deleteWhat', { url: webhook.url })}</p>
        </ConfirmDialog>
      )}
    </section>
  );
}
