/** A value that is not a number fails. */
import { readCanonicalNumber } from '../canonical-values.ts';
import { defineCellConstraint } from '../definition.ts';

export const definition = defineCellConstraint<{ limit: number }>({
  name: 'less_than',
  id: '82950350-12fc-41d5-a974-e4804032d0c2',
  group: 'number',
  description: 'The value is a number less than the limit.',
  arguments: [{ name: 'limit', type: 'number', required: true, description: 'The limit, excluded.' }],
  skipsEmpty: true,
  check: (value, args) => {
    const n = readCanonicalNumber(value);
    return n !== null && n < args.limit;
  },
});
