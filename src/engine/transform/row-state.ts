/**
 * The current row as rules see it (a RowContext). One instance is reused for every row of a run:
 * the engine swaps the cell arrays in place, so no object is allocated per row.
 */
import type { ColumnRef, RowContext } from '../../domain/row.ts';

/** Counts of values per referenced column, for DUPLICATED/UNIQUE conditions. */
export type ValueCounts = Map<string, Map<string, number>>;

export function refKey(ref: ColumnRef): string {
  return `${ref.kind}:${ref.name}`;
}

export class RowState implements RowContext {
  /** Source cells of the current row, aligned with the source headers. */
  raw: string[] = [];
  /** Canonical target values of the current row, aligned with the template's columns. */
  values: string[];
  /** Value counts from the first pass; set once that pass is complete. */
  counts: ValueCounts | null = null;

  constructor(
    private readonly sourceIndex: ReadonlyMap<string, number>,
    private readonly targetIndex: ReadonlyMap<string, number>,
    private readonly customFields: Readonly<Record<string, string>>,
  ) {
    this.values = new Array<string>(targetIndex.size).fill('');
  }

  target(technicalName: string): string | undefined {
    const i = this.targetIndex.get(technicalName);
    return i === undefined ? undefined : this.values[i];
  }

  source(header: string): string | undefined {
    const i = this.sourceIndex.get(header);
    return i === undefined ? undefined : (this.raw[i] ?? '');
  }

  custom(name: string): string | undefined {
    return Object.hasOwn(this.customFields, name) ? this.customFields[name] : undefined;
  }

  countOf(ref: ColumnRef, value: string): number | undefined {
    return this.counts?.get(refKey(ref))?.get(value);
  }
}
