/**
 * `json_nodes` as the editor holds them: a nested tree, each node with a stable id. The server
 * accepts nodes nested (`children`) or flat (`parent_id`) and orders siblings by `position`; the
 * editor reads both and writes nested nodes whose positions are their order.
 */
import type { components } from '../../../../../shared/api-types.ts';

type JsonNode = components['schemas']['JsonNode'];
export type NodeType = JsonNode['type'];
export const NODE_TYPES: NodeType[] = ['object', 'array', 'column', 'value'];

export interface TreeNode {
  id: string;
  key: string;
  type: NodeType;
  /** The column's technical name (`column`) or the literal text (`value`). */
  value: string;
  omitIfEmpty: boolean;
  children: TreeNode[];
}

export const holdsChildren = (node: TreeNode) => node.type === 'object' || node.type === 'array';

/** The technical name of `#(name)` or a bare name. */
function columnName(value: unknown): string {
  if (typeof value !== 'string') return '';
  const match = /^#\((.*)\)$/s.exec(value.trim());
  return match ? match[1]! : value.trim();
}

export function fromJsonNodes(nodes: JsonNode[]): TreeNode[] {
  const flat: { node: JsonNode; parent: string | null; order: number }[] = [];
  const visit = (list: JsonNode[], parent: string | null) =>
    list.forEach((node) => {
      flat.push({ node, parent: parent ?? node.parent_id ?? null, order: flat.length });
      if (node.children) visit(node.children, node.id);
    });
  visit(nodes, null);
  const build = (parent: string | null): TreeNode[] =>
    flat
      .filter((entry) => entry.parent === parent)
      .sort((a, b) => (a.node.position ?? 0) - (b.node.position ?? 0) || a.order - b.order)
      .map(({ node }) => ({
        id: node.id,
        key: node.key ?? '',
        type: node.type,
        value: node.type === 'column' ? columnName(node.value) : node.value == null ? '' : String(node.value),
        omitIfEmpty: node.omit_if_empty === true,
        children: node.type === 'object' || node.type === 'array' ? build(node.id) : [],
      }));
  return build(null);
}

export function toJsonNodes(nodes: TreeNode[], parent: string | null = null): JsonNode[] {
  return nodes.map((node, position) => ({
    id: node.id,
    parent_id: parent,
    position,
    omit_if_empty: node.omitIfEmpty,
    key: node.key === '' ? null : node.key,
    type: node.type,
    value: node.type === 'column' ? `#(${node.value})` : node.type === 'value' ? node.value : null,
    children: holdsChildren(node) ? toJsonNodes(node.children, node.id) : [],
  }));
}

export function newNodeId(): string {
  return crypto.randomUUID();
}

/** The tree a flat row object stands for: one column node per column. */
export function flatTree(columns: string[]): TreeNode[] {
  return columns.map((name) => ({
    id: newNodeId(),
    key: name,
    type: 'column',
    value: name,
    omitIfEmpty: false,
    children: [],
  }));
}

/** Where a node stands: its siblings list and index, and its parent (null at the top). */
export interface Place {
  siblings: TreeNode[];
  index: number;
  parent: TreeNode | null;
}

export function findPlace(nodes: TreeNode[], id: string, parent: TreeNode | null = null): Place | null {
  for (const [index, node] of nodes.entries()) {
    if (node.id === id) return { siblings: nodes, index, parent };
    const inside = findPlace(node.children, id, node);
    if (inside) return inside;
  }
  return null;
}

/** A copy of the tree where `change` has edited the copy of every node list. */
function edited(nodes: TreeNode[], change: (list: TreeNode[]) => TreeNode[]): TreeNode[] {
  const copy = (list: TreeNode[]): TreeNode[] =>
    change(list.map((node) => ({ ...node, children: copy(node.children) })));
  return copy(nodes);
}

export function updateNode(nodes: TreeNode[], id: string, patch: Partial<TreeNode>): TreeNode[] {
  return edited(nodes, (list) => list.map((node) => (node.id === id ? { ...node, ...patch } : node)));
}

export function removeNode(nodes: TreeNode[], id: string): TreeNode[] {
  return edited(nodes, (list) => list.filter((node) => node.id !== id));
}

/** Moves a node one place up (-1) or down (+1) among its siblings. */
export function moveNode(nodes: TreeNode[], id: string, by: -1 | 1): TreeNode[] {
  return edited(nodes, (list) => {
    const index = list.findIndex((node) => node.id === id);
    const to = index + by;
    if (index < 0 || to < 0 || to >= list.length) return list;
    const moved = [...list];
    [moved[index], moved[to]] = [moved[to]!, moved[index]!];
    return moved;
  });
}

/** Adds `added` as the last child of `parentId`, or at the top level when it is null. */
export function addChild(nodes: TreeNode[], parentId: string | null, added: TreeNode): TreeNode[] {
  if (parentId === null) return [...edited(nodes, (list) => list), added];
  return edited(nodes, (list) =>
    list.map((node) => (node.id === parentId ? { ...node, children: [...node.children, added] } : node)),
  );
}

/** Adds `added` just after `id`, among its siblings. */
export function addSibling(nodes: TreeNode[], id: string, added: TreeNode): TreeNode[] {
  return edited(nodes, (list) => {
    const index = list.findIndex((node) => node.id === id);
    return index < 0 ? list : [...list.slice(0, index + 1), added, ...list.slice(index + 1)];
  });
}

/** The nodes in the order a tree view shows them, with their depth, skipping collapsed ones' children. */
export function visibleNodes(
  nodes: TreeNode[],
  collapsed: Set<string>,
  level = 1,
  parent: TreeNode | null = null,
): { node: TreeNode; level: number; parent: TreeNode | null; setSize: number; posInSet: number }[] {
  return nodes.flatMap((node, index) => [
    { node, level, parent, setSize: nodes.length, posInSet: index + 1 },
    ...(holdsChildren(node) && !collapsed.has(node.id)
      ? visibleNodes(node.children, collapsed, level + 1, node)
      : []),
  ]);
}
