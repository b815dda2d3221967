/**
 * The key is the cell plus up to five other columns; every row whose key occurs more than once
 * fails, the first one too. Rows with an empty cell are neither counted nor checked.
 * Memory: one index entry per distinct key (a count capped at 2), never one per row.
 */
import type { RowContext } from '../../row.ts';
import { defineDatasetConstraint } from '../definition.ts';

type Args = { columns: string[] };

// JSON of the parts keeps ("a,b", "c") and ("a", "b,c") apart, which a joined string would not.
const keyOf = (value: string, args: Args, row: RowContext) =>
  JSON.stringify([value, ...args.columns.map((column) => row.target(column) ?? '')]);

export const definition = defineDatasetConstraint<Args, Map<string, number>>({
  name: 'is_unique_key',
  id: '49a3608b-db24-48c5-b92a-78fd42b5e578',
  group: 'dataset',
  description: 'The combination of the value and of the other listed columns appears on one row only.',
  arguments: [
    {
      name: 'columns',
      type: 'columns',
      required: true,
      maxItems: 5,
      description: 'Up to five other columns of the key, as #(a), #(b).',
    },
  ],
  defaultLabel: 'The combination of this value with @columns must be unique',
  skipsEmpty: true,
  createIndex: () => new Map(),
  observe: (index, value, args, row) => {
    if (value === '') return;
    const key = keyOf(value, args, row);
    if ((index.get(key) ?? 0) < 2) index.set(key, (index.get(key) ?? 0) + 1);
  },
  join: (into, part) => {
    for (const [key, count] of part) into.set(key, Math.min(2, (into.get(key) ?? 0) + count));
  },
  check: (index, value, args, row) => (index.get(keyOf(value, args, row)) ?? 0) < 2,
});
