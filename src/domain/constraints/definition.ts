/**
 * The shape of a validation function. Each file of `functions/` exports one `definition` built with
 * `defineCellConstraint` or `defineDatasetConstraint`; the registry collects them from the folder.
 */
import type { Phrase } from '../messages/index.ts';
import type { RowContext } from '../row.ts';

/** How an argument's text is parsed and checked when a constraint is prepared. */
export type ArgumentType =
  | 'text'
  | 'integer'
  | 'number'
  | 'date'
  | 'hour'
  | 'country'
  | 'column'
  | 'columns'
  | 'list'
  | 'regex'
  | 'wildcard'
  | 'enum'
  | 'json_path'
  | 'lookup_conditions';

/** One argument after the first positional one (the cell), as `GET /constraint-functions` lists it. */
export interface ArgumentSpec {
  /** Name used in a constraint's `arguments[].name` and as `@name` in labels. */
  name: string;
  /** Parser applied to the argument's value. */
  type: ArgumentType;
  /** Whether the argument must be given with a non-blank value. */
  required: boolean;
  /** One English sentence for people writing constraints. */
  description: string;
  /** Allowed values of an `enum` argument, upper case. */
  values?: readonly string[];
  /** Smallest allowed value of an `integer` argument. */
  minimum?: number;
  /** Most references a `columns` argument may hold. */
  maxItems?: number;
}

/** The current time; injected so that `today`, PAST/FUTURE and working hours are testable. */
export type Clock = () => Date;

/** A problem found across arguments (min > max): reported on the value of `argument`. */
export interface ArgumentProblem {
  argument: string;
  /** What is wrong, said in the reader's language. */
  problem: Phrase;
}

interface ConstraintCommon<A> {
  /** Stable name, used in constraints' `function` and in error reports. */
  name: string;
  /** Fixed UUID, accepted in place of the name, stable forever. */
  id: string;
  /** Catalog group, as the specification's table groups functions. */
  group: string;
  /** One English sentence describing what passes. */
  description: string;
  /** Arguments after the cell, in positional order. */
  arguments: readonly ArgumentSpec[];
  /** Whether an empty cell passes without being checked. */
  skipsEmpty: boolean;
  /** Checks that need several parsed arguments at once. */
  validate?(args: A): ArgumentProblem | null;
}

/** A rule that needs only the current row. */
export interface CellConstraintDefinition<A> extends ConstraintCommon<A> {
  kind: 'cell';
  check(value: string, args: A, row: RowContext, now: Clock): boolean;
}

/**
 * A rule over the whole dataset: `observe` sees every row in a first pass, `check` judges each row
 * in a second one. The index is the only memory that grows with the file.
 */
export interface DatasetConstraintDefinition<A, I extends DatasetIndex> extends ConstraintCommon<A> {
  kind: 'dataset';
  createIndex(args: A): I;
  observe(index: I, value: string, args: A, row: RowContext): void;
  /**
   * Adds to `into` what `part` observed over a later part of the same dataset (a run split over
   * threads observes each part on its own): afterwards `into` is the index of both parts.
   */
  join(into: I, part: I, args: A): void;
  /** What the main pass needs of a complete index, when less than all of it (default: all of it). */
  forChecking?(index: I, args: A): I;
  /**
   * The index as data for another thread, and back (default: the index itself, which the
   * structured clone copies). A run split over threads sends each slice's index to the thread
   * that joins them, and the complete index to each slice's main pass: data in shared memory
   * reaches every thread without a copy.
   */
  pack?(index: I, args: A): unknown;
  unpack?(data: unknown, args: A): I;
  check(index: I, value: string, args: A, row: RowContext): boolean;
  /**
   * For a rule that a key must appear on one row only: the row's key. A review keeps the rows
   * holding each key on disk, so that an edit judges again the other rows holding its old and new key.
   */
  key?(value: string, args: A, row: RowContext): string;
}

/** What a dataset rule keeps between passes; `size` is its number of entries. */
export interface DatasetIndex {
  readonly size: number;
}

export type ConstraintDefinition =
  | CellConstraintDefinition<unknown>
  | DatasetConstraintDefinition<unknown, DatasetIndex>;

export function defineCellConstraint<A>(
  definition: Omit<CellConstraintDefinition<A>, 'kind'>,
): CellConstraintDefinition<A> {
  return { ...definition, kind: 'cell' };
}

export function defineDatasetConstraint<A, I extends DatasetIndex>(
  definition: Omit<DatasetConstraintDefinition<A, I>, 'kind'>,
): DatasetConstraintDefinition<A, I> {
  return { ...definition, kind: 'dataset' };
}
