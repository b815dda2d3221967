/** A saved column's constraints, each a function of the catalog with a form built from its arguments. */
import type { Column } from '../model.ts';

export function ConstraintsEditor(_props: { handle: string; column: Column; columns: Column[] }) {
  return null;
}
