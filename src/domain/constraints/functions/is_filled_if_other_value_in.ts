/**
 * The cell must be filled on rows where another column's value is one of the listed values (exact,
 * case-sensitive); on other rows any value passes, empty included.
 */
import { defineCellConstraint } from '../definition.ts';

export const definition = defineCellConstraint<{ other_column: string; values: string[] }>({
  name: 'is_filled_if_other_value_in',
  id: 'd7add6de-e527-46db-92c8-b9d12d0d3444',
  group: 'presence',
  description: 'The value is filled when another column holds one of the listed values.',
  arguments: [
    {
      name: 'other_column',
      type: 'column',
      required: true,
      description: 'The column to look at, as #(name).',
    },
    {
      name: 'values',
      type: 'list',
      required: true,
      description: 'Comma-separated values of the other column that make this one required.',
    },
  ],
  skipsEmpty: false,
  check: (value, args, row) => value !== '' || !args.values.includes(row.target(args.other_column) ?? ''),
});
