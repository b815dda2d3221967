/**
 * json_nodes as one tree. Nodes arrive nested (`children`), flat (`parent_id`), or both; this
 * gathers them, links each to its parent and orders siblings by `position`. Validation
 * (validate-json-nodes.ts) reports what is wrong; `buildJsonTree` assumes it passed.
 */
import type { JsonNodeInput } from './json-node-schema.ts';

/** A node as received, with where it was found (for violation paths) and its effective parent. */
export interface PlacedNode {
  node: JsonNodeInput;
  path: string;
  parentId: string | null;
}

/** Every node of the forest, depth first, with its path and parent (nesting wins over parent_id). */
export function placeNodes(nodes: unknown[], basePath: string): PlacedNode[] {
  const placed: PlacedNode[] = [];
  const visit = (list: unknown[], path: string, nestedParent: string | null) => {
    list.forEach((raw, index) => {
      if (typeof raw !== 'object' || raw === null) return;
      const node = raw as JsonNodeInput;
      const nodePath = `${path}[${index}]`;
      const parentId = nestedParent ?? (typeof node.parent_id === 'string' ? node.parent_id : null);
      placed.push({ node, path: nodePath, parentId });
      if (Array.isArray(node.children)) visit(node.children, `${nodePath}.children`, String(node.id));
    });
  };
  visit(nodes, basePath, null);
  return placed;
}

/** A node ready to render: children resolved and ordered. */
export interface JsonTreeNode {
  key: string | null;
  type: 'object' | 'array' | 'column' | 'value';
  value: unknown;
  omitIfEmpty: boolean;
  children: JsonTreeNode[];
}

/** The roots of a validated json_nodes forest, in position order. */
export function buildJsonTree(nodes: JsonNodeInput[]): JsonTreeNode[] {
  const placed = placeNodes(nodes, '');
  const byParent = new Map<string | null, PlacedNode[]>();
  for (const entry of placed) {
    const siblings = byParent.get(entry.parentId) ?? [];
    siblings.push(entry);
    byParent.set(entry.parentId, siblings);
  }
  const build = (parentId: string | null): JsonTreeNode[] =>
    (byParent.get(parentId) ?? [])
      .map((entry, order) => ({ entry, order }))
      .sort((a, b) => (a.entry.node.position ?? 0) - (b.entry.node.position ?? 0) || a.order - b.order)
      .map(({ entry: { node } }) => ({
        key: node.key ?? null,
        type: node.type as JsonTreeNode['type'],
        value: node.value,
        omitIfEmpty: node.omit_if_empty === true,
        children: node.type === 'object' || node.type === 'array' ? build(node.id) : [],
      }));
  return build(null);
}
