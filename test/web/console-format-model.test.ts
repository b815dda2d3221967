/**
 * The format editor's rules without a browser: json_nodes read nested or flat and written back
 * nested, tree edits, sample values from column types, and where the format test's sentences
 * place a problem.
 */
import { describe, expect, it } from 'vitest';
import { draftOf, formatBody } from '../../web/console/src/screens/template/format/format-draft.ts';
import {
  addChild,
  fromJsonNodes,
  moveNode,
  removeNode,
  type TreeNode,
  toJsonNodes,
  updateNode,
} from '../../web/console/src/screens/template/format/json-tree-model.ts';
import { readProblem } from '../../web/console/src/screens/template/format/preview-problems.ts';
import { sampleRows } from '../../web/console/src/screens/template/format/sample-rows.ts';
import type { Column } from '../../web/console/src/screens/template/model.ts';

const column = (technical_name: string, type: object) =>
  ({ column_id: technical_name, technical_name, pretty_name: technical_name, type }) as unknown as Column;

const leaf = (id: string, value: string): TreeNode => ({
  id,
  key: value,
  type: 'column',
  value,
  omitIfEmpty: false,
  children: [],
});

describe('json_nodes in the editor', () => {
  it('reads flat nodes by parent and position, and writes them back nested in that order', () => {
    const tree = fromJsonNodes([
      { id: 'b', parent_id: 'o', position: 2, type: 'column', key: 'b', value: 'beta' },
      { id: 'o', parent_id: null, position: 0, type: 'object', key: 'obj' },
      { id: 'a', parent_id: 'o', position: 1, type: 'column', key: null, value: '#(alpha)' },
    ]);
    expect(tree.map((n) => n.id)).toEqual(['o']);
    expect(tree[0]!.children.map((n) => [n.id, n.value])).toEqual([
      ['a', 'alpha'],
      ['b', 'beta'],
    ]);
    expect(toJsonNodes(tree)).toEqual([
      {
        id: 'o',
        parent_id: null,
        position: 0,
        omit_if_empty: false,
        key: 'obj',
        type: 'object',
        value: null,
        children: [
          {
            id: 'a',
            parent_id: 'o',
            position: 0,
            omit_if_empty: false,
            key: null,
            type: 'column',
            value: '#(alpha)',
            children: [],
          },
          {
            id: 'b',
            parent_id: 'o',
            position: 1,
            omit_if_empty: false,
            key: 'b',
            type: 'column',
            value: '#(beta)',
            children: [],
          },
        ],
      },
    ]);
  });

  it('edits nested nodes without touching the tree it was given', () => {
    const object: TreeNode = { ...leaf('o', ''), type: 'object', children: [leaf('a', 'a'), leaf('b', 'b')] };
    const tree = [object, leaf('c', 'c')];
    const moved = moveNode(tree, 'b', -1);
    expect(moved[0]!.children.map((n) => n.id)).toEqual(['b', 'a']);
    expect(tree[0]!.children.map((n) => n.id)).toEqual(['a', 'b']);
    expect(moveNode(tree, 'c', 1)).toEqual(tree);
    expect(removeNode(tree, 'a')[0]!.children.map((n) => n.id)).toEqual(['b']);
    expect(updateNode(tree, 'b', { key: 'renamed' })[0]!.children[1]!.key).toBe('renamed');
    expect(addChild(tree, 'o', leaf('d', 'd'))[0]!.children.map((n) => n.id)).toEqual(['a', 'b', 'd']);
  });
});

describe('the format sent', () => {
  it('sends the chosen kind and its options only, empty texts as their default', () => {
    const draft = draftOf({ format: 'csv', csv: { delimiter: 'tab' }, custom: { item: '{{ x' } });
    expect(formatBody(draft)).toEqual({
      format: 'csv',
      csv: {
        bom: 'none',
        delimiter: 'tab',
        enclosure: 'double_quotes',
        escape: 'double_quote',
        newline: 'lf',
        encoding: 'UTF-8',
        header: null,
        nb_headers: 1,
        no_empty_column: false,
        escape_formulas: false,
      },
    });
    expect(formatBody({ ...draft, format: 'xls', xls: { sheet_name: ' ' } })).toEqual({
      format: 'xls',
      xls: { sheet_name: null },
    });
  });
});

describe('sample rows', () => {
  it('writes each value as the column type would: dates, numbers, choices, booleans, texts by name', () => {
    const rows = sampleRows([
      column('ordered_on', {
        type: 'DATE',
        date_data_type: { output_format: 'D MMMM YYYY, hh:mm A', with_time: true },
      }),
      column('total', {
        type: 'NUMBER',
        number_data_type: {
          decimals: 2,
          separator_decimals: ',',
          separator_thousands: '.',
          trailing_zeros: true,
        },
      }),
      column('status', {
        type: 'CHOICE',
        choice_data_type: { choices: [{ value: 'o', label: 'Open' }], output: 'label' },
      }),
      column('paid', { type: 'BOOLEAN', boolean_data_type: { true_value: 'Y', false_value: 'N' } }),
      column('city', { type: 'TEXT' }),
      column('title', { type: 'TEXT' }),
      column('note', { type: 'TEXT' }),
    ]);
    expect(rows[0]).toEqual({
      ordered_on: '14 March 2026, 09:30 AM',
      total: '1.234,50',
      status: 'Open',
      paid: 'Y',
      city: 'Lyon',
      title: 'Harbour Street Café',
      note: 'Gift wrap, please',
    });
    expect(rows[1]).toMatchObject({ ordered_on: '2 November 2026, 05:05 PM', total: '89,90', paid: 'N' });
    expect(rows).toHaveLength(3);
  });
});

describe('problems of the format test', () => {
  it('shows a check beside its property, and marks a Twig problem in its part and line', () => {
    const check = {
      message: 'The BOM does not fit the encoding.',
      property_path: 'format.csv.bom',
      part: null,
      line: null,
    };
    expect(readProblem(check)).toEqual({
      text: 'format.csv.bom: The BOM does not fit the encoding.',
      message: 'The BOM does not fit the encoding.',
      path: 'format.csv.bom',
      part: null,
      line: null,
    });
    const rendering = {
      message: 'Ligne 3 : Dans le pied : …',
      property_path: null,
      part: 'footer' as const,
      line: 2,
    };
    expect(readProblem(rendering)).toMatchObject({
      text: 'Ligne 3 : Dans le pied : …',
      path: null,
      part: 'footer',
      line: 2,
    });
    // A line without a template to mark is not marked.
    expect(readProblem({ message: 'x', property_path: null, part: null, line: 4 }).line).toBeNull();
  });
});
