/**
 * Creating or editing an alert: its kind, the templates it watches (all, or some), the feed of a
 * feed_silent alert, the threshold of an error_rate alert (a percentage here, a fraction on the
 * wire), the members e-mailed and the webhook called. The form says what it checks itself (a
 * threshold out of 0–100 %, a missing feed, nobody told) before sending; the server's refusals
 * go under the fields they name. The sentence at the bottom says what the alert will do.
 */
import { useState } from 'preact/hooks';
import { t } from '../../i18n.ts';
import { request } from '../../session.ts';
import { Notice } from '../../ui/form.tsx';
import { ModalDialog } from '../../ui/modal-dialog.tsx';
import { readRefusal } from '../../ui/refusal.ts';
import { Check, Choice, Input, problemFinder } from '../automations/fields.tsx';
import type { Feed } from '../automations/types.ts';
import type { TemplateEntry } from '../customers/types.ts';
import { alertSentence } from './sentence.ts';
import { type Alert, type AlertBody, type AlertKind, KINDS, type Member, type Webhook } from './types.ts';

const KNOWN = ['kind', 'template_handles', 'feed_id', 'threshold', 'recipients', 'webhook_id'];

interface AlertFormProps {
  alert: Alert | null;
  members: Member[] | null;
  feeds: Feed[] | null;
  webhooks: Webhook[] | null;
  templates: TemplateEntry[] | null;
  onClose: () => void;
  onSaved: (alert: Alert) => void;
}

/** "5" or "5,5" → 0.05 / 0.055; null when it is no number. */
function fraction(text: string): number | null {
  const value = Number(text.trim().replace(',', '.').replace(/\s*%$/, ''));
  return text.trim() && Number.isFinite(value) ? value / 100 : null;
}

