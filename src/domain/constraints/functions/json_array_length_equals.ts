/**
 * The cell is parsed as JSON; the value at the path (the root when no path is given) must be an
 * array with exactly `count` items. Invalid JSON, a missing path or a non-array fails.
 */
import { defineCellConstraint } from '../definition.ts';
import { type JsonPathStep, parseJsonCell, readJsonPath } from '../json-path.ts';

export const definition = defineCellConstraint<{ count: number; path?: JsonPathStep[] }>({
  name: 'json_array_length_equals',
  id: '21a32f72-0c16-4eda-91aa-5b94f3e995cd',
  group: 'other',
  description: 'The JSON value holds an array with exactly the given number of items.',
  arguments: [
    { name: 'count', type: 'integer', required: true, minimum: 0, description: 'Exact number of items.' },
    {
      name: 'path',
      type: 'json_path',
      required: false,
      description: 'Where the array is, from the root, such as items or order.lines[0].taxes.',
    },
  ],
  skipsEmpty: true,
  check: (value, args) => {
    const found = readJsonPath(parseJsonCell(value), args.path ?? []);
    return found.found && Array.isArray(found.value) && found.value.length === args.count;
  },
});
