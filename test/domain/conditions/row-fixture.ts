import type { ColumnRef, RowContext } from '../../../src/domain/row.ts';

/** A row from plain objects; `counts` answers countOf as "kind:name=value" → count. */
export function rowOf(
  target: Record<string, string>,
  more: {
    source?: Record<string, string>;
    custom?: Record<string, string>;
    counts?: Record<string, number>;
  } = {},
): RowContext {
  const row: RowContext = {
    target: (name) => target[name],
    source: (header) => more.source?.[header],
    custom: (name) => more.custom?.[name],
  };
  const counts = more.counts;
  if (counts) row.countOf = (ref: ColumnRef, value: string) => counts[`${ref.kind}:${ref.name}=${value}`];
  return row;
}
