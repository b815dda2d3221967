/**
 * Creating or editing a feed: the source it runs, the template it fills, the connector it
 * applies, its schedule (cron, read in a time zone), whether runs submit by themselves, and
 * whether it is on. A refusal (409) is said under the field it names.
 */
import { useState } from 'preact/hooks';
import { t } from '../../i18n.ts';
import { request } from '../../session.ts';
import { Notice } from '../../ui/form.tsx';
import { ModalDialog } from '../../ui/modal-dialog.tsx';
import { readRefusal } from '../../ui/refusal.ts';
import { useTemplates } from '../customers/use-templates.ts';
import { Check, Choice, Input, problemFinder } from './fields.tsx';
import { sourceName } from './sources.tsx';
import type { Connector, Feed, FeedBody, Source } from './types.ts';
import { useList } from './use-list.ts';

const KNOWN = ['name', 'source_id', 'template_handle', 'connector_id', 'cron', 'timezone'];

function timeZones(): string[] {
  const all = (Intl as unknown as { supportedValuesOf?: (key: string) => string[] }).supportedValuesOf?.(
    'timeZone',
  );
  return ['UTC', ...(all ?? []).filter((zone) => zone !== 'UTC')];
}

interface FeedFormProps {
  feed: Feed | null;
  onClose: () => void;
  onSaved: (feed: Feed) => void;
}

export function FeedForm(props: FeedFormProps) {
  const stored = props.feed;
  const sources = useList<Source>('/sender/sources');
  const connectors = useList<Connector>('/connectors');
  const { templates } = useTemplates();
  const [name, setName] = useState(stored?.name ?? '');
  const [sourceId, setSourceId] = useState(stored?.source_id ?? '');
  const [handle, setHandle] = useState(stored?.template_handle ?? '');
  const [connectorId, setConnectorId] = useState(stored?.connector_id ?? '');
  const [cron, setCron] = useState(stored?.cron ?? '');
  const [timezone, setTimezone] = useState(stored?.timezone ?? 'UTC');
  const [autoSubmit, setAutoSubmit] = useState(stored?.auto_submit ?? true);
  const [enabled, setEnabled] = useState(stored?.enabled ?? true);
  const [busy, setBusy] = useState(false);
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [general, setGeneral] = useState<string | null>(null);
  const problemOf = problemFinder(problems);

  // An upload source has nothing to fetch: a feed cannot run it.
  const runnable = (sources.entries ?? []).filter((source) => source.data_extractor !== 'upload');
  const forTemplate = (connectors.entries ?? []).filter((connector) => connector.template_handle === handle);

  async function save(event: Event) {
    event.preventDefault();
    setBusy(true);
    setProblems({});
    setGeneral(null);
    const body: FeedBody = {
      name: name.trim() || null,
      source_id: sourceId || null,
      template_handle: handle || null,
      connector_id: connectorId || null,
      cron: cron.trim() || null,
      timezone,
      auto_submit: autoSubmit,
      enabled,
    };
    try {
      const saved = stored
        ? await request<Feed>('PUT', `/feed/${stored.feed_id}`, body)
        : await request<Feed>('POST', '/feeds', body);
      props.onSaved(saved);
    } catch (error) {
      const refusal = readRefusal(error, KNOWN);
      setProblems(refusal.fields);
      setGeneral(refusal.general ?? t('automations.checkFields'));
      setBusy(false);
      const first = KNOWN.find((path) => refusal.fields[path]);
      if (first) document.querySelector<HTMLElement>(`[data-property="${first}"]`)?.focus();
    }
  }

  return (
    <ModalDialog
      title={stored ? t('automations.feed.edit') : t('automations.feed.new')}
      intro={t('automations.feed.formIntro')}
      onClose={props.onClose}
      size="wide"
    >
      <form class="automation-form" onSubmit={save} noValidate>
        <div class="form-grid">
          <div class="span-2">
            <Input
              label={t('automations.feed.name')}
              property="name"
              value={name}
              onInput={setName}
              problem={problemOf('name')}
            />
          </div>
          <Choice
            label={t('automations.feed.source')}
            property="source_id"
            value={sourceId}
            onChange={setSourceId}
            problem={problemOf('source_id')}
            hint={sources.entries && runnable.length === 0 ? t('automations.feed.noSource') : undefined}
            options={[
              { value: '', label: t('automations.choose') },
              ...runnable.map((source) => ({
                value: source.source_id,
                label: `${sourceName(source)} · ${t(`automations.kind.${source.data_extractor}`)}`,
              })),
            ]}
          />
          <Choice
            label={t('automations.feed.template')}
            property="template_handle"
            value={handle}
            onChange={(value) => {
              setHandle(value);
              setConnectorId('');
            }}
            problem={problemOf('template_handle')}
            options={[
              { value: '', label: t('automations.choose') },
              ...(templates ?? []).map((template) => ({
                value: template.template_handle,
                label: template.name ?? template.template_handle,
              })),
            ]}
          />
          <div class="span-2">
            <Choice
              label={t('automations.feed.connector')}
              property="connector_id"
              value={connectorId}
              onChange={setConnectorId}
              problem={problemOf('connector_id')}
              hint={t('automations.feed.connector.hint')}
              options={[
                { value: '', label: t('automations.feed.noConnector') },
                ...forTemplate.map((connector) => ({ value: connector.connector_id, label: connector.name })),
              ]}
            />
          </div>
          <Input
            label={t('automations.feed.cron')}
            property="cron"
            value={cron}
            onInput={setCron}
            placeholder="0 6 * * 1-5"
            problem={problemOf('cron')}
            hint={t('automations.feed.cron.hint')}
          />
          <Choice
            label={t('automations.feed.timezone')}
            property="timezone"
            value={timezone}
            onChange={setTimezone}
            problem={problemOf('timezone')}
            options={timeZones().map((zone) => ({ value: zone, label: zone }))}
          />
        </div>
        <Check
          label={t('automations.feed.autoSubmit')}
          hint={t('automations.feed.autoSubmit.hint')}
          checked={autoSubmit}
          onChange={setAutoSubmit}
        />
        <Check
          label={t('automations.feed.enabled')}
          hint={t('automations.feed.enabled.hint')}
          checked={enabled}
          onChange={setEnabled}
        />
        {general && <Notice kind="error">{general}</Notice>}
        <div class="dialog-actions">
          <button type="button" class="button" onClick={props.onClose}>
            {t('parts.cancel')}
          </button>
          <button type="submit" class="button primary" disabled={busy} aria-busy={busy}>
            {busy ? t('automations.saving') : stored ? t('automations.save') : t('automations.create')}
          </button>
        </div>
      </form>
    </ModalDialog>
  );
}
