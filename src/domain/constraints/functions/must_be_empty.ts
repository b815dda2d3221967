/** Values are canonical, so only '' is empty; a cell holding spaces was trimmed by conversion or is not empty. */
import { defineCellConstraint } from '../definition.ts';

export const definition = defineCellConstraint<Record<string, never>>({
  name: 'must_be_empty',
  id: '69e7075f-6bb4-4701-9a18-5573cd460c4e',
  group: 'presence',
  description: 'The value is empty.',
  arguments: [],
  skipsEmpty: false,
  check: (value) => value === '',
});
