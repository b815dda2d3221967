/**
 * Compared by day when either side has no time (../canonical-values.ts); `today` is the UTC day at
 * check time. A value that is not a canonical date fails.
 */
import { compareCanonicalDates, isCanonicalDate } from '../canonical-values.ts';
import { type DateBound, resolveDateBound } from '../date-bound.ts';
import { defineCellConstraint } from '../definition.ts';

export const definition = defineCellConstraint<{ max: DateBound }>({
  name: 'date_before_equals',
  id: 'c89d02db-0ebd-495e-8ecb-99615dd0399d',
  group: 'date',
  description: 'The value is a date on or before the given one.',
  arguments: [
    {
      name: 'max',
      type: 'date',
      required: true,
      description: 'Latest date allowed (included): YYYY-MM-DD, YYYY-MM-DDTHH:mm:ss or today.',
    },
  ],
  skipsEmpty: true,
  check: (value, args, _row, now) =>
    isCanonicalDate(value) && compareCanonicalDates(value, resolveDateBound(args.max, now)) <= 0,
});
