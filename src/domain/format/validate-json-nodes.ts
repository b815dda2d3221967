/**
 * Rules of the json_nodes tree: ids unique, parents that exist, no cycles, known node types,
 * column nodes holding a column reference, keys where an object needs them. Whether the named
 * column exists is not a rule of the write (a template is built in any order): see
 * `formatColumnReferences` in column-reference.ts.
 */
import { type ViolationItem, violationOf } from '../errors.ts';
import { type Phrase, phrase } from '../messages/index.ts';
import { referencedColumn } from './column-reference.ts';
import { placeNodes } from './json-node-tree.ts';
import { JSON_NODE_TYPES } from './options.ts';

const CONTAINERS = new Set(['object', 'array']);

export function validateJsonNodes(nodes: unknown, path: string): ViolationItem[] {
  if (nodes === null || nodes === undefined) return [];
  if (!Array.isArray(nodes)) return [violationOf(path, nodes, phrase('violation.field.array'))];
  const violations: ViolationItem[] = [];
  const add = (property_path: string, invalid_value: unknown, said: Phrase) =>
    violations.push(violationOf(property_path, invalid_value, said));
  nodes.forEach((node, i) => {
    if (typeof node !== 'object' || node === null)
      add(`${path}[${i}]`, node, phrase('violation.field.json_node.object'));
  });

  const placed = placeNodes(nodes, path);
  const byId = new Map<string, (typeof placed)[number]>();
  for (const { node, path: at, parentId } of placed) {
    if (typeof node.id !== 'string' || node.id === '')
      add(`${at}.id`, node.id, phrase('violation.field.blank'));
    else if (byId.has(node.id)) add(`${at}.id`, node.id, phrase('violation.field.json_node.id_taken'));
    else byId.set(node.id, placed.find((p) => p.node === node)!);
    if (!(JSON_NODE_TYPES as readonly unknown[]).includes(node.type)) {
      add(
        `${at}.type`,
        node.type,
        phrase('violation.field.json_node.type', { values: JSON_NODE_TYPES.join(', ') }),
      );
    }
    if (node.position != null && !Number.isInteger(node.position)) {
      add(`${at}.position`, node.position, phrase('violation.field.integer'));
    }
    if (node.omit_if_empty != null && typeof node.omit_if_empty !== 'boolean') {
      add(`${at}.omit_if_empty`, node.omit_if_empty, phrase('violation.field.boolean'));
    }
    if (node.key != null && typeof node.key !== 'string')
      add(`${at}.key`, node.key, phrase('violation.field.string'));
    if (Array.isArray(node.children) && node.children.length > 0 && !CONTAINERS.has(node.type)) {
      add(`${at}.children`, null, phrase('violation.field.json_node.children'));
    }
    if (node.type === 'column' && referencedColumn(node.value) === null) {
      add(`${at}.value`, node.value ?? null, phrase('violation.field.json_node.column'));
    }
    if (parentId !== null && node.parent_id != null && node.parent_id !== parentId) {
      add(`${at}.parent_id`, node.parent_id, phrase('violation.field.json_node.other_parent'));
    }
  }

  for (const { node, path: at, parentId } of placed) {
    if (parentId === null) continue;
    const parent = byId.get(parentId);
    if (!parent) add(`${at}.parent_id`, parentId, phrase('violation.field.json_node.no_parent'));
    else if (!CONTAINERS.has(parent.node.type))
      add(`${at}.parent_id`, parentId, phrase('violation.field.json_node.parent_kind'));
    else if (parent.node.type === 'object' && !hasKey(node))
      add(`${at}.key`, node.key ?? null, phrase('violation.field.json_node.key'));
  }
  violations.push(...cycles(placed, byId));
  if (placed.length > 0 && !placed.some((p) => p.parentId === null)) {
    add(path, null, phrase('violation.field.json_node.root'));
  }
  const roots = placed.filter((p) => p.parentId === null);
  if (roots.length > 1) {
    for (const root of roots)
      if (!hasKey(root.node)) add(`${root.path}.key`, null, phrase('violation.field.json_node.root_keys'));
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
        found.push(
          violationOf(
            `${start.path}.parent_id`,
            start.node.parent_id,
            phrase('violation.field.json_node.cycle'),
          ),
        );
        break;
      }
      if (seen.has(parent.node)) break;
      seen.add(parent.node);
      parentId = parent.parentId;
    }
  }
  return found;
}
