import type { RowContext } from '../../../src/domain/row.ts';

/** A row whose source columns are the given headers → values. */
export function rowOf(source: Record<string, string> = {}): RowContext {
  return {
    target: () => undefined,
    source: (header) => source[header],
    custom: () => undefined,
  };
}

export const EMPTY_ROW = rowOf();
