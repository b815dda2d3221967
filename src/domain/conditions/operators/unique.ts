import type { ConditionOperator } from '../operator.ts';
import { isEmptyValue } from '../values.ts';

/** Not the complement of DUPLICATED: an empty cell is neither unique nor duplicated. */
export default {
  name: 'UNIQUE',
  arity: 'unary',
  description: 'The left value is not empty and no other row of the file holds it in the same column.',
  needsCounts: true,
  test: (left, _right, ctx) => !isEmptyValue(left) && (ctx.row.countOf?.(ctx.left, left) ?? 1) <= 1,
} satisfies ConditionOperator;
