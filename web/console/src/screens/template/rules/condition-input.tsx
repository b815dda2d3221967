/** A column's conditions, written in the DSL, with the error shown where it is as one types. */
import type { Column } from '../model.ts';

export interface ConditionInputProps {
  /** The template the conditions belong to. */
  handle: string;
  /** The id of the input element, for the label of the form around it. */
  id: string;
  value: string;
  onInput: (value: string) => void;
  /** The columns the conditions may name (the template's, without the one being edited). */
  columns: Column[];
  /** The server's refusal of the conditions after a save (409 naming `conditions`), if any. */
  refusal?: string | null;
}

export function ConditionInput(_props: ConditionInputProps) {
  return null;
}
