/** A value that is not a number fails. */
import { readCanonicalNumber } from '../canonical-values.ts';
import { defineCellConstraint } from '../definition.ts';

export const definition = defineCellConstraint<{ limit: number }>({
  name: 'less_or_equal_to',
  id: 'c3d86162-7a4b-4360-9bab-0ecf13083bea',
  group: 'number',
  description: 'The value is a number less than or equal to the limit.',
  arguments: [{ name: 'limit', type: 'number', required: true, description: 'The limit, included.' }],
  skipsEmpty: true,
  check: (value, args) => {
    const n = readCanonicalNumber(value);
    return n !== null && n <= args.limit;
  },
});
