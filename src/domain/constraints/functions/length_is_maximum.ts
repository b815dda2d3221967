/** The maximum is included; lengths count code points (see ../code-points.ts). */
import { codePointLength } from '../code-points.ts';
import { defineCellConstraint } from '../definition.ts';

export const definition = defineCellConstraint<{ max: number }>({
  name: 'length_is_maximum',
  id: '9691349a-6a0e-4fbe-8f4c-1db63f834e52',
  group: 'length',
  description: 'The value has at most the given number of characters.',
  arguments: [
    { name: 'max', type: 'integer', required: true, minimum: 0, description: 'Most characters allowed.' },
  ],
  skipsEmpty: true,
  check: (value, args) => codePointLength(value) <= args.max,
});
