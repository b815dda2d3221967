/** A list of `{name, value}` pairs (a template's or a column's user_metadata), edited row by row. */
import { t } from '../i18n.ts';

export interface MetadataItem {
  name: string;
  value: string | null;
}

interface MetadataEditorProps {
  /** Prefix of the inputs' ids, unique on the page. */
  id: string;
  legend: string;
  items: MetadataItem[];
  onChange: (items: MetadataItem[]) => void;
  /** The server's refusal of the list, if any. */
  refusal?: string;
}

export function MetadataEditor(props: MetadataEditorProps) {
  const set = (index: number, change: Partial<MetadataItem>) =>
    props.onChange(props.items.map((item, i) => (i === index ? { ...item, ...change } : item)));
  return (
    <fieldset class="kv-editor" aria-describedby={props.refusal ? `${props.id}-refusal` : undefined}>
      <legend>{props.legend}</legend>
      {props.items.length === 0 && <p class="muted small">{t('template.metadata.none')}</p>}
      {props.items.map((item, index) => (
        <div class="kv-row" key={index}>
          <label class="visually-hidden" for={`${props.id}-name-${index}`}>
            {t('template.metadata.name', { n: index + 1 })}
          </label>
          <input
            id={`${props.id}-name-${index}`}
            value={item.name}
            placeholder={t('template.metadata.namePlaceholder')}
            onInput={(event) => set(index, { name: (event.target as HTMLInputElement).value })}
          />
          <label class="visually-hidden" for={`${props.id}-value-${index}`}>
            {t('template.metadata.value', { n: index + 1 })}
          </label>
          <input
            id={`${props.id}-value-${index}`}
            value={item.value ?? ''}
            placeholder={t('template.metadata.valuePlaceholder')}
            onInput={(event) => set(index, { value: (event.target as HTMLInputElement).value })}
          />
          <button
            type="button"
            class="button ghost icon-button"
            aria-label={t('template.metadata.remove', { n: index + 1 })}
            onClick={() => props.onChange(props.items.filter((_, i) => i !== index))}
          >
            ×
          </button>
        </div>
      ))}
      <button
        type="button"
        class="button small"
        onClick={() => props.onChange([...props.items, { name: '', value: '' }])}
      >
        {t('template.metadata.add')}
      </button>
      {props.refusal && (
        <p id={`${props.id}-refusal`} class="field-problem">
          {props.refusal}
        </p>
      )}
    </fieldset>
  );
}

/** The items to send: rows without a name dropped, an empty value sent as null. */
export function metadataToSend(items: MetadataItem[]): MetadataItem[] {
  return items
    .filter((item) => item.name.trim() !== '')
    .map((item) => ({ name: item.name.trim(), value: item.value === '' ? null : item.value }));
}
