import { describe, expect, it } from 'vitest';
import { validateFormat } from '../../../src/domain/format/validate-format.ts';

const check = (json_nodes: unknown) =>
  validateFormat({ json: { json_nodes } }).map((v) => [v.property_path, v.message]);

describe('json_nodes rules', () => {
  it('accepts a nested tree and the same tree given flat', () => {
    const nested = [
      {
        id: 'r',
        type: 'object',
        children: [
          { id: 'a', type: 'column', value: '#(sku)' },
          { id: 'b', type: 'column', key: 'cost', value: 'price' },
          { id: 'c', type: 'value', key: 'source', value: 'ferry' },
        ],
      },
    ];
    const flat = [
      { id: 'r', parent_id: null, type: 'object' },
      { id: 'a', parent_id: 'r', type: 'column', value: '#(sku)' },
      { id: 'l', parent_id: 'r', type: 'array', key: 'tags' },
      { id: 'x', parent_id: 'l', type: 'value', value: 1 },
    ];
    expect(check(nested)).toEqual([]);
    expect(check(flat)).toEqual([]);
  });

  it('rejects duplicated ids', () => {
    expect(check([{ id: 'a', type: 'object', children: [{ id: 'a', type: 'value', key: 'k' }] }])).toEqual([
      ['format.json.json_nodes[0].children[0].id', 'This id is used by another node.'],
    ]);
  });

  it('rejects a parent that does not exist', () => {
    expect(
      check([
        { id: 'r', type: 'object' },
        { id: 'a', parent_id: 'zz', type: 'value', key: 'k' },
      ]),
    ).toEqual([['format.json.json_nodes[1].parent_id', 'No node has this id.']]);
  });

  it('rejects cycles', () => {
    const violations = check([
      { id: 'r', type: 'object' },
      { id: 'a', parent_id: 'b', type: 'object', key: 'a' },
      { id: 'b', parent_id: 'a', type: 'object', key: 'b' },
    ]);
    expect(violations).toContainEqual([
      'format.json.json_nodes[1].parent_id',
      'The node is its own ancestor.',
    ]);
    expect(violations).toContainEqual([
      'format.json.json_nodes[2].parent_id',
      'The node is its own ancestor.',
    ]);
  });

  it('accepts a column node naming a column the template does not have yet, and rejects one naming none', () => {
    expect(check([{ id: 'a', type: 'column', value: '#(weight)' }])).toEqual([]);
    expect(check([{ id: 'a', type: 'column' }]).map(([p]) => p)).toEqual(['format.json.json_nodes[0].value']);
    expect(check([{ id: 'a', type: 'column', value: 42 }])).toEqual([
      ['format.json.json_nodes[0].value', 'A column node should reference a column.'],
    ]);
  });

  it('rejects an unknown node type and children under a leaf', () => {
    expect(check([{ id: 'a', type: 'list' }]).map(([p]) => p)).toEqual(['format.json.json_nodes[0].type']);
    expect(
      check([{ id: 'a', type: 'value', children: [{ id: 'b', type: 'value' }] }]).map(([p]) => p),
    ).toContain('format.json.json_nodes[0].children');
  });

  it('requires keys for members of an object, except column nodes', () => {
    expect(check([{ id: 'r', type: 'object', children: [{ id: 'v', type: 'value', value: 1 }] }])).toEqual([
      ['format.json.json_nodes[0].children[0].key', 'A member of an object needs a key.'],
    ]);
  });

  it('requires keys on several roots, which form an object', () => {
    expect(
      check([
        { id: 'a', type: 'value', value: 1 },
        { id: 'b', type: 'value', key: 'b', value: 2 },
      ]),
    ).toEqual([['format.json.json_nodes[0].key', 'Several roots form an object: each needs a key.']]);
  });
});
