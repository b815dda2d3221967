/** Bounds are inclusive; lengths count code points (see ../code-points.ts). */

import { phrase } from '../../messages/index.ts';
import { codePointLength } from '../code-points.ts';
import { defineCellConstraint } from '../definition.ts';

export const definition = defineCellConstraint<{ min: number; max: number }>({
  name: 'length_between',
  id: '98222469-2a3b-4784-9d74-c25db6687363',
  group: 'length',
  description: 'The value has between min and max characters, both included.',
  arguments: [
    { name: 'min', type: 'integer', required: true, minimum: 0, description: 'Fewest characters allowed.' },
    { name: 'max', type: 'integer', required: true, minimum: 0, description: 'Most characters allowed.' },
  ],
  skipsEmpty: true,
  validate: (args) =>
    args.min > args.max
      ? { argument: 'max', problem: phrase('violation.field.argument_below', { upper: 'max', lower: 'min' }) }
      : null,
  check: (value, args) => {
    const length = codePointLength(value);
    return length >= args.min && length <= args.max;
  },
});
