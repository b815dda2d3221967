import { describeCellCases } from './cell-cases.ts';

describeCellCases([
  {
    fn: 'must_be_empty',
    args: {},
    passes: [],
    fails: ['x', ' '],
    emptyPasses: true,
    badArgs: { unless: 'x' },
    badPath: 'arguments[0].name',
  },
  {
    fn: 'is_filled_if_other_value_in',
    args: { other_column: '#(status)', values: 'shipped, delivered' },
    passes: [
      { value: 'TRK-1', row: { status: 'shipped' } },
      { value: '', row: { status: 'pending' } },
      { value: '', row: { status: 'Shipped' } },
    ],
    fails: [
      { value: '', row: { status: 'shipped' } },
      { value: '', row: { status: 'delivered' } },
    ],
    // An empty cell on a row whose other column is empty: not in the list, so it passes.
    emptyPasses: true,
    badArgs: { other_column: '#(missing)', values: 'x' },
    badPath: 'arguments[0].value',
  },
  {
    fn: 'is_specific_value',
    args: { values: 'small, medium, large, x\\,l' },
    passes: ['small', 'large', 'x,l'],
    fails: ['Small', 'huge', 'x'],
    emptyPasses: true,
    badArgs: { values: ',,' },
    badPath: 'arguments[0].value',
  },
]);
