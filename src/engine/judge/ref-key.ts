import type { ColumnRef } from '../../domain/row.ts';

/** The key of a referenced column in the value counts (`RowState.counts`): a source and a target column may share a name. */
export function refKey(ref: ColumnRef): string {
  return `${ref.kind}:${ref.name}`;
}
