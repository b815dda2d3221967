/**
 * Compared by day when either side has no time (../canonical-values.ts); `today` is the UTC day at
 * check time. A value that is not a canonical date fails.
 */
import { compareCanonicalDates, isCanonicalDate } from '../canonical-values.ts';
import { type DateBound, resolveDateBound } from '../date-bound.ts';
import { defineCellConstraint } from '../definition.ts';

export const definition = defineCellConstraint<{ min: DateBound }>({
  name: 'date_after_equals',
  id: '05c98366-84dd-4532-b14f-135cb4874ce6',
  group: 'date',
  description: 'The value is a date on or after the given one.',
  arguments: [
    {
      name: 'min',
      type: 'date',
      required: true,
      description: 'Earliest date allowed (included): YYYY-MM-DD, YYYY-MM-DDTHH:mm:ss or today.',
    },
  ],
  skipsEmpty: true,
  check: (value, args, _row, now) =>
    isCanonicalDate(value) && compareCanonicalDates(value, resolveDateBound(args.min, now)) >= 0,
});
