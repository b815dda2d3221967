/** Zero is not positive: the value must be strictly greater than 0. */
import { readCanonicalNumber } from '../canonical-values.ts';
import { defineCellConstraint } from '../definition.ts';

export const definition = defineCellConstraint<Record<string, never>>({
  name: 'is_positive_number',
  id: '6109bc6f-10b1-4980-b8fd-d81ab88a7c30',
  group: 'number',
  description: 'The value is a number greater than zero.',
  arguments: [],
  skipsEmpty: true,
  check: (value) => {
    const n = readCanonicalNumber(value);
    return n !== null && n > 0;
  },
});
