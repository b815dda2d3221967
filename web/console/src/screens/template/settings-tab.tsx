/** The Settings tab: every field of the template, saved at once with PUT /template/{handle}. */
import { useEffect, useState } from 'preact/hooks';
import { t } from '../../i18n.ts';
import { request } from '../../session.ts';
import { Notice } from '../../ui/form.tsx';
import { MetadataEditor } from '../../ui/metadata-editor.tsx';
import { NO_REFUSAL, type Refusal, readRefusal } from '../../ui/refusal.ts';
import { FileNameField } from './file-name-field.tsx';
import { Checkbox, Select, TextArea, TextInput } from './inputs.tsx';
import type { Template } from './model.ts';
import {
  ACCESS_TYPES,
  SETTINGS_FIELDS,
  type SettingsForm,
  settingsBody,
  settingsOf,
} from './settings-form.ts';

export function SettingsTab(props: { template: Template; onSaved: (template: Template) => void }) {
  const [form, setForm] = useState(() => settingsOf(props.template));
  const [base, setBase] = useState(() => settingsOf(props.template));
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<Refusal>(NO_REFUSAL);
  const [saved, setSaved] = useState(false);
  const dirty = JSON.stringify(form) !== JSON.stringify(base);

  // Leaving the page with unsaved changes asks first.
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    // A link of the console (a tab, the navigation) moves without unloading: it asks too.
    const leave = (event: MouseEvent) => {
      const link = (event.target as Element | null)?.closest?.('a[href]');
      if (!link || link.getAttribute('target') || confirm(t('template.leaveUnsaved'))) return;
      event.preventDefault();
      event.stopPropagation();
    };
    addEventListener('beforeunload', warn);
    document.addEventListener('click', leave, true);
    return () => {
      removeEventListener('beforeunload', warn);
      document.removeEventListener('click', leave, true);
    };
  }, [dirty]);

  const set = <Key extends keyof SettingsForm>(key: Key, value: SettingsForm[Key]) => {
    setForm((current) => ({ ...current, [key]: value }));
    setSaved(false);
  };
  const error = (key: string) => refusal.fields[key];

  async function submit(event: Event) {
    event.preventDefault();
    setBusy(true);
    setRefusal(NO_REFUSAL);
    try {
      const template = await request<Template>(
        'PUT',
        `/template/${encodeURIComponent(props.template.template_handle)}`,
        settingsBody(form),
      );
      const next = settingsOf(template);
      setForm(next);
      setBase(next);
      setSaved(true);
      props.onSaved(template);
    } catch (failure) {
      setRefusal(readRefusal(failure, SETTINGS_FIELDS));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form class="settings-form" onSubmit={submit} noValidate aria-labelledby="settings-title">
      <h2 id="settings-title" class="visually-hidden">
        {t('template.tab.settings')}
      </h2>
      {refusal.general && <Notice kind="error">{refusal.general}</Notice>}
      <div class="form-section card">
        <h3>{t('template.settings.identity')}</h3>
        <TextInput
          id="template-name"
          label={t('template.settings.name')}
          value={form.name}
          maxLength={255}
          required
          onInput={(v) => set('name', v)}
          error={error('name')}
        />
        <TextArea
          id="template-description"
          label={t('template.settings.description')}
          value={form.description}
          onInput={(v) => set('description', v)}
          error={error('description')}
        />
        <TextInput
          id="template-picture"
          type="url"
          label={t('template.settings.picture')}
          hint={t('template.settings.pictureHint')}
          placeholder="https://"
          value={form.picture_url}
          onInput={(v) => set('picture_url', v)}
          error={error('picture_url')}
        />
        <TextInput
          id="template-item"
          label={t('template.settings.item')}
          hint={t('template.settings.itemHint')}
          value={form.item}
          onInput={(v) => set('item', v)}
          error={error('item')}
        />
        <Checkbox
          id="template-enabled"
          label={t('template.settings.enabled')}
          hint={t('template.settings.enabledHint')}
          checked={form.is_enabled}
          onChange={(v) => set('is_enabled', v)}
          error={error('is_enabled')}
        />
      </div>
      <div class="form-section card">
        <h3>{t('template.settings.senders')}</h3>
        <Select
          id="template-access"
          label={t('template.settings.access')}
          hint={t(`template.settings.access.${form.access_type}Hint`)}
          value={form.access_type}
          options={ACCESS_TYPES.map((value) => ({ value, label: t(`template.settings.access.${value}`) }))}
          onChange={(v) => set('access_type', v)}
          error={error('access_type')}
        />
        <TextInput
          id="template-size"
          type="number"
          min={0}
          step="any"
          label={t('template.settings.maxSize')}
          hint={t('template.settings.maxSizeHint')}
          value={form.max_file_size}
          onInput={(v) => set('max_file_size', v)}
          error={error('max_file_size')}
        />
        <Checkbox
          id="template-accept-errors"
          label={t('template.settings.acceptErrors')}
          hint={t('template.settings.acceptErrorsHint')}
          checked={form.accept_errors}
          onChange={(v) => set('accept_errors', v)}
          error={error('accept_errors')}
        />
      </div>
      <div class="form-section card">
        <h3>{t('template.settings.file')}</h3>
        <FileNameField
          value={form.file_name}
          extension={form.extension}
          error={error('file_name')}
          onInput={(value) => set('file_name', value)}
        />
        <TextInput
          id="template-extension"
          label={t('template.settings.extension')}
          hint={t('template.settings.extensionHint')}
          value={form.extension}
          maxLength={16}
          onInput={(v) => set('extension', v)}
          error={error('extension')}
        />
        <Checkbox
          id="template-empty-columns"
          label={t('template.settings.emptyColumns')}
          hint={t('template.settings.emptyColumnsHint')}
          checked={form.export_empty_columns}
          onChange={(v) => set('export_empty_columns', v)}
          error={error('export_empty_columns')}
        />
      </div>
      <div class="form-section card">
        <MetadataEditor
          id="template-metadata"
          words="template"
          empty={t('template.metadata.none')}
          legend={t('template.settings.metadata')}
          items={form.user_metadata}
          onChange={(items) => set('user_metadata', items)}
          refusal={error('user_metadata')}
        />
      </div>
      <div class={`save-bar ${dirty ? 'save-bar-dirty' : ''}`}>
        <p class="small" role="status">
          {dirty ? t('template.unsaved') : saved ? t('template.saved') : t('template.upToDate')}
        </p>
        <div class="save-actions">
          <button
            type="button"
            class="button"
            disabled={!dirty || busy}
            onClick={() => {
              setForm(base);
              setRefusal(NO_REFUSAL);
            }}
          >
            {t('template.discard')}
          </button>
          <button type="submit" class="button primary" disabled={!dirty || busy} aria-busy={busy}>
            {busy ? t('template.saving') : t('template.save')}
          </button>
        </div>
      </div>
    </form>
  );
}
