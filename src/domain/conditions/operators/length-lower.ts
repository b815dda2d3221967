import type { ConditionOperator } from '../operator.ts';
import { asWholeNumber, checkWholeNumber, lengthOf } from '../values.ts';

export default {
  name: 'LENGTH_LOWER',
  arity: 'binary',
  description: 'The left value has fewer than that many characters (an empty cell has 0).',
  checkLiteral: checkWholeNumber,
  test: (left, right = '') => {
    const limit = asWholeNumber(right);
    return limit !== undefined && lengthOf(left) < limit;
  },
} satisfies ConditionOperator;
