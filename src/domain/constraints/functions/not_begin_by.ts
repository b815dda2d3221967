/** Case-sensitive, on the value as converted for the column. */
import { defineCellConstraint } from '../definition.ts';

export const definition = defineCellConstraint<{ prefix: string }>({
  name: 'not_begin_by',
  id: 'e881dd81-3df3-4a54-9186-d793b31569d0',
  group: 'text_content',
  description: 'The value does not start with the given prefix.',
  arguments: [
    { name: 'prefix', type: 'text', required: true, description: 'Text the value must not start with.' },
  ],
  skipsEmpty: true,
  check: (value, args) => !value.startsWith(args.prefix),
});
