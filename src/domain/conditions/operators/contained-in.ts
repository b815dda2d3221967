import type { ConditionOperator } from '../operator.ts';
import { splitList } from '../values.ts';

/** Membership in a comma-separated list, items trimmed; an empty cell is in no list. */
export default {
  name: 'CONTAINED_IN',
  arity: 'binary',
  description: 'The left value is one of the comma-separated values on the right (case-sensitive).',
  test: (left, right) => {
    const value = left.trim();
    return value !== '' && splitList(right ?? '').includes(value);
  },
} satisfies ConditionOperator;
