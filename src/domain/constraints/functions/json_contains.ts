/**
 * The cell is parsed as JSON and the path must exist, whatever it holds (null included). Invalid
 * JSON fails.
 */
import { defineCellConstraint } from '../definition.ts';
import { type JsonPathStep, parseJsonCell, readJsonPath } from '../json-path.ts';

export const definition = defineCellConstraint<{ path: JsonPathStep[] }>({
  name: 'json_contains',
  id: '62c6030f-528a-4252-9421-486e276c669a',
  group: 'other',
  description: 'The JSON value has something at the given path.',
  arguments: [
    {
      name: 'path',
      type: 'json_path',
      required: true,
      description: 'Path from the root, such as customer.address.city.',
    },
  ],
  skipsEmpty: true,
  check: (value, args) => {
    const document = parseJsonCell(value);
    return document !== undefined && readJsonPath(document, args.path).found;
  },
});
