import { describe, expect, it } from 'vitest';
import { writeAll } from './write-all.ts';

const columns = [
  { technical_name: 'sku' },
  { technical_name: 'price', kind: 'number' as const },
  { technical_name: 'tag' },
];

describe('JSON writer', () => {
  it('writes an array of flat objects, numbers of number columns as numbers', async () => {
    const { text } = await writeAll({ format: 'json' }, columns, [
      ['A1', '12.50', 'x'],
      ['A"2', '1 234,5', ''],
    ]);
    expect(text).toBe(
      '[\n{"sku":"A1","price":12.50,"tag":"x"},\n{"sku":"A\\"2","price":"1 234,5","tag":""}\n]\n',
    );
    expect(JSON.parse(text)).toHaveLength(2);
  });

  it('leaves empty values out when export_empty_values is false', async () => {
    const { text } = await writeAll({ format: 'json', json: { export_empty_values: false } }, columns, [
      ['A1', '', ''],
    ]);
    expect(JSON.parse(text)).toEqual([{ sku: 'A1' }]);
  });

  it('writes an empty array without rows', async () => {
    expect((await writeAll({ format: 'json' }, columns, [])).text).toBe('[]\n');
  });

  it('renders the json_nodes tree per row, nested and flat nodes mixed', async () => {
    const json_nodes = [
      {
        id: 'root',
        type: 'object',
        children: [
          { id: 'id', type: 'column', key: 'id', value: '#(sku)', position: 0 },
          { id: 'kind', type: 'value', key: 'kind', value: 'product', position: 2 },
          {
            id: 'offer',
            type: 'object',
            key: 'offer',
            position: 1,
            omit_if_empty: true,
            children: [{ id: 'p', type: 'column', value: 'price', omit_if_empty: true }],
          },
          { id: 'tags', type: 'array', key: 'tags', position: 3 },
        ],
      },
      { id: 't1', parent_id: 'tags', type: 'column', value: '#(tag)' },
    ];
    const { text } = await writeAll({ format: 'json', json: { json_nodes } }, columns, [
      ['A1', '3', 'new'],
      ['A2', '', ''],
    ]);
    expect(JSON.parse(text)).toEqual([
      { id: 'A1', offer: { price: 3 }, kind: 'product', tags: ['new'] },
      { id: 'A2', kind: 'product', tags: [''] },
    ]);
  });

  it('makes an object of several keyed roots', async () => {
    const json_nodes = [
      { id: 'a', type: 'column', key: 'code', value: 'sku' },
      { id: 'b', type: 'value', key: 'v', value: 2 },
    ];
    const { text } = await writeAll({ format: 'json', json: { json_nodes } }, columns, [['A1', '1', '']]);
    expect(JSON.parse(text)).toEqual([{ code: 'A1', v: 2 }]);
  });
});
