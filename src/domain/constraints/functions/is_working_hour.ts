/**
 * The cell is ignored: the rule judges when the check runs. The hour is the server's local hour
 * (its TZ setting), as the specification says "the server's current hour"; both ends are included
 * and start > end is an overnight range (22 to 6 passes 23:00 and 05:59).
 */
import { defineCellConstraint } from '../definition.ts';

export const definition = defineCellConstraint<{ start: number; end: number }>({
  name: 'is_working_hour',
  id: '331e1aeb-bab9-4c5f-a520-346e93cb0bd4',
  group: 'other',
  description: 'The check runs while the server clock is within the given hours.',
  arguments: [
    {
      name: 'start',
      type: 'hour',
      required: true,
      description: 'First hour of the range, 0 to 23, included.',
    },
    { name: 'end', type: 'hour', required: true, description: 'Last hour of the range, 0 to 23, included.' },
  ],
  skipsEmpty: true,
  check: (_value, args, _row, now) => {
    const hour = now().getHours();
    if (args.start <= args.end) return hour >= args.start && hour <= args.end;
    return hour >= args.start || hour <= args.end;
  },
});
