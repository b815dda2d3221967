/**
 * Alerts (/app/alerts): each in one sentence (who is told, when), switched on and off in place,
 * edited in a dialog, deleted after a question. Owners and admins write them; members read.
 */
import { useEffect, useState } from 'preact/hooks';
import { explain } from '../../errors.ts';
import { t } from '../../i18n.ts';
import { request } from '../../session.ts';
import { Notice } from '../../ui/form.tsx';
import { ConfirmDialog } from '../../ui/modal-dialog.tsx';
import { refusal } from '../../ui/refusal.ts';
import { RetryNotice } from '../../ui/retry-notice.tsx';
import type { Feed } from '../automations/types.ts';
import { useList } from '../automations/use-list.ts';
import { useTemplates } from '../customers/use-templates.ts';
import { AlertForm } from './alert-form.tsx';
import { alertSentence } from './sentence.ts';
import type { Alert, AlertPage, Member, Webhook } from './types.ts';

export function Alerts() {
  const [alerts, setAlerts] = useState<Alert[] | null>(null);
  const [nextCursor, setNextCursor] = useState<string | null>(null);
  const [problem, setProblem] = useState<unknown>(null);
  const [attempt, setAttempt] = useState(0);
  const members = useList<Member>('/members');
  const feeds = useList<Feed>('/feeds');
  const webhooks = useList<Webhook>('/webhooks');
  const { templates } = useTemplates();
  const [editing, setEditing] = useState<Alert | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Alert | null>(null);
  const [notice, setNotice] = useState<{ kind: 'ok' | 'error'; text: string } | null>(null);
  const [switching, setSwitching] = useState<string | null>(null);

  async function load(cursor: string | null) {
    const query = new URLSearchParams({ per_page: '50' });
    if (cursor) query.set('cursor', cursor);
    const page = await request<AlertPage>('GET', `/alerts?${query}`);
    setAlerts((current) => (cursor ? [...(current ?? []), ...page.entries] : page.entries));
    setNextCursor(page.next_cursor);
  }

  useEffect(() => {
    setProblem(null);
    load(null).catch(setProblem);
  }, [attempt]);

  const context = { members: members.entries, feeds: feeds.entries, webhooks: webhooks.entries };

  async function setEnabled(alert: Alert, enabled: boolean) {
    setSwitching(alert.alert_id);
    setNotice(null);
    try {
      const saved = await request<Alert>('PUT', `/alert/${alert.alert_id}`, { enabled });
      setAlerts(
        (current) => current?.map((entry) => (entry.alert_id === saved.alert_id ? saved : entry)) ?? null,
      );
      setNotice({ kind: 'ok', text: enabled ? t('alerts.switchedOn') : t('alerts.switchedOff') });
    } catch (error) {
      setNotice({ kind: 'error', text: refusal(error) });
    }
    setSwitching(null);
  }

  async function remove(alert: Alert) {
    await request('DELETE', `/alert/${alert.alert_id}`);
    setDeleting(null);
    setAlerts((current) => current?.filter((entry) => entry.alert_id !== alert.alert_id) ?? null);
    setNotice({ kind: 'ok', text: t('alerts.deleted') });
  }

  return (
    <section aria-labelledby="page-title" class="alerts">
      <div class="page-head">
        <div>
          <h1 id="page-title">{t('alerts.title')}</h1>
          <p class="muted">{t('alerts.intro')}</p>
        </div>
        <button type="button" class="button primary" onClick={() => setEditing('new')}>
          {t('alerts.new')}
        </button>
      </div>
      <div aria-live="polite">{notice && <Notice kind={notice.kind}>{notice.text}</Notice>}</div>
      {problem !== null && (
        <RetryNotice problem={explain(problem)} onRetry={() => setAttempt((n) => n + 1)} />
      )}
      {!alerts && problem === null && <p class="muted">{t('app.loading')}</p>}
      {alerts && alerts.length === 0 && (
        <div class="card empty">
          <p class="strong">{t('alerts.none')}</p>
          <p>{t('alerts.noneHint')}</p>
        </div>
      )}
      {alerts && alerts.length > 0 && (
        <ul class="alert-list" aria-label={t('alerts.title')}>
          {alerts.map((alert) => (
            <li key={alert.alert_id} class={`card alert-item ${alert.enabled ? '' : 'off'}`}>
              <div class="alert-text">
                <span class="badge kind">{t(`alerts.kind.${alert.kind}`)}</span>
                <p class="alert-sentence">{alertSentence(alert, context)}</p>
              </div>
              <div class="alert-actions">
                <label class="switch">
                  <input
                    type="checkbox"
                    role="switch"
                    aria-checked={alert.enabled}
                    checked={alert.enabled}
                    disabled={switching === alert.alert_id}
                    aria-label={t('alerts.enabledOf', { sentence: alertSentence(alert, context) })}
                    onChange={(event) => setEnabled(alert, (event.target as HTMLInputElement).checked)}
                  />
                  <span aria-hidden="true">{alert.enabled ? t('alerts.on') : t('alerts.off')}</span>
                </label>
                <button
                  type="button"
                  class="button small"
                  aria-label={t('alerts.editOne', { sentence: alertSentence(alert, context) })}
                  onClick={() => setEditing(alert)}
                >
                  {t('automations.edit')}
                </button>
                <button
                  type="button"
                  class="button small danger-quiet"
                  aria-label={t('alerts.deleteOne', { sentence: alertSentence(alert, context) })}
                  onClick={() => setDeleting(alert)}
                >
                  {t('automations.delete')}
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
      {nextCursor && (
        <button type="button" class="button" onClick={() => load(nextCursor).catch(setProblem)}>
          {t('alerts.more')}
        </button>
      )}
      {editing && (
        <AlertForm
          alert={editing === 'new' ? null : editing}
          {...context}
          templates={templates}
          onClose={() => setEditing(null)}
          onSaved={(saved) => {
            setEditing(null);
            setNotice({ kind: 'ok', text: t('alerts.saved') });
            setAlerts((current) => {
              const list = current ?? [];
              return list.some((entry) => entry.alert_id === saved.alert_id)
                ? list.map((entry) => (entry.alert_id === saved.alert_id ? saved : entry))
                : [...list, saved];
            });
          }}
        />
      )}
      {deleting && (
        <ConfirmDialog
          title={t('alerts.deleteTitle')}
          confirmLabel={t('automations.delete')}
          busyLabel={t('automations.deleting')}
          onConfirm={() => remove(deleting)}
          onClose={() => setDeleting(null)}
        >
          <p>{alertSentence(deleting, context)}</p>
          <p class="muted">{t('alerts.deleteWhat')}</p>
        </ConfirmDialog>
      )}
    </section>
  );
}
