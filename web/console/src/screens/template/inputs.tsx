/**
 * The labelled inputs of a template's forms: each with its hint and the server's refusal read
 * with it (aria-describedby), and marked invalid while refused.
 */
import type { ComponentChildren } from 'preact';

interface Described {
  id: string;
  label: string;
  hint?: string;
  error?: string | undefined;
}

function describedBy(props: Described): string | undefined {
  const ids = [props.hint && `${props.id}-hint`, props.error && `${props.id}-error`].filter(Boolean);
  return ids.length ? ids.join(' ') : undefined;
}

/** `after` goes below the hint and the refusal (buttons and a preview that belong to the input). */
function Shell(
  props: Described & { children: ComponentChildren; class?: string; after?: ComponentChildren },
) {
  return (
    <div class={`field ${props.class ?? ''}`}>
      <label for={props.id}>{props.label}</label>
      {props.children}
      {props.hint && (
        <p id={`${props.id}-hint`} class="field-hint">
          {props.hint}
        </p>
      )}
      {props.error && (
        <p id={`${props.id}-error`} class="field-problem">
          {props.error}
        </p>
      )}
      {props.after}
    </div>
  );
}

export function TextInput(
  props: Described & {
    value: string;
    onInput: (value: string) => void;
    type?: 'text' | 'url' | 'number';
    placeholder?: string;
    required?: boolean;
    maxLength?: number;
    min?: number;
    max?: number;
    step?: string;
    autofocus?: boolean;
    class?: string;
    inputRef?: { current: HTMLInputElement | null };
    children?: ComponentChildren;
  },
) {
  return (
    <Shell {...props} after={props.children}>
      <input
        id={props.id}
        ref={props.inputRef}
        type={(props.type ?? 'text') as 'text'}
        value={props.value}
        placeholder={props.placeholder}
        required={props.required}
        maxLength={props.maxLength}
        min={props.min}
        max={props.max}
        step={props.step}
        autofocus={props.autofocus}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={describedBy(props)}
        onInput={(event) => props.onInput((event.target as HTMLInputElement).value)}
      />
    </Shell>
  );
}

export function TextArea(
  props: Described & { value: string; onInput: (value: string) => void; rows?: number; placeholder?: string },
) {
  return (
    <Shell {...props}>
      <textarea
        id={props.id}
        rows={props.rows ?? 3}
        value={props.value}
        placeholder={props.placeholder}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={describedBy(props)}
        onInput={(event) => props.onInput((event.target as HTMLTextAreaElement).value)}
      />
    </Shell>
  );
}

export function Select<Value extends string>(
  props: Described & {
    value: Value;
    options: readonly { value: Value; label: string }[];
    onChange: (value: Value) => void;
  },
) {
  return (
    <Shell {...props}>
      <select
        id={props.id}
        value={props.value}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={describedBy(props)}
        onChange={(event) => props.onChange((event.target as HTMLSelectElement).value as Value)}
      >
        {props.options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </Shell>
  );
}

export function Checkbox(props: Described & { checked: boolean; onChange: (checked: boolean) => void }) {
  return (
    <div class="check-field">
      <input
        id={props.id}
        type="checkbox"
        checked={props.checked}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={describedBy(props)}
        onChange={(event) => props.onChange((event.target as HTMLInputElement).checked)}
      />
      <div>
        <label for={props.id}>{props.label}</label>
        {props.hint && (
          <p id={`${props.id}-hint`} class="field-hint">
            {props.hint}
          </p>
        )}
        {props.error && (
          <p id={`${props.id}-error`} class="field-problem">
            {props.error}
          </p>
        )}
      </div>
    </div>
  );
}
