/**
 * The templates a subscription hears, as checkboxes over the organisation's first 100 templates;
 * none chosen means every template, those made later included. A handle chosen earlier that is no
 * longer among them stays listed, so that saving does not drop it unseen.
 */
import { t } from '../../i18n.ts';
import { useTemplateSearch } from '../use-template-search.ts';

interface WebhookTemplatesProps {
  selected: string[];
  onChange: (handles: string[]) => void;
  problem: string | undefined;
}

export function WebhookTemplates(props: WebhookTemplatesProps) {
  const { page } = useTemplateSearch();
  const known = page?.entries ?? [];
  const extra = props.selected.filter((handle) => !known.some((tpl) => tpl.template_handle === handle));
  const options = [
    ...known.map((tpl) => ({ handle: tpl.template_handle, name: tpl.name })),
    ...extra.map((handle) => ({ handle, name: handle })),
  ];
  const toggle = (handle: string, on: boolean) =>
    props.onChange(on ? [...props.selected, handle] : props.selected.filter((chosen) => chosen !== handle));
  return (
    <fieldset
      class={`webhook-templates ${props.problem ? 'field-invalid' : ''}`}
      data-property="template_handles"
      aria-describedby="webhook-templates-hint"
    >
      <legend>{t('webhooks.templates')}</legend>
      <p id="webhook-templates-hint" class="hint">
        {props.selected.length === 0 ? t('webhooks.templatesAll') : t('webhooks.templatesSome')}
      </p>
      {!page && <p class="muted small">{t('app.loading')}</p>}
      <div class="webhook-template-options">
        {options.map(({ handle, name }) => (
          <label key={handle} class="webhook-template">
            <input
              type="checkbox"
              checked={props.selected.includes(handle)}
              onChange={(e) => toggle(handle, (e.target as HTMLInputElement).checked)}
            />
            <span>{name}</span>
          </label>
        ))}
      </div>
      {props.problem && <p class="field-problem">{props.problem}</p>}
    </fieldset>
  );
}
