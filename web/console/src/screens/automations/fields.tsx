/** Form parts of the automations screens: a labelled input, a select, a checkbox, a list of pairs. */
import type { ComponentChildren } from 'preact';
import { useId } from 'preact/hooks';
import { t } from '../../i18n.ts';

interface InputProps {
  label: string;
  value: string;
  onInput: (value: string) => void;
  /** The property the server names when it refuses the value (`url.url`), for focusing it. */
  property: string;
  problem?: string | undefined;
  hint?: ComponentChildren;
  type?: 'text' | 'password' | 'number' | 'url';
  multiline?: boolean;
  placeholder?: string;
  readOnly?: boolean;
  /** Something after the input on its row (a copy button). */
  after?: ComponentChildren;
}

export function Input(props: InputProps) {
  const id = useId();
  const described = [props.problem ? `${id}-problem` : '', props.hint ? `${id}-hint` : '']
    .filter(Boolean)
    .join(' ');
  const common = {
    id,
    'data-property': props.property,
    value: props.value,
    placeholder: props.placeholder,
    readOnly: props.readOnly,
    spellcheck: false,
    autocomplete: 'off',
    'aria-invalid': props.problem ? true : undefined,
    'aria-describedby': described || undefined,
    onInput: (event: Event) => props.onInput((event.target as HTMLInputElement).value),
  };
  return (
    <div class={`field ${props.problem ? 'field-invalid' : ''}`}>
      <label for={id}>{props.label}</label>
      <div class="field-row">
        {props.multiline ? (
          <textarea {...common} rows={4} class="mono" />
        ) : (
          <input {...common} type={(props.type ?? 'text') as 'text'} />
        )}
        {props.after}
      </div>
      {props.problem && (
        <p id={`${id}-problem`} class="field-problem">
          {props.problem}
        </p>
      )}
      {props.hint && (
        <p id={`${id}-hint`} class="hint">
          {props.hint}
        </p>
      )}
    </div>
  );
}

interface ChoiceProps<V extends string> {
  label: string;
  value: V;
  options: readonly { value: V; label: string }[];
  onChange: (value: V) => void;
  property: string;
  problem?: string | undefined;
  hint?: ComponentChildren;
  disabled?: boolean;
}

export function Choice<V extends string>(props: ChoiceProps<V>) {
  const id = useId();
  const described = [props.problem ? `${id}-problem` : '', props.hint ? `${id}-hint` : '']
    .filter(Boolean)
    .join(' ');
  return (
    <div class={`field ${props.problem ? 'field-invalid' : ''}`}>
      <label for={id}>{props.label}</label>
      <select
        id={id}
        data-property={props.property}
        value={props.value}
        disabled={props.disabled}
        aria-invalid={props.problem ? true : undefined}
        aria-describedby={described || undefined}
        onChange={(event) => props.onChange((event.target as HTMLSelectElement).value as V)}
      >
        {props.options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {props.problem && (
        <p id={`${id}-problem`} class="field-problem">
          {props.problem}
        </p>
      )}
      {props.hint && (
        <p id={`${id}-hint`} class="hint">
          {props.hint}
        </p>
      )}
    </div>
  );
}

export function Check(props: {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  hint?: string;
}) {
  const id = useId();
  return (
    <div class="field check-field">
      <label class="check" for={id}>
        <input
          id={id}
          type="checkbox"
          checked={props.checked}
          aria-describedby={props.hint ? `${id}-hint` : undefined}
          onChange={(event) => props.onChange((event.target as HTMLInputElement).checked)}
        />
        <span>{props.label}</span>
      </label>
      {props.hint && (
        <p id={`${id}-hint`} class="hint">
          {props.hint}
        </p>
      )}
    </div>
  );
}

export interface Pair {
  name: string;
  value: string;
}

/** Name/value rows (a request's headers or cookies); a masked value reads `********` and stays so. */
export function PairList(props: {
  legend: string;
  /** The add button's words ("Add a header"). */
  addLabel: string;
  hint?: string;
  pairs: Pair[];
  onChange: (pairs: Pair[]) => void;
  problem?: string | undefined;
}) {
  const set = (index: number, change: Partial<Pair>) =>
    props.onChange(props.pairs.map((pair, i) => (i === index ? { ...pair, ...change } : pair)));
  return (
    <fieldset class="pair-list">
      <legend>{props.legend}</legend>
      {props.hint && <p class="hint">{props.hint}</p>}
      {props.pairs.map((pair, index) => (
        <div class="pair-row" key={index}>
          <input
            aria-label={t('automations.pair.name', { legend: props.legend, n: index + 1 })}
            placeholder={t('automations.pair.namePlaceholder')}
            value={pair.name}
            spellcheck={false}
            onInput={(event) => set(index, { name: (event.target as HTMLInputElement).value })}
          />
          <input
            aria-label={t('automations.pair.value', { legend: props.legend, n: index + 1 })}
            placeholder={t('automations.pair.valuePlaceholder')}
            value={pair.value}
            spellcheck={false}
            onInput={(event) => set(index, { value: (event.target as HTMLInputElement).value })}
          />
          <button
            type="button"
            class="button small"
            aria-label={t('automations.pair.remove', { legend: props.legend, n: index + 1 })}
            onClick={() => props.onChange(props.pairs.filter((_, i) => i !== index))}
          >
            ×
          </button>
        </div>
      ))}
      {props.problem && <p class="field-problem">{props.problem}</p>}
      <button
        type="button"
        class="button small"
        onClick={() => props.onChange([...props.pairs, { name: '', value: '' }])}
      >
        {props.addLabel}
      </button>
    </fieldset>
  );
}

/** The server's sentence about a property or one below it (`sftp.host`, `url.headers.X`). */
export function problemFinder(problems: Record<string, string>) {
  return (property: string) =>
    Object.entries(problems).find(
      ([path]) => path === property || path.startsWith(`${property}.`) || path.startsWith(`${property}[`),
    )?.[1];
}
