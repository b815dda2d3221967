/** Column references in formats: `#(price)` as in the condition DSL, or the bare technical name. */
import { placeNodes } from './json-node-tree.ts';

/** The technical name a reference points to; null when it is not a string or is blank. */
export function referencedColumn(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const match = /^#\((.*)\)$/s.exec(value.trim());
  const name = match ? match[1]! : value.trim();
  return name === '' ? null : name;
}

/** A column named by a format, and where: `format.json.json_nodes[3].value`. */
export interface FormatReference {
  property_path: string;
  /** The reference as written. */
  value: string;
  /** The technical name it points to. */
  name: string;
}

/**
 * Every column a format names, in the order of its json_nodes (depth first). Twig templates are
 * left out: their variables are names, not `#()` references.
 */
export function formatColumnReferences(format: unknown): FormatReference[] {
  const json = isObject(format) && isObject(format.json) ? format.json : null;
  if (!json || !Array.isArray(json.json_nodes)) return [];
  return placeNodes(json.json_nodes, 'format.json.json_nodes').flatMap(({ node, path }) => {
    const name = node.type === 'column' ? referencedColumn(node.value) : null;
    return name === null ? [] : [{ property_path: `${path}.value`, value: String(node.value), name }];
  });
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
