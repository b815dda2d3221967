/** Case-sensitive, on the value as converted for the column. */
import { defineCellConstraint } from '../definition.ts';

export const definition = defineCellConstraint<{ prefix: string }>({
  name: 'begin_by',
  id: '5c0e966b-2eed-4840-89a4-0208decfabfe',
  group: 'text_content',
  description: 'The value starts with the given prefix.',
  arguments: [
    { name: 'prefix', type: 'text', required: true, description: 'Text the value must start with.' },
  ],
  skipsEmpty: true,
  check: (value, args) => value.startsWith(args.prefix),
});
