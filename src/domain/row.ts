/**
 * How rules (conditions, constraints) see one row of data. The engine builds it; domain rules
 * only read through it, so they never depend on how rows are stored.
 */

/** Where a reference in the condition DSL or a constraint argument points. */
export type ColumnRefKind = 'target' | 'source' | 'custom';

/** A column reference: `#(x)` target by technical name, `%(x)` source by header, `*(x)` custom field. */
export interface ColumnRef {
  kind: ColumnRefKind;
  name: string;
}

/** Read access to the current row. Values are canonical strings (see docs/column-types.md); '' is empty. */
export interface RowContext {
  /** The converted value of a target column by technical name; undefined when no such column. */
  target(technicalName: string): string | undefined;
  /** The raw value of a source column by header; undefined when no such column. */
  source(header: string): string | undefined;
  /** The customer's custom field (user_metadata) by name; undefined when absent. */
  custom(name: string): string | undefined;
  /**
   * How many rows of the whole dataset hold `value` in the referenced column. Filled by the engine
   * from a first pass, only for references a DUPLICATED/UNIQUE condition uses; undefined otherwise.
   */
  countOf?(ref: ColumnRef, value: string): number | undefined;
}

/** Resolves a reference against a row. */
export function readRef(row: RowContext, ref: ColumnRef): string | undefined {
  if (ref.kind === 'target') return row.target(ref.name);
  if (ref.kind === 'source') return row.source(ref.name);
  return row.custom(ref.name);
}
