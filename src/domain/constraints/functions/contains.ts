/** Case-sensitive, on the value as converted for the column. */
import { defineCellConstraint } from '../definition.ts';

export const definition = defineCellConstraint<{ text: string }>({
  name: 'contains',
  id: '7feb845d-0007-4fb9-8670-1ab904712b47',
  group: 'text_content',
  description: 'The value contains the given text.',
  arguments: [{ name: 'text', type: 'text', required: true, description: 'Text the value must contain.' }],
  skipsEmpty: true,
  check: (value, args) => value.includes(args.text),
});
