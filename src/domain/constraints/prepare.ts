/**
 * Turns a constraint as a receiver writes it (function name or UUID, name/value arguments) into a
 * rule ready for the hot path, or into the violations that explain what to fix. Problems are
 * returned as data: the service decides whether they become a 409.
 */
import type { ViolationItem } from '../errors.ts';
import { DEFAULT_LANGUAGE, type Language, phrase } from '../messages/index.ts';
import type { RowContext } from '../row.ts';
import { BLANK_VALUE, problemAt } from '../validation.ts';
import type { KnownColumns } from './column-reference.ts';
import { defaultLabel } from './default-label.ts';
import type { Clock, ConstraintDefinition, DatasetIndex } from './definition.ts';
import { renderLabel } from './label.ts';
import { type ConstraintArgument, readArguments } from './read-arguments.ts';
import { findConstraintFunction } from './registry.ts';

export type { ConstraintArgument };

export interface PrepareContext {
  /** Technical names of the template's columns, for `#(…)` references; null accepts any name (a write). */
  targetColumns: KnownColumns;
  /** Current time for `today`, PAST/FUTURE and working hours; the system clock by default. */
  clock?: Clock;
}

interface PreparedCommon {
  name: string;
  id: string;
  skipsEmpty: boolean;
  /** Parsed arguments by name; absent optional arguments are undefined. */
  args: Readonly<Record<string, unknown>>;
  /**
   * The constraint's own label with `@argument` filled, as written; else the function's default
   * label from the catalog, in `language` (English when absent).
   */
  label(own?: string | null, language?: Language): string;
}

export interface PreparedCellConstraint extends PreparedCommon {
  kind: 'cell';
  /** True when the cell passes; empty cells pass when the function skips them. */
  check(value: string, row: RowContext): boolean;
}

export interface PreparedDatasetConstraint extends PreparedCommon {
  kind: 'dataset';
  /** A fresh index for one run over a dataset. */
  createIndex(): DatasetIndex;
  /** First pass: called for every row, empty cell or not. */
  observe(index: DatasetIndex, value: string, row: RowContext): void;
  /** Adds the index `part` observed over a later part of the dataset to `into`. */
  join(into: DatasetIndex, part: DatasetIndex): void;
  /** What the second pass needs of a complete index. */
  forChecking(index: DatasetIndex): DatasetIndex;
  /** The index as data for another thread, and back. */
  pack(index: DatasetIndex): unknown;
  unpack(data: unknown): DatasetIndex;
  /** Second pass: true when the row passes. */
  check(index: DatasetIndex, value: string, row: RowContext): boolean;
  /** The row's key, for a rule that a key must appear once (see DatasetConstraintDefinition.key). */
  key?: (value: string, row: RowContext) => string;
}

export type PreparedConstraint = PreparedCellConstraint | PreparedDatasetConstraint;

export type PrepareResult =
  | { ok: true; rule: PreparedConstraint }
  | { ok: false; violations: ViolationItem[] };

export function prepareConstraint(
  fnNameOrId: string,
  args: readonly ConstraintArgument[],
  ctx: PrepareContext,
): PrepareResult {
  const definition = fnNameOrId.trim() ? findConstraintFunction(fnNameOrId) : undefined;
  if (!definition) {
    const problem = fnNameOrId.trim()
      ? phrase('violation.field.unknown_function', { fn: fnNameOrId })
      : BLANK_VALUE;
    return { ok: false, violations: [problemAt('function', fnNameOrId, problem)] };
  }

  const { violations, parsed, raw, indexOf } = readArguments(definition, args, ctx.targetColumns);
  const problem = violations.length === 0 ? definition.validate?.(parsed) : null;
  if (problem) {
    const i = indexOf.get(problem.argument);
    violations.push(
      problemAt(
        i === undefined ? 'arguments' : `arguments[${i}].value`,
        i === undefined ? null : (args[i]?.value ?? null),
        problem.problem,
      ),
    );
  }
  if (violations.length > 0) return { ok: false, violations };
  return { ok: true, rule: bind(definition, parsed, raw, ctx.clock ?? (() => new Date())) };
}

function bind(
  definition: ConstraintDefinition,
  args: Record<string, unknown>,
  raw: ReadonlyMap<string, string>,
  clock: Clock,
): PreparedConstraint {
  const common: PreparedCommon = {
    name: definition.name,
    id: definition.id,
    skipsEmpty: definition.skipsEmpty,
    args,
    label: (own, language = DEFAULT_LANGUAGE) =>
      own?.trim()
        ? renderLabel(own, raw)
        : defaultLabel(
            definition.name,
            definition.arguments.map((argument) => argument.name),
            raw,
            language,
          ),
  };
  const skip = (value: string) => definition.skipsEmpty && value === '';
  if (definition.kind === 'cell') {
    return {
      ...common,
      kind: 'cell',
      check: (value, row) => skip(value) || definition.check(value, args, row, clock),
    };
  }
  return {
    ...common,
    kind: 'dataset',
    createIndex: () => definition.createIndex(args),
    observe: (index, value, row) => definition.observe(index, value, args, row),
    join: (into, part) => definition.join(into, part, args),
    forChecking: (index) => definition.forChecking?.(index, args) ?? index,
    pack: (index) => (definition.pack ? definition.pack(index, args) : index),
    unpack: (data) => (definition.unpack ? definition.unpack(data, args) : (data as DatasetIndex)),
    check: (index, value, row) => skip(value) || definition.check(index, value, args, row),
    ...(definition.key ? { key: (value: string, row: RowContext) => definition.key!(value, args, row) } : {}),
  };
}
