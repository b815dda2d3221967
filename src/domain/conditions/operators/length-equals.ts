import type { ConditionOperator } from '../operator.ts';
import { asWholeNumber, checkWholeNumber, lengthOf } from '../values.ts';

export default {
  name: 'LENGTH_EQUALS',
  arity: 'binary',
  description: 'The left value has exactly that many characters (an empty cell has 0).',
  checkLiteral: checkWholeNumber,
  test: (left, right = '') => lengthOf(left) === asWholeNumber(right),
} satisfies ConditionOperator;
