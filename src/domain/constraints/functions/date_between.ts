/**
 * Both bounds are included and compared by day when either side has no time; `today` is the UTC
 * day at check time. A value that is not a canonical date fails.
 */

import { phrase } from '../../messages/index.ts';
import { compareCanonicalDates, isCanonicalDate } from '../canonical-values.ts';
import { boundsOutOfOrder, type DateBound, resolveDateBound } from '../date-bound.ts';
import { defineCellConstraint } from '../definition.ts';

export const definition = defineCellConstraint<{ min: DateBound; max: DateBound }>({
  name: 'date_between',
  id: '261804c6-810d-4bc4-b436-4c7e4c0f2a23',
  group: 'date',
  description: 'The value is a date between min and max, both included.',
  arguments: [
    { name: 'min', type: 'date', required: true, description: 'Earliest date allowed: YYYY-MM-DD or today.' },
    { name: 'max', type: 'date', required: true, description: 'Latest date allowed: YYYY-MM-DD or today.' },
  ],
  skipsEmpty: true,
  validate: (args) =>
    boundsOutOfOrder(args.min, args.max)
      ? {
          argument: 'max',
          problem: phrase('violation.field.argument_before', { later: 'max', earlier: 'min' }),
        }
      : null,
  check: (value, args, _row, now) =>
    isCanonicalDate(value) &&
    compareCanonicalDates(value, resolveDateBound(args.min, now)) >= 0 &&
    compareCanonicalDates(value, resolveDateBound(args.max, now)) <= 0,
});
