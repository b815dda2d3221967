/**
 * A labelled input with an optional hint and the server's sentence about it (a 409 names the
 * property at fault): the field is marked invalid and both texts are read with it.
 */
import type { ComponentChildren } from 'preact';
import { useId } from 'preact/hooks';

interface TextFieldProps {
  label: string;
  value: string;
  onInput: (value: string) => void;
  type?: 'text' | 'email' | 'url';
  hint?: ComponentChildren;
  problem?: string | null;
  placeholder?: string;
  disabled?: boolean;
  required?: boolean;
  autocomplete?: string;
  autofocus?: boolean;
  /** Enter in the field, when it should not send the form (adding to a list). */
  onEnter?: () => void;
  name?: string;
  /** Something drawn beside the input (a colour well). */
  before?: ComponentChildren;
}

export function TextField(props: TextFieldProps) {
  const id = useId();
  const hint = props.hint ? `${id}-hint` : undefined;
  const problem = props.problem ? `${id}-problem` : undefined;
  return (
    <div class="field">
      <label for={id}>{props.label}</label>
      <div class="field-row">
        {props.before}
        <input
          id={id}
          name={props.name}
          type={(props.type ?? 'text') as 'text'}
          value={props.value}
          placeholder={props.placeholder}
          disabled={props.disabled}
          required={props.required}
          autocomplete={props.autocomplete ?? 'off'}
          autofocus={props.autofocus}
          spellcheck={false}
          aria-invalid={props.problem ? true : undefined}
          aria-describedby={[problem, hint].filter(Boolean).join(' ') || undefined}
          onInput={(event) => props.onInput((event.target as HTMLInputElement).value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && props.onEnter) {
              event.preventDefault();
              props.onEnter();
            }
          }}
        />
      </div>
      {props.problem && (
        <p id={problem} class="field-problem">
          {props.problem}
        </p>
      )}
      {props.hint && (
        <p id={hint} class="field-hint">
          {props.hint}
        </p>
      )}
    </div>
  );
}
