import { describe, expect, it } from 'vitest';
import { prepareConstraint } from '../../../src/domain/constraints/prepare.ts';
import { constraintColumnReferences } from '../../../src/domain/constraints/references.ts';
import { formatColumnReferences } from '../../../src/domain/format/column-reference.ts';

describe('column references of a constraint', () => {
  it.each([
    [
      'is_unique_key',
      [{ name: 'columns', value: '#(a), #(b)' }],
      [
        [0, 'a'],
        [0, 'b'],
      ],
    ],
    [
      'is_filled_if_other_value_in',
      [
        { name: 'values', value: 'x' },
        { name: 'other_column', value: '#(status)' },
      ],
      [[1, 'status']],
    ],
    ['is_valid_postal_code', [{ name: 'country', value: '#(country)' }], [[0, 'country']]],
    ['is_valid_postal_code', [{ name: 'country', value: 'FR' }], []],
    [
      'lookup',
      [
        { name: 'expected', value: '#(employee_id)' },
        { name: 'conditions', value: '#(role)=manager, #(company)=!(company)' },
      ],
      [
        [0, 'employee_id'],
        [1, 'role'],
        [1, 'company'],
      ],
    ],
    ['begin_by', [{ name: 'prefix', value: '#(looks_like_one)' }], []],
  ])('%s %j names %j', (fn, args, expected) => {
    expect(constraintColumnReferences(fn, args).map((r) => [r.argument, r.name])).toEqual(expected);
  });

  it('names nothing for an argument that does not parse or a function that does not exist', () => {
    expect(constraintColumnReferences('is_unique_key', [{ name: 'columns', value: 'a' }])).toEqual([]);
    expect(constraintColumnReferences('no_such_function', [{ name: 'columns', value: '#(a)' }])).toEqual([]);
  });

  it('accepts any name when references are not resolved, and still checks their form', () => {
    const args = [{ name: 'columns', value: '#(later)' }];
    expect(prepareConstraint('is_unique_key', args, { targetColumns: null }).ok).toBe(true);
    expect(prepareConstraint('is_unique_key', args, { targetColumns: ['sku'] }).ok).toBe(false);
    const bare = prepareConstraint('is_unique_key', [{ name: 'columns', value: 'later' }], {
      targetColumns: null,
    });
    expect(bare.ok).toBe(false);
  });
});

describe('column references of a format', () => {
  it('lists column nodes nested or flat with their paths, and nothing else', () => {
    const format = {
      json: {
        json_nodes: [
          { id: 'r', type: 'object', children: [{ id: 'a', type: 'column', value: '#(sku)' }] },
          { id: 'b', parent_id: 'r', type: 'column', key: 'cost', value: 'price' },
          { id: 'c', parent_id: 'r', type: 'value', key: 'v', value: '#(not_a_column_node)' },
          { id: 'd', parent_id: 'r', type: 'column', key: 'x', value: 7 },
        ],
      },
    };
    expect(formatColumnReferences(format)).toEqual([
      { property_path: 'format.json.json_nodes[0].children[0].value', value: '#(sku)', name: 'sku' },
      { property_path: 'format.json.json_nodes[1].value', value: 'price', name: 'price' },
    ]);
  });

  it('lists nothing for formats without json_nodes', () => {
    expect(formatColumnReferences(null)).toEqual([]);
    expect(formatColumnReferences({ format: 'csv' })).toEqual([]);
    expect(formatColumnReferences({ json: { json_nodes: 'x' } })).toEqual([]);
  });
});
