/** Exact, case-sensitive comparison with each listed value; write `\,` for a comma inside a value. */
import { defineCellConstraint } from '../definition.ts';

export const definition = defineCellConstraint<{ values: string[] }>({
  name: 'is_specific_value',
  id: '3d74e155-45e5-4fbd-9d46-f0d618b8edbe',
  group: 'presence',
  description: 'The value is one of the allowed values.',
  arguments: [
    { name: 'values', type: 'list', required: true, description: 'Comma-separated allowed values.' },
  ],
  skipsEmpty: true,
  check: (value, args) => args.values.includes(value),
});
