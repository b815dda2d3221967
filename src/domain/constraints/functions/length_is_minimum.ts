/** The minimum is included; lengths count code points (see ../code-points.ts). */
import { codePointLength } from '../code-points.ts';
import { defineCellConstraint } from '../definition.ts';

export const definition = defineCellConstraint<{ min: number }>({
  name: 'length_is_minimum',
  id: '36b19927-3fa9-4820-bced-22a1d0cde8e1',
  group: 'length',
  description: 'The value has at least the given number of characters.',
  arguments: [
    { name: 'min', type: 'integer', required: true, minimum: 0, description: 'Fewest characters allowed.' },
  ],
  skipsEmpty: true,
  check: (value, args) => codePointLength(value) >= args.min,
});
