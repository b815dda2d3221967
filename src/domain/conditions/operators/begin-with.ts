import type { ConditionOperator } from '../operator.ts';
import { isEmptyValue } from '../values.ts';

export default {
  name: 'BEGIN_WITH',
  arity: 'binary',
  description: 'The left value starts with the right text (case-sensitive).',
  test: (left, right) => !isEmptyValue(right) && left.startsWith(right!),
} satisfies ConditionOperator;
