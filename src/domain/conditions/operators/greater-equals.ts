import type { ConditionOperator } from '../operator.ts';
import { compareValues } from '../values.ts';

export default {
  name: 'GREATER_EQUALS',
  arity: 'binary',
  description:
    'The left value is greater than or equal to the right one: numerically when both are numbers, else as text.',
  test: (left, right) => {
    const order = compareValues(left, right);
    return order !== undefined && order >= 0;
  },
} satisfies ConditionOperator;
