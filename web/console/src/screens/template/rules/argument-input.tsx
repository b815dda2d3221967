/** One argument of a validation function, as the input its type calls for. */
import { type TextKey, t } from '../../../i18n.ts';
import type { Column } from '../model.ts';
import type { ArgumentSpec } from './catalog.ts';

interface ArgumentInputProps {
  spec: ArgumentSpec;
  /** What the argument is, in the page's language. */
  description: string;
  /** The id of the control, for its label. */
  id: string;
  value: string;
  onChange: (value: string) => void;
  columns: Column[];
  /** The server's refusal of this argument, if any. */
  problem: string | null;
}

/** Hints under the field where the catalog's description does not say how the text is read. */
const HINTS: Partial<Record<string, TextKey>> = { wildcard: 'rules.form.wildcard' };

const HOURS = Array.from({ length: 24 }, (_, hour) => String(hour));

const reference = (column: Column) => `#(${column.technical_name})`;

export function ArgumentInput(props: ArgumentInputProps) {
  const { spec, id } = props;
  const hint = HINTS[spec.type];
  const describedBy = [props.problem ? `${id}-problem` : '', `${id}-description`].filter(Boolean).join(' ');
  const common = {
    id,
    'aria-describedby': describedBy,
    'aria-invalid': props.problem ? ('true' as const) : undefined,
    required: spec.required,
  };
  const onValue = (event: Event) => props.onChange((event.currentTarget as HTMLInputElement).value);
  return (
    <div class={`field${props.problem ? ' has-problem' : ''}`}>
      {spec.type === 'columns' ? (
        <ColumnChoices {...props} describedBy={describedBy} />
      ) : (
        <>
          <label for={id}>
            <code>@{spec.name}</code>{' '}
            {spec.required ? null : <span class="muted">({t('rules.form.optional')})</span>}
          </label>
          {spec.type === 'column' || spec.type === 'enum' || spec.type === 'hour' ? (
            <select {...common} value={props.value} onChange={onValue}>
              <option value="">{spec.type === 'column' ? t('rules.form.chooseColumn') : '—'}</option>
              {spec.type === 'column'
                ? columnOptions(props.columns, props.value)
                : (spec.type === 'enum' ? (spec.values ?? []) : HOURS).map((value) => (
                    <option key={value} value={value}>
                      {value}
                    </option>
                  ))}
            </select>
          ) : spec.type === 'lookup_conditions' || spec.type === 'list' ? (
            <textarea {...common} rows={2} value={props.value} onInput={onValue} spellcheck={false} />
          ) : (
            <input
              {...common}
              type="text"
              inputMode={spec.type === 'integer' ? 'numeric' : spec.type === 'number' ? 'decimal' : undefined}
              class={
                spec.type === 'regex' || spec.type === 'json_path' || spec.type === 'wildcard'
                  ? 'rules-mono'
                  : undefined
              }
              spellcheck={false}
              value={props.value}
              onInput={onValue}
            />
          )}
        </>
      )}
      {props.problem && (
        <p id={`${id}-problem`} class="rules-problem">
          {props.problem}
        </p>
      )}
      <p id={`${id}-description`} class="rules-hint">
        {props.description}
        {hint && ` ${t(hint)}.`}
      </p>
    </div>
  );
}

/** The template's columns as options; a stored reference to a column since removed stays listed. */
function columnOptions(columns: Column[], value: string) {
  const known = columns.some((column) => reference(column) === value);
  return [
    ...columns.map((column) => (
      <option key={column.column_id} value={reference(column)}>
        {column.pretty_name} — {reference(column)}
      </option>
    )),
    ...(value && !known
      ? [
          <option key="stored" value={value}>
            {value}
          </option>,
        ]
      : []),
  ];
}

/** Several columns (a unique key): checkboxes, the value written `#(a), #(b)`. */
function ColumnChoices(props: ArgumentInputProps & { describedBy: string }) {
  const chosen = props.value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  const max = props.spec.maxItems ?? props.columns.length;
  function toggle(value: string, on: boolean) {
    const next = on ? [...chosen, value] : chosen.filter((item) => item !== value);
    props.onChange(next.join(', '));
  }
  return (
    <fieldset class="column-choices" aria-describedby={props.describedBy} id={props.id}>
      <legend>
        <code>@{props.spec.name}</code> <span class="muted">{t('rules.form.columnsHelp', { max })}</span>
      </legend>
      {props.columns.map((column) => {
        const value = reference(column);
        const on = chosen.includes(value);
        return (
          <label key={column.column_id} class="rules-choice">
            <input
              type="checkbox"
              checked={on}
              disabled={!on && chosen.length >= max}
              onChange={(event) => toggle(value, (event.currentTarget as HTMLInputElement).checked)}
            />
            {column.pretty_name} <code>{value}</code>
          </label>
        );
      })}
    </fieldset>
  );
}
