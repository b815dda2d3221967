import type { ConditionOperator } from '../operator.ts';
import { isEmptyValue } from '../values.ts';

/**
 * Asks the dataset how many rows hold this value in the left column. Without an answer (the
 * engine did not index the column) the value counts once. Empty cells are never duplicates.
 */
export default {
  name: 'DUPLICATED',
  arity: 'unary',
  description: 'The left value is not empty and another row of the file holds it in the same column.',
  needsCounts: true,
  test: (left, _right, ctx) => !isEmptyValue(left) && (ctx.row.countOf?.(ctx.left, left) ?? 1) > 1,
} satisfies ConditionOperator;
