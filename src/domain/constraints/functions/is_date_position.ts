/**
 * Relative to the check's current time in UTC. A date without time is compared by day, so today is
 * neither PAST nor FUTURE; a date-time is compared to the second.
 */
import { canonicalDateTime, compareCanonicalDates, isCanonicalDate } from '../canonical-values.ts';
import { defineCellConstraint } from '../definition.ts';

export const definition = defineCellConstraint<{ position: 'PAST' | 'FUTURE' }>({
  name: 'is_date_position',
  id: '6bf297dc-4044-4efb-9045-c83965356430',
  group: 'date',
  description: 'The value is a date in the past or in the future.',
  arguments: [
    {
      name: 'position',
      type: 'enum',
      required: true,
      values: ['PAST', 'FUTURE'],
      description: 'PAST or FUTURE, relative to the time of the check.',
    },
  ],
  skipsEmpty: true,
  check: (value, args, _row, now) => {
    if (!isCanonicalDate(value)) return false;
    const order = compareCanonicalDates(value, canonicalDateTime(now()));
    return args.position === 'PAST' ? order < 0 : order > 0;
  },
});
