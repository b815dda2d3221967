/** Compared as numbers, so 1.50 equals 1.5; a value that is not a number fails. */
import { readCanonicalNumber } from '../canonical-values.ts';
import { defineCellConstraint } from '../definition.ts';

export const definition = defineCellConstraint<{ expected: number }>({
  name: 'equal_to',
  id: '2494b259-1cbd-4120-a888-4d1d57b15f9a',
  group: 'number',
  description: 'The value is a number equal to the expected one.',
  arguments: [
    {
      name: 'expected',
      type: 'number',
      required: true,
      description: 'The expected number; 1.50 equals 1.5.',
    },
  ],
  skipsEmpty: true,
  check: (value, args) => {
    const n = readCanonicalNumber(value);
    return n !== null && n === args.expected;
  },
});
