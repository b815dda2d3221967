import type { ConditionOperator } from '../operator.ts';
import { isEmptyValue } from '../values.ts';

/** Case-sensitive substring test; an empty right side (a reference to an empty cell) never matches. */
export default {
  name: 'CONTAINS',
  arity: 'binary',
  description: 'The left value contains the right text (case-sensitive).',
  test: (left, right) => !isEmptyValue(right) && left.includes(right!),
} satisfies ConditionOperator;
