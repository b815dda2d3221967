/**
 * The shape of a condition operator. Each operator is one file in ./operators/ whose default
 * export is a ConditionOperator; the registry (./registry.ts) loads the folder.
 */
import type { ColumnRef, RowContext } from '../row.ts';

/** What an operator may look at besides the two values. */
export interface OperatorContext {
  /** The row being evaluated. */
  row: RowContext;
  /** The left reference, for operators that ask the dataset about it (DUPLICATED, UNIQUE). */
  left: ColumnRef;
  /** The instant `now` and `today` stand for; fixed for one evaluation. */
  now: Date;
}

export interface ConditionOperator {
  /** Stable upper-case name as written in the DSL. */
  name: string;
  /** Unary operators take no right side. */
  arity: 'unary' | 'binary';
  /** One sentence saying when the condition holds, for catalogs and docs. */
  description: string;
  /**
   * Checks a literal right side once, at parse time. Returns undefined when it is acceptable,
   * else what was expected (`a whole number`), which becomes a syntax error at the literal.
   */
  checkLiteral?(value: string): string | undefined;
  /**
   * What checking a literal costs, for operators whose check compiles it (REGEX: its estimated RE2
   * size). The parser refuses a text whose literals cost more than MAX_PATTERN_STEPS together.
   */
  literalCost?(value: string): number;
  /** True when the operator reads `row.countOf` for its left reference (the engine indexes it). */
  needsCounts?: boolean;
  /** Whether the condition holds. `left` and `right` are resolved values; a missing column is ''. */
  test(left: string, right: string | undefined, ctx: OperatorContext): boolean;
}

/** The exact complement of an operator, empty cells included: NOT_X holds whenever X does not. */
export function negate(name: string, of: ConditionOperator, description: string): ConditionOperator {
  return {
    name,
    arity: of.arity,
    description,
    checkLiteral: of.checkLiteral,
    literalCost: of.literalCost,
    needsCounts: of.needsCounts,
    test: (left, right, ctx) => !of.test(left, right, ctx),
  };
}
