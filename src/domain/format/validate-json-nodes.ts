/**
 * Rules of the json_nodes tree: ids unique, parents that exist, no cycles, known node types,
 * column nodes holding a column reference, keys where an object needs them. Whether the named
 * column exists is not a rule of the write (a template is built in any order): see
 * `formatColumnReferences` in column-reference.ts.
 */
import type { ViolationItem } from '../errors.ts';
import { referencedColumn } from './column-reference.ts';
import { placeNodes } from './json-node-tree.ts';
import { JSON_NODE_TYPES } from './options.ts';

const CONTAINERS = new Set(['object', 'array']);

export function validateJsonNodes(nodes: unknown, path: string): ViolationItem[] {
  if (nodes === null || nodes === undefined) return [];
  if (!Array.isArray(nodes))
    return [{ property_path: path, invalid_value: nodes, message: 'This value should be an array.' }];
  const violations: ViolationItem[] = [];
  const add = (property_path: string, invalid_value: unknown, message: string) =>
    violations.push({ property_path, invalid_value: invalid_value ?? null, message });
  nodes.forEach((node, i) => {
    if (typeof node !== 'object' || node === null) add(`${path}[${i}]`, node, 'A node should be an object.');
  });

  const placed = placeNodes(nodes, path);
  const byId = new Map<string, (typeof placed)[number]>();
  for (const { node, path: at, parentId } of placed) {
    if (typeof node.id !== 'string' || node.id === '')
      add(`${at}.id`, node.id, 'This value should not be blank.');
    else if (byId.has(node.id)) add(`${at}.id`, node.id, 'This id is used by another node.');
    else byId.set(node.id, placed.find((p) => p.node === node)!);
    if (!(JSON_NODE_TYPES as readonly unknown[]).includes(node.type)) {
      add(`${at}.type`, node.type, `The value should be one of: ${JSON_NODE_TYPES.join(', ')}.`);
    }
    if (node.position != null && !Number.isInteger(node.position)) {
      add(`${at}.position`, node.position, 'This value should be an integer.');
    }
    if (node.omit_if_empty != null && typeof node.omit_if_empty !== 'boolean') {
      add(`${at}.omit_if_empty`, node.omit_if_empty, 'This value should be a boolean.');
    }
    if (node.key != null && typeof node.key !== 'string')
      add(`${at}.key`, node.key, 'This value should be a string.');
    if (Array.isArray(node.children) && node.children.length > 0 && !CONTAINERS.has(node.type)) {
      add(`${at}.children`, null, 'Only object and array nodes may have children.');
    }
    if (node.type === 'column' && referencedColumn(node.value) === null) {
      add(`${at}.value`, node.value ?? null, 'A column node should reference a column.');
    }
    if (parentId !== null && node.parent_id != null && node.parent_id !== parentId) {
      add(`${at}.parent_id`, node.parent_id, 'A nested node should not name another parent.');
    }
  }

  for (const { node, path: at, parentId } of placed) {
    if (parentId === null) continue;
    const parent = byId.get(parentId);
    if (!parent) add(`${at}.parent_id`, parentId, 'No node has this id.');
    else if (!CONTAINERS.has(parent.node.type))
      add(`${at}.parent_id`, parentId, 'The parent should be an object or an array.');
    else if (parent.node.type === 'object' && !hasKey(node))
      add(`${at}.key`, node.key ?? null, 'A member of an object needs a key.');
  }
  violations.push(...cycles(placed, byId));
  if (placed.length > 0 && !placed.some((p) => p.parentId === null)) {
    add(path, null, 'The tree needs a root node (without parent).');
  }
  const roots = placed.filter((p) => p.parentId === null);
  if (roots.length > 1) {
    for (const root of roots)
      if (!hasKey(root.node))
        add(`${root.path}.key`, null, 'Several roots form an object: each needs a key.');
  }
  return violations;
}

/** A key, or a column node that falls back to its technical name. */
function hasKey(node: { key?: unknown; type: string; value?: unknown }): boolean {
  return (
    (typeof node.key === 'string' && node.key !== '') ||
    (node.type === 'column' && referencedColumn(node.value) !== null)
  );
}

/** Nodes whose parent chain comes back to themselves (only possible through parent_id). */
function cycles(
  placed: ReturnType<typeof placeNodes>,
  byId: Map<string, ReturnType<typeof placeNodes>[number]>,
) {
  const found: ViolationItem[] = [];
  for (const start of placed) {
    const seen = new Set<unknown>([start.node]);
    let parentId = start.parentId;
    while (parentId !== null) {
      const parent = byId.get(parentId);
      if (!parent) break;
      if (parent.node === start.node) {
        found.push({
          property_path: `${start.path}.parent_id`,
          invalid_value: start.node.parent_id ?? null,
          message: 'The node is its own ancestor.',
        });
        break;
      }
      if (seen.has(parent.node)) break;
      seen.add(parent.node);
      parentId = parent.parentId;
    }
  }
  return found;
}
