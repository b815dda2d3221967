/**
 * The templates a customer may use: the chosen ones as removable chips, then a search (asked of the
 * server) over the organisation's templates, each a checkbox. Plain checkboxes in a labelled group
 * read well with a screen reader and need no keyboard scheme of their own.
 */
import { useState } from 'preact/hooks';
import { t } from '../../i18n.ts';
import { templateLabel, useTemplates } from './use-templates.ts';

interface TemplatePickerProps {
  selected: string[];
  onChange: (handles: string[]) => void;
  problem: string | undefined;
}

export function TemplatePicker(props: TemplatePickerProps) {
  const [search, setSearch] = useState('');
  const all = useTemplates();
  const found = useTemplates(search);
  const shown = search.trim() ? found.templates : all.templates;
  const toggle = (handle: string, on: boolean) =>
    props.onChange(on ? [...props.selected, handle] : props.selected.filter((chosen) => chosen !== handle));
  const label = (handle: string) => templateLabel(all.templates, handle);

  return (
    <fieldset class={`template-picker ${props.problem ? 'field-invalid' : ''}`}>
      <legend>{t('customers.templates')}</legend>
      <p id="customer-templates-hint" class="hint">
        {t('customers.templates.hint')}
      </p>
      {props.selected.length > 0 ? (
        <ul class="chips" aria-label={t('customers.templates.chosen')}>
          {props.selected.map((handle) => (
            <li key={handle} class="chip chip-removable">
              {label(handle)}
              <button
                type="button"
                class="chip-remove"
                aria-label={t('customers.templates.remove', { name: label(handle) })}
                onClick={() => toggle(handle, false)}
              >
                <span aria-hidden="true">×</span>
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p class="muted small">{t('customers.templates.noneChosen')}</p>
      )}
      <label for="customer-template-search" class="visually-hidden">
        {t('customers.templates.search')}
      </label>
      <input
        id="customer-template-search"
        data-property="template_handles"
        type="search"
        placeholder={t('customers.templates.search')}
        value={search}
        aria-describedby={`customer-templates-hint${props.problem ? ' customer-templates-problem' : ''}`}
        aria-invalid={props.problem ? true : undefined}
        onInput={(event) => setSearch((event.target as HTMLInputElement).value)}
      />
      <fieldset class="template-options">
        <legend class="visually-hidden">{t('customers.templates.options')}</legend>
        {shown === null && !found.failed && <p class="muted small">{t('app.loading')}</p>}
        {(all.failed || found.failed) && <p class="field-problem">{t('app.unreachable')}</p>}
        {shown?.length === 0 && (
          <p class="muted small">
            {search.trim()
              ? t('customers.templates.noMatch', { search: search.trim() })
              : t('customers.templates.none')}
          </p>
        )}
        {shown?.map((template) => (
          <label key={template.template_handle} class="template-option">
            <input
              type="checkbox"
              checked={props.selected.includes(template.template_handle)}
              onChange={(event) =>
                toggle(template.template_handle, (event.target as HTMLInputElement).checked)
              }
            />
            <span class="template-option-name">{template.name ?? template.template_handle}</span>
            <code>{template.template_handle}</code>
            {!template.is_enabled && <span class="badge">{t('customers.templates.disabled')}</span>}
          </label>
        ))}
      </fieldset>
      {props.problem && (
        <p id="customer-templates-problem" class="field-problem">
          {props.problem}
        </p>
      )}
    </fieldset>
  );
}
