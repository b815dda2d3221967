/** Case-sensitive, on the value as converted for the column. */
import { defineCellConstraint } from '../definition.ts';

export const definition = defineCellConstraint<{ suffix: string }>({
  name: 'ends_by',
  id: '48aad3d9-155f-40a1-ac55-6f5855582475',
  group: 'text_content',
  description: 'The value ends with the given suffix.',
  arguments: [{ name: 'suffix', type: 'text', required: true, description: 'Text the value must end with.' }],
  skipsEmpty: true,
  check: (value, args) => value.endsWith(args.suffix),
});
