import type { ConditionOperator } from '../operator.ts';
import { asNumber } from '../values.ts';

/** Numbers compare as numbers (`1.50` equals `1.5`); anything else must match exactly. */
export default {
  name: 'EQUALS',
  arity: 'binary',
  description: 'The left value equals the right one: numerically when both are numbers, else exactly.',
  test: (left, right = '') => {
    const a = asNumber(left);
    const b = asNumber(right);
    return a !== undefined && b !== undefined ? a === b : left === right;
  },
} satisfies ConditionOperator;
