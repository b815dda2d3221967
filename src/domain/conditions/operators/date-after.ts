import { checkDate, compareDates } from '../dates.ts';
import type { ConditionOperator } from '../operator.ts';

export default {
  name: 'DATE_AFTER',
  arity: 'binary',
  description: 'The left date is after the right date (day precision when either side is a whole day).',
  checkLiteral: checkDate,
  test: (left, right, ctx) => {
    const order = compareDates(left, right, ctx.now);
    return order !== undefined && order > 0;
  },
} satisfies ConditionOperator;
