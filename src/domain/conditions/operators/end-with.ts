import type { ConditionOperator } from '../operator.ts';
import { isEmptyValue } from '../values.ts';

export default {
  name: 'END_WITH',
  arity: 'binary',
  description: 'The left value ends with the right text (case-sensitive).',
  test: (left, right) => !isEmptyValue(right) && left.endsWith(right!),
} satisfies ConditionOperator;
