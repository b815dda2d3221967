/**
 * Creating or editing a webhook subscription in a dialog: the URL (checked here for its form, by
 * the server for where it points), the events, each with a sentence, and whether it is enabled.
 * A refusal goes under the field it names; a 402 says which plan permission is missing.
 */
import { useState } from 'preact/hooks';
import { type TextKey, t } from '../../i18n.ts';
import { request } from '../../session.ts';
import { Notice } from '../../ui/form.tsx';
import { ModalDialog } from '../../ui/modal-dialog.tsx';
import { NO_REFUSAL, readRefusal } from '../../ui/refusal.ts';
import { TextField } from '../../ui/text-field.tsx';
import {
  type CreatedWebhook,
  EVENTS,
  eventName,
  isWebAddress,
  type Webhook,
  type WebhookWrite,
} from './types.ts';
import { WebhookTemplates } from './webhook-templates.tsx';

interface WebhookFormProps {
  /** The subscription edited; null to create one. */
  webhook: Webhook | null;
  onClose: () => void;
  /** A new subscription comes with its secret; an edited one without. */
  onSaved: (webhook: Webhook | CreatedWebhook) => void;
}

export function WebhookForm(props: WebhookFormProps) {
  const stored = props.webhook;
  const [url, setUrl] = useState(stored?.url ?? '');
  const [events, setEvents] = useState<string[]>(stored?.events ?? ['READY_FOR_DOWNLOAD']);
  const [enabled, setEnabled] = useState(stored?.enabled ?? true);
  const [templates, setTemplates] = useState<string[]>(stored?.template_handles ?? []);
  const [busy, setBusy] = useState(false);
  const [refused, setRefused] = useState(NO_REFUSAL);

  async function submit(event: Event) {
    event.preventDefault();
    const fields: Record<string, string> = {};
    if (!isWebAddress(url)) fields.url = t('webhooks.urlInvalid');
    if (events.length === 0) fields.events = t('webhooks.eventsMissing');
    setRefused({ fields, general: null });
    if (Object.keys(fields).length > 0) {
      focusFirstProblem(fields);
      return;
    }
    setBusy(true);
    // No template chosen is every template: sent as null, which also clears an earlier choice.
    const body: WebhookWrite = {
      url: url.trim(),
      events,
      enabled,
      template_handles: templates.length ? templates : null,
    };
    try {
      const saved = stored
        ? await request<Webhook>('PUT', `/webhooks/${stored.webhook_id}`, body)
        : await request<CreatedWebhook>('POST', '/webhooks', body);
      props.onSaved(saved);
    } catch (error) {
      const found = readRefusal(error, ['url', 'events', 'template_handles', 'enabled']);
      setRefused(found);
      focusFirstProblem(found.fields);
      setBusy(false);
    }
  }

  const toggle = (name: string, on: boolean) =>
    setEvents(on ? EVENTS.filter((e) => e === name || events.includes(e)) : events.filter((e) => e !== name));

  return (
    <ModalDialog
      title={stored ? t('webhooks.editTitle') : t('webhooks.new')}
      onClose={props.onClose}
      size="wide"
    >
      <form class="webhook-form" onSubmit={submit} noValidate>
        <div data-property="url">
          <TextField
            label={t('webhooks.url')}
            type="url"
            value={url}
            onInput={setUrl}
            placeholder={t('webhooks.urlPlaceholder')}
            hint={t('webhooks.urlHint')}
            problem={refused.fields.url}
            required
          />
        </div>
        <fieldset
          class={`webhook-events ${refused.fields.events ? 'field-invalid' : ''}`}
          data-property="events"
          aria-describedby={refused.fields.events ? 'webhook-events-problem' : undefined}
        >
          <legend>{t('webhooks.eventsLegend')}</legend>
          {EVENTS.map((name) => (
            <label key={name} class="webhook-event">
              <input
                type="checkbox"
                checked={events.includes(name)}
                onChange={(e) => toggle(name, (e.target as HTMLInputElement).checked)}
              />
              <span>
                <span class="strong">{eventName(name)}</span> <code class="event-code">{name}</code>
                <span class="hint">{t(`deliveries.eventHelp.${name}` as TextKey)}</span>
              </span>
            </label>
          ))}
          {refused.fields.events && (
            <p id="webhook-events-problem" class="field-problem">
              {refused.fields.events}
            </p>
          )}
        </fieldset>
        <WebhookTemplates
          selected={templates}
          onChange={setTemplates}
          problem={refused.fields.template_handles}
        />
        <label class="webhook-enabled">
          <input
            type="checkbox"
            checked={enabled}
            onChange={(e) => setEnabled((e.target as HTMLInputElement).checked)}
            aria-describedby="webhook-enabled-hint"
          />
          <span>
            <span class="strong">{t('webhooks.enabledField')}</span>
            <span id="webhook-enabled-hint" class="hint">
              {t('webhooks.enabledHint')}
            </span>
          </span>
        </label>
        {refused.general && <Notice kind="error">{refused.general}</Notice>}
        <div class="dialog-actions">
          <button type="button" class="button" onClick={props.onClose}>
            {t('parts.cancel')}
          </button>
          <button type="submit" class="button primary" disabled={busy} aria-busy={busy}>
            {stored
              ? busy
                ? t('webhooks.saving')
                : t('webhooks.save')
              : busy
                ? t('webhooks.creating')
                : t('webhooks.create')}
          </button>
        </div>
      </form>
    </ModalDialog>
  );
}

/** The keyboard goes to the first field the refusal names. */
function focusFirstProblem(fields: Record<string, string>) {
  const first = ['url', 'events'].find((name) => fields[name]);
  if (first)
    requestAnimationFrame(() =>
      document.querySelector<HTMLElement>(`.webhook-form [data-property="${first}"] input`)?.focus(),
    );
}
