/** Both bounds are included; a value that is not a number fails. */

import { phrase } from '../../messages/index.ts';
import { readCanonicalNumber } from '../canonical-values.ts';
import { defineCellConstraint } from '../definition.ts';

export const definition = defineCellConstraint<{ low: number; high: number }>({
  name: 'is_between',
  id: '6cf73b24-2f77-4fbc-a53e-880ceb0020da',
  group: 'number',
  description: 'The value is a number between low and high, both included.',
  arguments: [
    { name: 'low', type: 'number', required: true, description: 'Smallest allowed number.' },
    { name: 'high', type: 'number', required: true, description: 'Largest allowed number.' },
  ],
  skipsEmpty: true,
  validate: (args) =>
    args.low > args.high
      ? {
          argument: 'high',
          problem: phrase('violation.field.argument_below', { upper: 'high', lower: 'low' }),
        }
      : null,
  check: (value, args) => {
    const n = readCanonicalNumber(value);
    return n !== null && n >= args.low && n <= args.high;
  },
});
