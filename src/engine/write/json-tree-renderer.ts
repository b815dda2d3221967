/**
 * Renders the json_nodes tree for one row, straight to JSON text. A node renders to undefined when
 * it is left out: `omit_if_empty` on an empty value (`""`, null, `{}`, `[]`), or an empty column
 * when export_empty_values is false.
 */
import { referencedColumn } from '../../domain/format/column-reference.ts';
import type { JsonTreeNode } from '../../domain/format/json-node-tree.ts';

export interface RowValues {
  values: string[];
  indexOf: Map<string, number>;
  exportEmpty: boolean;
  /** JSON text of the value of the column at an index. */
  jsonValue(value: string, index: number): string;
}

const EMPTY = new Set(['""', 'null', '{}', '[]']);

function renderNode(node: JsonTreeNode, row: RowValues): string | undefined {
  let text: string;
  if (node.type === 'column') {
    const index = row.indexOf.get(referencedColumn(node.value) ?? '') ?? -1;
    const value = row.values[index] ?? '';
    if (value === '' && !row.exportEmpty) return undefined;
    text = index < 0 ? '""' : row.jsonValue(value, index);
  } else if (node.type === 'value') {
    text = JSON.stringify(node.value ?? null);
  } else if (node.type === 'array') {
    const items = node.children.map((child) => renderNode(child, row)).filter((t) => t !== undefined);
    text = `[${items.join(',')}]`;
  } else {
    text = renderMembers(node.children, row);
  }
  return node.omitIfEmpty && EMPTY.has(text) ? undefined : text;
}

/** An object from keyed nodes; a column node without a key uses its technical name. */
function renderMembers(nodes: JsonTreeNode[], row: RowValues): string {
  const members: string[] = [];
  for (const child of nodes) {
    const text = renderNode(child, row);
    if (text === undefined) continue;
    const key = child.key ?? referencedColumn(child.value) ?? '';
    members.push(`${JSON.stringify(key)}:${text}`);
  }
  return `{${members.join(',')}}`;
}

/**
 * One row's element. A single object, array or value root without a key is the element itself
 * (`null` when left out); otherwise the roots are the members of an object (a column root without
 * a key is keyed by its technical name).
 */
export function renderJsonTree(roots: JsonTreeNode[], row: RowValues): string {
  if (roots.length === 1 && roots[0]!.key === null && roots[0]!.type !== 'column') {
    return renderNode(roots[0]!, row) ?? 'null';
  }
  return renderMembers(roots, row);
}
