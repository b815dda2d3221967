/**
 * The key is the cell plus up to five other columns; every row whose key occurs more than once
 * fails, the first one too. Rows with an empty cell are neither counted nor checked.
 * Memory: one entry per distinct key in a typed-array set during the first pass, never one per row;
 * the main pass keeps only the keys found twice.
 */
import type { RowContext } from '../../row.ts';
import { ValueSet, type ValueSetData } from '../../value-set.ts';
import { type DatasetIndex, defineDatasetConstraint } from '../definition.ts';

type Args = { columns: string[] };

// JSON of the parts keeps ("a,b", "c") and ("a", "b,c") apart, which a joined string would not.
const keyOf = (value: string, args: Args, row: RowContext) =>
  JSON.stringify([value, ...args.columns.map((column) => row.target(column) ?? '')]);

/**
 * Every key seen (needed only while the first passes of a split run are joined) and the keys
 * seen on more than one row, which is all the main pass looks up.
 */
class Keys implements DatasetIndex {
  constructor(
    readonly all = new ValueSet(),
    readonly repeated = new Set<string>(),
  ) {}

  get size(): number {
    return this.all.size;
  }
}

export const definition = defineDatasetConstraint<Args, Keys>({
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
  skipsEmpty: true,
  createIndex: () => new Keys(),
  observe: (index, value, args, row) => {
    if (value === '') return;
    const key = keyOf(value, args, row);
    if (!index.all.add(key)) index.repeated.add(key);
  },
  join: (into, part) => {
    into.all.merge(part.all.contents(), (key) => into.repeated.add(key));
    for (const key of part.repeated) into.repeated.add(key);
  },
  forChecking: (index) => new Keys(new ValueSet(), index.repeated),
  pack: (index) => ({ all: index.all.share(), repeated: [...index.repeated] }),
  unpack: (data) => {
    const { all, repeated } = data as { all: ValueSetData; repeated: string[] };
    return new Keys(new ValueSet(all), new Set(repeated));
  },
  check: (index, value, args, row) => !index.repeated.has(keyOf(value, args, row)),
  key: keyOf,
});
