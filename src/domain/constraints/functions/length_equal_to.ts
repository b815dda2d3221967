/** Lengths count code points (see ../code-points.ts). */
import { codePointLength } from '../code-points.ts';
import { defineCellConstraint } from '../definition.ts';

export const definition = defineCellConstraint<{ length: number }>({
  name: 'length_equal_to',
  id: 'f94b3637-ae8c-4148-a59a-82f7b4d1593c',
  group: 'length',
  description: 'The value has exactly the given number of characters.',
  arguments: [
    {
      name: 'length',
      type: 'integer',
      required: true,
      minimum: 0,
      description: 'Exact number of characters.',
    },
  ],
  skipsEmpty: true,
  check: (value, args) => codePointLength(value) === args.length,
});
