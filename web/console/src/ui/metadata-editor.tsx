/**
 * A list of `{name, value}` pairs (the user_metadata of a template, a column or a customer), edited
 * row by row, with the server's refusal of the list or of one row shown where it belongs.
 */
import { t } from '../i18n.ts';

export interface MetadataItem {
  name: string;
  value: string | null;
}

interface MetadataEditorProps {
  /** Prefix of the inputs' ids, unique on the page. */
  id: string;
  legend: string;
  /** Whose words the rows take: a template's or column's "item", a customer's "metadata". */
  words: 'template' | 'customers';
  items: MetadataItem[];
  onChange: (items: MetadataItem[]) => void;
  /** Said above the rows. */
  hint?: string;
  /** Said when there is no row. */
  empty?: string;
  /** The server's refusal of the list, if any. */
  refusal?: string;
  /** The server's sentence about one row (`user_metadata[1].name`), if it refused it. */
  problemOf?: (property: string) => string | undefined;
}

export function MetadataEditor(props: MetadataEditorProps) {
  const words = `${props.words}.metadata` as const;
  const set = (index: number, change: Partial<MetadataItem>) =>
    props.onChange(props.items.map((item, i) => (i === index ? { ...item, ...change } : item)));
  return (
    <fieldset class="metadata-editor" aria-describedby={props.refusal ? `${props.id}-refusal` : undefined}>
      <legend>{props.legend}</legend>
      {props.hint && <p class="hint">{props.hint}</p>}
      {props.items.length === 0 && props.empty && <p class="muted small">{props.empty}</p>}
      {props.items.map((item, index) => {
        const problem = props.problemOf?.(`user_metadata[${index}]`);
        const n = index + 1;
        return (
          <div key={index} class={`metadata-row ${problem ? 'field-invalid' : ''}`}>
            <input
              id={`${props.id}-name-${index}`}
              // The first field a refusal names takes the focus.
              data-property={index === 0 ? 'user_metadata' : undefined}
              aria-label={t(`${words}.name`, { n })}
              placeholder={t(`${words}.namePlaceholder`)}
              value={item.name}
              aria-invalid={problem ? true : undefined}
              onInput={(event) => set(index, { name: (event.target as HTMLInputElement).value })}
            />
            <input
              id={`${props.id}-value-${index}`}
              aria-label={t(`${words}.value`, { n })}
              placeholder={t(`${words}.valuePlaceholder`)}
              value={item.value ?? ''}
              onInput={(event) => set(index, { value: (event.target as HTMLInputElement).value })}
            />
            <button
              type="button"
              class="button ghost icon-button"
              aria-label={t(`${words}.remove`, { n })}
              onClick={() => props.onChange(props.items.filter((_, i) => i !== index))}
            >
              <span aria-hidden="true">×</span>
            </button>
            {problem && <p class="field-problem metadata-problem">{problem}</p>}
          </div>
        );
      })}
      <button
        type="button"
        class="button small"
        onClick={() => props.onChange([...props.items, { name: '', value: '' }])}
      >
        {t(`${words}.add`)}
      </button>
      {props.refusal && (
        <p id={`${props.id}-refusal`} class="field-problem">
          {props.refusal}
        </p>
      )}
    </fieldset>
  );
}

/** The items to send: rows without a name dropped, names trimmed, an empty value sent as null. */
export function metadataToSend(items: MetadataItem[]): MetadataItem[] {
  return items
    .filter((item) => item.name.trim() !== '')
    .map((item) => ({ name: item.name.trim(), value: item.value === '' ? null : item.value }));
}
