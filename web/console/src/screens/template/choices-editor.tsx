/** The choices of a CHOICE column, row by row: the value written, the label shown, the synonyms read. */
import { t } from '../../i18n.ts';

/** A choice, or an entry of a list of values, as the form holds it until sent. */
export interface Entry {
  value: string;
  label?: string | null;
  synonyms?: string[] | null;
}

export function ChoicesEditor(props: {
  id: string;
  label: string;
  hint: string;
  error: string | undefined;
  value: unknown;
  onChange: (value: unknown) => void;
}) {
  const choices = Array.isArray(props.value) ? (props.value as Entry[]) : [];
  const set = (index: number, change: Partial<Entry>) =>
    props.onChange(choices.map((choice, i) => (i === index ? { ...choice, ...change } : choice)));
  return (
    <fieldset class="choices" aria-describedby={`${props.id}-hint`}>
      <legend>{props.label}</legend>
      <p id={`${props.id}-hint`} class="field-hint">
        {props.hint}
      </p>
      {choices.length > 0 && (
        <div class="choice-row choice-head" aria-hidden="true">
          <span>{t('template.choice.value')}</span>
          <span>{t('template.choice.label')}</span>
          <span>{t('template.choice.synonyms')}</span>
        </div>
      )}
      {choices.map((choice, index) => (
        <div class="choice-row" key={index}>
          <input
            aria-label={t('template.choice.valueN', { n: index + 1 })}
            value={choice.value}
            onInput={(event) => set(index, { value: (event.target as HTMLInputElement).value })}
          />
          <input
            aria-label={t('template.choice.labelN', { n: index + 1 })}
            value={choice.label ?? ''}
            onInput={(event) => set(index, { label: (event.target as HTMLInputElement).value })}
          />
          <input
            aria-label={t('template.choice.synonymsN', { n: index + 1 })}
            value={(choice.synonyms ?? []).join(',')}
            onInput={(event) => {
              const text = (event.target as HTMLInputElement).value;
              set(index, { synonyms: text === '' ? [] : text.split(',') });
            }}
          />
          <button
            type="button"
            class="button ghost icon-button"
            aria-label={t('template.choice.remove', { n: index + 1 })}
            onClick={() => props.onChange(choices.filter((_, i) => i !== index))}
          >
            ×
          </button>
        </div>
      ))}
      <button
        type="button"
        class="button small"
        onClick={() => props.onChange([...choices, { value: '', label: '', synonyms: [] }])}
      >
        {t('template.choice.add')}
      </button>
      {props.error && <p class="field-problem">{props.error}</p>}
    </fieldset>
  );
}
