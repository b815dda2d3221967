/** Form parts of the console: a labelled field, a message box, a submit button that shows it works. */
import type { ComponentChildren } from 'preact';

interface FieldProps {
  label: string;
  name: string;
  type?: 'text' | 'email' | 'password';
  value: string;
  onInput: (value: string) => void;
  autocomplete?: string;
  required?: boolean;
  minLength?: number;
  autofocus?: boolean;
}

export function Field(props: FieldProps) {
  const id = `field-${props.name}`;
  return (
    <div class="field">
      <label for={id}>{props.label}</label>
      <input
        id={id}
        name={props.name}
        // Preact types an input per `type`; text, email and password take the same attributes.
        type={(props.type ?? 'text') as 'text'}
        value={props.value}
        autocomplete={props.autocomplete}
        required={props.required ?? true}
        minLength={props.minLength}
        autofocus={props.autofocus}
        onInput={(event) => props.onInput((event.target as HTMLInputElement).value)}
      />
    </div>
  );
}

/** A message about the form: `role="alert"` so that a screen reader says it when it appears. */
export function Notice(props: { kind: 'error' | 'info' | 'ok'; children: ComponentChildren }) {
  return (
    <div class={`notice notice-${props.kind}`} role={props.kind === 'error' ? 'alert' : 'status'}>
      {props.children}
    </div>
  );
}

export function Submit(props: { busy: boolean; label: string; busyLabel?: string }) {
  return (
    <button type="submit" class="button primary wide" disabled={props.busy} aria-busy={props.busy}>
      {props.busy ? (props.busyLabel ?? props.label) : props.label}
    </button>
  );
}
