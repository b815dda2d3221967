/** Case-sensitive, on the value as converted for the column. */
import { defineCellConstraint } from '../definition.ts';

export const definition = defineCellConstraint<{ text: string }>({
  name: 'not_contains',
  id: '1676866d-719f-45ff-a379-e1540db91097',
  group: 'text_content',
  description: 'The value does not contain the given text.',
  arguments: [
    { name: 'text', type: 'text', required: true, description: 'Text the value must not contain.' },
  ],
  skipsEmpty: true,
  check: (value, args) => !value.includes(args.text),
});
