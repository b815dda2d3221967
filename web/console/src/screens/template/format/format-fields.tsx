/**
 * The format's option controls. Each is named by the property it sets (`format.csv.delimiter`),
 * which gives its id and finds the server's word about it (a 409 names the property).
 */
import type { ComponentChildren } from 'preact';

/** Sentences about properties, by path (`format.csv.delimiter`). */
export type FieldProblems = Record<string, string>;

export const fieldId = (path: string) => path.replace(/[.[\]]+/g, '-').replace(/-$/, '');

interface Common {
  path: string;
  label: string;
  hint?: string;
  problems: FieldProblems;
}

function Described(props: Common & { children: ComponentChildren }) {
  const id = fieldId(props.path);
  const problem = props.problems[props.path];
  return (
    <div class="field">
      <label for={id}>{props.label}</label>
      {props.children}
      {props.hint && (
        <p id={`${id}-hint`} class="muted small field-hint">
          {props.hint}
        </p>
      )}
      {problem && (
        <p id={`${id}-problem`} class="field-problem">
          {problem}
        </p>
      )}
    </div>
  );
}

function describedBy(props: Common): string | undefined {
  const id = fieldId(props.path);
  const ids = [props.hint ? `${id}-hint` : '', props.problems[props.path] ? `${id}-problem` : ''];
  return ids.filter(Boolean).join(' ') || undefined;
}

export function SelectField<Value extends string>(
  props: Common & {
    value: Value;
    options: readonly Value[];
    optionLabel: (value: Value) => string;
    onChange: (value: Value) => void;
  },
) {
  return (
    <Described {...props}>
      <select
        id={fieldId(props.path)}
        value={props.value}
        aria-invalid={props.problems[props.path] ? true : undefined}
        aria-describedby={describedBy(props)}
        onChange={(event) => props.onChange((event.target as HTMLSelectElement).value as Value)}
      >
        {props.options.map((option) => (
          <option key={option} value={option}>
            {props.optionLabel(option)}
          </option>
        ))}
      </select>
    </Described>
  );
}

export function TextField(
  props: Common & {
    value: string;
    onInput: (value: string) => void;
    placeholder?: string;
    maxLength?: number;
    mono?: boolean;
  },
) {
  return (
    <Described {...props}>
      <input
        id={fieldId(props.path)}
        type="text"
        class={props.mono ? 'mono' : undefined}
        value={props.value}
        placeholder={props.placeholder}
        maxLength={props.maxLength}
        spellcheck={false}
        aria-invalid={props.problems[props.path] ? true : undefined}
        aria-describedby={describedBy(props)}
        onInput={(event) => props.onInput((event.target as HTMLInputElement).value)}
      />
    </Described>
  );
}

export function NumberField(
  props: Common & { value: number; min: number; max: number; onInput: (value: number) => void },
) {
  return (
    <Described {...props}>
      <input
        id={fieldId(props.path)}
        type="number"
        inputMode="numeric"
        min={props.min}
        max={props.max}
        step={1}
        value={props.value}
        aria-invalid={props.problems[props.path] ? true : undefined}
        aria-describedby={describedBy(props)}
        onInput={(event) => {
          const value = (event.target as HTMLInputElement).valueAsNumber;
          if (Number.isInteger(value)) props.onInput(value);
        }}
      />
    </Described>
  );
}

export function CheckField(props: Common & { checked: boolean; onChange: (checked: boolean) => void }) {
  const id = fieldId(props.path);
  const problem = props.problems[props.path];
  return (
    <div class="check-field">
      <input
        id={id}
        type="checkbox"
        checked={props.checked}
        aria-describedby={describedBy(props)}
        onChange={(event) => props.onChange((event.target as HTMLInputElement).checked)}
      />
      <div>
        <label for={id}>{props.label}</label>
        {props.hint && (
          <p id={`${id}-hint`} class="muted small field-hint">
            {props.hint}
          </p>
        )}
        {problem && (
          <p id={`${id}-problem`} class="field-problem">
            {problem}
          </p>
        )}
      </div>
    </div>
  );
}
