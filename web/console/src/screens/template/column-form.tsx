/**
 * A column's form, in a dialog: its names, type and that type's settings, importance (with the
 * conditions of a conditional column), checks, metadata, and the constraints of a saved column.
 */
import { useState } from 'preact/hooks';
import { t } from '../../i18n.ts';
import { request } from '../../session.ts';
import { Notice } from '../../ui/form.tsx';
import { MetadataEditor } from '../../ui/metadata-editor.tsx';
import { ModalDialog } from '../../ui/modal-dialog.tsx';
import { NO_REFUSAL, type Refusal, readRefusal } from '../../ui/refusal.ts';
import {
  type ColumnForm,
  columnBody,
  columnFields,
  columnFormOf,
  IMPORTANCES,
  technicalNameOf,
} from './column-form-state.ts';
import { COLUMN_TYPES } from './column-types.ts';
import { Checkbox, Select, TextArea, TextInput } from './inputs.tsx';
import type { Column } from './model.ts';
import type { Problem } from './problems.tsx';
import { ConditionInput } from './rules/condition-input.tsx';
import { ConstraintsEditor } from './rules/constraints-editor.tsx';
import { TypeSettings } from './type-settings.tsx';

interface ColumnFormDialogProps {
  handle: string;
  /** The column edited; null for a new one. */
  column: Column | null;
  columns: Column[];
  problems: Problem[];
  onClose: () => void;
  onSaved: () => void;
}

export function ColumnFormDialog(props: ColumnFormDialogProps) {
  const [form, setForm] = useState(() => columnFormOf(props.column));
  const [initial] = useState(form);
  const [namedByHand, setNamedByHand] = useState(props.column !== null);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<Refusal>(NO_REFUSAL);
  const set = <Key extends keyof ColumnForm>(key: Key, value: ColumnForm[Key]) =>
    setForm((current) => ({ ...current, [key]: value }));
  const error = (key: string) => refusal.fields[key];
  const others = props.columns.filter((column) => column.column_id !== props.column?.column_id);

  /** Closing a form with changes asks first. */
  function close() {
    if (JSON.stringify(form) !== JSON.stringify(initial) && !confirm(t('template.column.discard'))) return;
    props.onClose();
  }

  async function submit(event: Event) {
    event.preventDefault();
    setBusy(true);
    setRefusal(NO_REFUSAL);
    const base = `/template/${encodeURIComponent(props.handle)}/column`;
    try {
      if (props.column) await request('PUT', `${base}/${props.column.column_id}`, columnBody(form));
      else await request('POST', base, columnBody(form));
      props.onSaved();
    } catch (failure) {
      setRefusal(readRefusal(failure, columnFields(form.type)));
      setBusy(false);
    }
  }

  return (
    <ModalDialog
      title={
        props.column
          ? t('template.column.editTitle', { name: props.column.pretty_name })
          : t('template.column.newTitle')
      }
      size="wide"
      onClose={close}
    >
      <form id="column-form" class="column-form" onSubmit={submit} noValidate>
        {props.problems.map((problem, index) => (
          <Notice key={index} kind="error">
            {problem.message}
          </Notice>
        ))}
        {refusal.general && <Notice kind="error">{refusal.general}</Notice>}
        <div class="column-form-grid">
          <TextInput
            id="column-pretty-name"
            label={t('template.column.prettyName')}
            hint={t('template.column.prettyNameHint')}
            value={form.pretty_name}
            maxLength={255}
            required
            autofocus
            error={error('pretty_name')}
            onInput={(value) =>
              setForm((current) => ({
                ...current,
                pretty_name: value,
                technical_name: namedByHand ? current.technical_name : technicalNameOf(value),
              }))
            }
          />
          <TextInput
            id="column-technical-name"
            label={t('template.column.technicalName')}
            hint={t('template.column.technicalNameHint')}
            value={form.technical_name}
            maxLength={255}
            required
            error={error('technical_name')}
            onInput={(value) => {
              setNamedByHand(true);
              set('technical_name', value);
            }}
          />
        </div>
        <TextArea
          id="column-description"
          label={t('template.column.description')}
          hint={t('template.column.descriptionHint')}
          rows={2}
          value={form.description}
          error={error('description')}
          onInput={(value) => set('description', value)}
        />
        <Select
          id="column-type"
          label={t('template.column.type')}
          value={form.type}
          error={error('type.type') ?? error('type')}
          options={COLUMN_TYPES.map((value) => ({ value, label: t(`template.type.${value}`) }))}
          onChange={(value) => set('type', value)}
        />
        <TypeSettings
          type={form.type}
          config={form.configs[form.type] ?? {}}
          refusals={refusal.fields}
          onChange={(config) => set('configs', { ...form.configs, [form.type]: config })}
        />
        <fieldset class="importance" aria-describedby="column-importance-hint">
          <legend>{t('template.column.importance')}</legend>
          <p id="column-importance-hint" class="field-hint">
            {t('template.column.importanceHint')}
          </p>
          <div class="radio-options">
            {IMPORTANCES.map((value) => (
              <label key={value} class="radio-option">
                <input
                  type="radio"
                  name="importance"
                  value={value}
                  checked={form.importance === value}
                  onChange={() => set('importance', value)}
                />
                {t(`template.importance.${value}`)}
              </label>
            ))}
          </div>
          {error('importance') && <p class="field-problem">{error('importance')}</p>}
          {form.importance === 'conditional' && (
            <div class="field">
              <label for="column-conditions">{t('template.column.conditions')}</label>
              <p class="field-hint">{t('template.column.conditionsHint')}</p>
              <ConditionInput
                handle={props.handle}
                id="column-conditions"
                value={form.conditions}
                onInput={(value) => set('conditions', value)}
                columns={others}
                refusal={error('conditions') ?? null}
              />
            </div>
          )}
        </fieldset>
        <div class="column-checks">
          <Checkbox
            id="column-uniqueness"
            label={t('template.column.uniqueness')}
            hint={t('template.column.uniquenessHint')}
            checked={form.uniqueness}
            error={error('uniqueness')}
            onChange={(value) => set('uniqueness', value)}
          />
          <Checkbox
            id="column-hidden"
            label={t('template.column.hidden')}
            hint={t('template.column.hiddenHint')}
            checked={form.hidden}
            error={error('hidden')}
            onChange={(value) => set('hidden', value)}
          />
          <Checkbox
            id="column-ai"
            label={t('template.column.matchable')}
            hint={t('template.column.matchableHint')}
            checked={form.matchable_with_ai}
            error={error('matchable_with_ai')}
            onChange={(value) => set('matchable_with_ai', value)}
          />
        </div>
        <MetadataEditor
          id="column-metadata"
          words="template"
          empty={t('template.metadata.none')}
          legend={t('template.column.metadata')}
          items={form.user_metadata}
          refusal={error('user_metadata')}
          onChange={(items) => set('user_metadata', items)}
        />
      </form>
      {/* Outside the form: the constraints editor has buttons and forms of its own. */}
      {props.column ? (
        // The editor is its own region, named by its heading.
        <div class="constraints">
          <ConstraintsEditor handle={props.handle} column={props.column} columns={others} />
        </div>
      ) : (
        <p class="small muted">{t('template.column.constraintsLater')}</p>
      )}
      <div class="modal-actions">
        <button type="button" class="button" onClick={close}>
          {t('template.cancel')}
        </button>
        <button type="submit" form="column-form" class="button primary" disabled={busy} aria-busy={busy}>
          {busy
            ? t('template.saving')
            : props.column
              ? t('template.column.save')
              : t('template.column.create')}
        </button>
      </div>
    </ModalDialog>
  );
}
