/** A value that is not a number fails. */
import { readCanonicalNumber } from '../canonical-values.ts';
import { defineCellConstraint } from '../definition.ts';

export const definition = defineCellConstraint<{ limit: number }>({
  name: 'greater_or_equal_to',
  id: '9fe67139-3d42-4e1c-ad5d-8725d5a59f8f',
  group: 'number',
  description: 'The value is a number greater than or equal to the limit.',
  arguments: [{ name: 'limit', type: 'number', required: true, description: 'The limit, included.' }],
  skipsEmpty: true,
  check: (value, args) => {
    const n = readCanonicalNumber(value);
    return n !== null && n >= args.limit;
  },
});