export function AlertForm(props: AlertFormProps) {
  const stored = props.alert;
  const [kind, setKind] = useState<AlertKind>(stored?.kind ?? 'automation_failed');
  const [allTemplates, setAllTemplates] = useState(!stored?.template_handles?.length);
  const [handles, setHandles] = useState<string[]>(stored?.template_handles ?? []);
  const [feedId, setFeedId] = useState(stored?.feed_id ?? '');
  const [threshold, setThreshold] = useState(
    stored?.threshold != null ? String(Math.round(stored.threshold * 10_000) / 100) : '5',
  );
  const [recipients, setRecipients] = useState<string[]>(stored?.recipients ?? []);
  const [webhookId, setWebhookId] = useState(stored?.webhook_id ?? '');
  const [enabled, setEnabled] = useState(stored?.enabled ?? true);
  const [busy, setBusy] = useState(false);
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [general, setGeneral] = useState<string | null>(null);
  const problemOf = problemFinder(problems);

  const body: AlertBody = {
    kind,
    template_handles: kind === 'feed_silent' || allTemplates ? null : handles,
    feed_id: kind === 'feed_silent' ? feedId || null : null,
    threshold: kind === 'error_rate' ? fraction(threshold) : null,
    recipients,
    webhook_id: webhookId || null,
    enabled,
  };

  /** What the form refuses before asking the server, by property. */
  function ownChecks(): Record<string, string> {
    const found: Record<string, string> = {};
    if (kind === 'feed_silent' && !feedId) found.feed_id = t('alerts.feed.required');
    if (kind === 'error_rate') {
      const value = body.threshold;
      if (value === null || value === undefined || !(value > 0 && value <= 1))
        found.threshold = t('alerts.threshold.range');
    }
    if (kind !== 'feed_silent' && !allTemplates && handles.length === 0)
      found.template_handles = t('alerts.templates.required');
    if (recipients.length === 0 && !webhookId) found.recipients = t('alerts.recipients.required');
    return found;
  }

  async function save(event: Event) {
    event.preventDefault();
    const own = ownChecks();
    if (Object.keys(own).length) {
      setProblems(own);
      setGeneral(t('alerts.checkFields'));
      const first = KNOWN.find((path) => own[path]);
      if (first) document.querySelector<HTMLElement>(`[data-property="${first}"]`)?.focus();
      return;
    }
    setBusy(true);
    setProblems({});
    setGeneral(null);
    try {
      const saved = stored
        ? await request<Alert>('PUT', `/alert/${stored.alert_id}`, body)
        : await request<Alert>('POST', '/alerts', body);
      props.onSaved(saved);
    } catch (error) {
      const refusal = readRefusal(error, KNOWN);
      setProblems(refusal.fields);
      setGeneral(refusal.general ?? t('alerts.checkFields'));
      setBusy(false);
    }
  }

  const toggle = (list: string[], item: string, on: boolean) =>
    on ? [...list.filter((entry) => entry !== item), item] : list.filter((entry) => entry !== item);
  const scheduledFeeds = props.feeds ?? [];

  return (
    <ModalDialog
      title={stored ? t('alerts.edit') : t('alerts.new')}
      intro={t('alerts.formIntro')}
      onClose={props.onClose}
      size="wide"
    >
      <form class="automation-form alert-form" onSubmit={save} noValidate>
        <fieldset class="form-block" data-property="kind">
          <legend>{t('alerts.kind')}</legend>
          <div class="kind-choices">
            {KINDS.map((name) => (
              <label key={name} class={`kind-choice ${kind === name ? 'chosen' : ''}`}>
                <input
                  type="radio"
                  name="alert-kind"
                  value={name}
                  checked={kind === name}
                  onChange={() => setKind(name)}
                />
                <span>
                  <span class="strong block">{t(`alerts.kind.${name}`)}</span>
                  <span class="hint block">{t(`alerts.kind.${name}.hint`)}</span>
                </span>
              </label>
            ))}
          </div>
          {problemOf('kind') && <p class="field-problem">{problemOf('kind')}</p>}
        </fieldset>

        {kind === 'feed_silent' && (
          <Choice
            label={t('alerts.feed')}
            property="feed_id"
            value={feedId}
            onChange={setFeedId}
            problem={problemOf('feed_id')}
            hint={t('alerts.feed.hint')}
            options={[
              { value: '', label: t('automations.choose') },
              ...scheduledFeeds.map((feed) => ({ value: feed.feed_id, label: feed.name })),
            ]}
          />
        )}

        {kind === 'error_rate' && (
          <Input
            label={t('alerts.threshold')}
            property="threshold"
            value={threshold}
            onInput={setThreshold}
            problem={problemOf('threshold')}
            hint={t('alerts.threshold.hint')}
            after={<span class="unit">%</span>}
          />
        )}

        {kind !== 'feed_silent' && (
          <fieldset class="form-block" data-property="template_handles">
            <legend>{t('alerts.templates')}</legend>
            <Check label={t('alerts.templates.all')} checked={allTemplates} onChange={setAllTemplates} />
            {!allTemplates && (
              <div class="check-list">
                {(props.templates ?? []).map((template) => (
                  <Check
                    key={template.template_handle}
                    label={template.name ?? template.template_handle}
                    checked={handles.includes(template.template_handle)}
                    onChange={(on) => setHandles(toggle(handles, template.template_handle, on))}
                  />
                ))}
              </div>
            )}
            {problemOf('template_handles') && <p class="field-problem">{problemOf('template_handles')}</p>}
          </fieldset>
        )}

        <fieldset class="form-block" data-property="recipients" tabIndex={-1}>
          <legend>{t('alerts.recipients')}</legend>
          <p class="hint">{t('alerts.recipients.hint')}</p>
          <div class="check-list">
            {(props.members ?? []).map((member) => (
              <Check
                key={member.user_id}
                label={member.name ? `${member.name} · ${member.email}` : member.email}
                checked={recipients.some((email) => email.toLowerCase() === member.email.toLowerCase())}
                onChange={(on) => setRecipients(toggle(recipients, member.email, on))}
              />
            ))}
          </div>
          {problemOf('recipients') && <p class="field-problem">{problemOf('recipients')}</p>}
        </fieldset>

        <Choice
          label={t('alerts.webhook')}
          property="webhook_id"
          value={webhookId}
          onChange={setWebhookId}
          problem={problemOf('webhook_id')}
          hint={props.webhooks?.length === 0 ? t('alerts.webhook.none') : t('alerts.webhook.hint')}
          options={[
            { value: '', label: t('alerts.webhook.off') },
            ...(props.webhooks ?? []).map((webhook) => ({ value: webhook.webhook_id, label: webhook.url })),
          ]}
        />
        <Check label={t('alerts.enabled')} checked={enabled} onChange={setEnabled} />

        <p class="alert-preview" aria-live="polite">
          <span class="muted small block">{t('alerts.preview')}</span>
          {alertSentence(
            {
              ...body,
              kind,
              threshold: body.threshold ?? null,
              template_handles: body.template_handles ?? null,
              feed_id: body.feed_id ?? null,
              recipients,
              webhook_id: body.webhook_id ?? null,
            },
            props,
          )}
        </p>
        {general && <Notice kind="error">{general}</Notice>}
        <div class="dialog-actions">
          <button type="button" class="button" onClick={props.onClose}>
            {t('parts.cancel')}
          </button>
          <button type="submit" class="button primary" disabled={busy} aria-busy={busy}>
            {busy ? t('automations.saving') : stored ? t('automations.save') : t('alerts.create')}
          </button>
        </div>
      </form>
    </ModalDialog>
  );
}
