import type { ColumnRef } from '../../domain/row.ts';

/**
 * A referenced column's key in the value counts (`RowState.counts`): a source column and a target
 * column may share a name.
 */
export function refKey(ref: ColumnRef): string {
  return `${ref.kind}:${ref.name}`;
}
