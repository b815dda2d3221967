/** Case-sensitive, on the value as converted for the column. */
import { defineCellConstraint } from '../definition.ts';

export const definition = defineCellConstraint<{ suffix: string }>({
  name: 'not_ends_by',
  id: '7e0fa1ca-3f81-43dc-9787-d6f9d0ed02da',
  group: 'text_content',
  description: 'The value does not end with the given suffix.',
  arguments: [
    { name: 'suffix', type: 'text', required: true, description: 'Text the value must not end with.' },
  ],
  skipsEmpty: true,
  check: (value, args) => !value.endsWith(args.suffix),
});
