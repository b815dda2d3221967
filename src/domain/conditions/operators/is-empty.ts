import type { ConditionOperator } from '../operator.ts';
import { isEmptyValue } from '../values.ts';

export default {
  name: 'IS_EMPTY',
  arity: 'unary',
  description: 'The left value is empty or only whitespace (a missing column or custom field is empty).',
  test: (left) => isEmptyValue(left),
} satisfies ConditionOperator;
