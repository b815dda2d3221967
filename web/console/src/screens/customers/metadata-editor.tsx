/** The customer's user_metadata: free name and value pairs, added and removed one by one. */
import { t } from '../../i18n.ts';

export interface MetadataRow {
  name: string;
  value: string;
}

interface MetadataEditorProps {
  rows: MetadataRow[];
  onChange: (rows: MetadataRow[]) => void;
  /** The server's sentence about a property (`user_metadata[1].name`), if it refused it. */
  problemOf: (property: string) => string | undefined;
}

export function MetadataEditor(props: MetadataEditorProps) {
  const set = (index: number, change: Partial<MetadataRow>) =>
    props.onChange(props.rows.map((row, i) => (i === index ? { ...row, ...change } : row)));
  return (
    <fieldset class="metadata-editor">
      <legend>{t('customers.metadata')}</legend>
      <p class="hint">{t('customers.metadata.hint')}</p>
      {props.rows.map((row, index) => {
        const problem = props.problemOf(`user_metadata[${index}]`);
        const number = index + 1;
        return (
          <div key={index} class={`metadata-row ${problem ? 'field-invalid' : ''}`}>
            <input
              data-property={index === 0 ? 'user_metadata' : undefined}
              aria-label={t('customers.metadata.name', { number })}
              placeholder={t('customers.metadata.namePlaceholder')}
              value={row.name}
              aria-invalid={problem ? true : undefined}
              onInput={(event) => set(index, { name: (event.target as HTMLInputElement).value })}
            />
            <input
              aria-label={t('customers.metadata.value', { number })}
              placeholder={t('customers.metadata.valuePlaceholder')}
              value={row.value}
              onInput={(event) => set(index, { value: (event.target as HTMLInputElement).value })}
            />
            <button
              type="button"
              class="button ghost"
              aria-label={t('customers.metadata.remove', { number })}
              onClick={() => props.onChange(props.rows.filter((_, i) => i !== index))}
            >
              <span aria-hidden="true">×</span>
            </button>
            {problem && <p class="field-problem metadata-problem">{problem}</p>}
          </div>
        );
      })}
      <button
        type="button"
        class="button"
        onClick={() => props.onChange([...props.rows, { name: '', value: '' }])}
      >
        {t('customers.metadata.add')}
      </button>
    </fieldset>
  );
}
