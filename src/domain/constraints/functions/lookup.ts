/**
 * Referential check inside the file: the cell's value must be found in the `expected` column of
 * some row of the dataset (that row or another) for which every condition holds. In a condition,
 * `#(col)` is read on the looked-up row and `!(col)` on the current row:
 * `lookup(#(manager_id), expected=#(employee_id), conditions=#(role)=manager, #(company)=!(company))`
 * means "the manager is an employee listed with role manager in the same company".
 * Memory: one index entry per distinct (expected value, joined columns) of the rows that pass the
 * literal conditions, in a typed-array set (about 20 bytes and the key's length each, where a Set
 * of strings took 60–80), shared by the threads of a split run rather than copied to each.
 */
import type { RowContext } from '../../row.ts';
import { ValueSet, type ValueSetData } from '../../value-set.ts';
import { defineDatasetConstraint } from '../definition.ts';
import type { LookupCondition } from '../lookup-conditions.ts';

type Args = { expected: string; conditions?: LookupCondition[] };

const joins = (args: Args) => (args.conditions ?? []).flatMap((c) => ('currentRowColumn' in c ? [c] : []));

export const definition = defineDatasetConstraint<Args, ValueSet>({
  name: 'lookup',
  id: 'cad16c04-1fe1-4380-9d2f-6536a09685b5',
  group: 'dataset',
  description: 'The value is found in another column of the dataset, on a row meeting the conditions.',
  arguments: [
    {
      name: 'expected',
      type: 'column',
      required: true,
      description: 'The column the value is looked up in, as #(name).',
    },
    {
      name: 'conditions',
      type: 'lookup_conditions',
      required: false,
      description:
        'Conditions on the looked-up row: #(col)=value or #(col)=!(col of the current row), comma-separated.',
    },
  ],
  skipsEmpty: true,
  createIndex: () => new ValueSet(),
  observe: (index, _value, args, row: RowContext) => {
    const found = row.target(args.expected) ?? '';
    if (found === '') return;
    for (const condition of args.conditions ?? []) {
      if ('literal' in condition && (row.target(condition.column) ?? '') !== condition.literal) return;
    }
    index.add(JSON.stringify([found, ...joins(args).map((c) => row.target(c.column) ?? '')]));
  },
  join: (into, part) => into.merge(part.contents()),
  pack: (index) => index.share(),
  unpack: (data) => new ValueSet(data as ValueSetData),
  check: (index, value, args, row) =>
    index.has(JSON.stringify([value, ...joins(args).map((c) => row.target(c.currentRowColumn) ?? '')])),
});
