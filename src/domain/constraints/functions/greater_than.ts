/** A value that is not a number fails. */
import { readCanonicalNumber } from '../canonical-values.ts';
import { defineCellConstraint } from '../definition.ts';

export const definition = defineCellConstraint<{ limit: number }>({
  name: 'greater_than',
  id: '02dab3d3-14c9-4cfa-9d55-47c5414d38b2',
  group: 'number',
  description: 'The value is a number greater than the limit.',
  arguments: [{ name: 'limit', type: 'number', required: true, description: 'The limit, excluded.' }],
  skipsEmpty: true,
  check: (value, args) => {
    const n = readCanonicalNumber(value);
    return n !== null && n > args.limit;
  },
});
