import { readdirSync } from 'node:fs';
import type { ColumnTypeDefinition } from './definition/column-type-definition.ts';

/**
 * Every column type, loaded from the files beside this one: each top-level module except this
 * registry and column-type.ts exports one `columnType`. Adding a type is adding one file.
 */
const NOT_TYPES = new Set(['registry', 'column-type']);
const MODULE = /^([a-z-]+)\.(ts|js)$/;

const definitions = new Map<string, ColumnTypeDefinition>();
for (const file of readdirSync(import.meta.dirname).sort()) {
  const match = MODULE.exec(file);
  if (!match || NOT_TYPES.has(match[1]!) || file.endsWith('.d.ts')) continue;
  const module = (await import(new URL(file, import.meta.url).href)) as { columnType?: ColumnTypeDefinition };
  // A file without its export is a programming error: fail at start-up, not on the first import.
  if (!module.columnType) throw new Error(`src/domain/types/${file} does not export columnType`);
  definitions.set(module.columnType.name, module.columnType);
}

/** Names of every column type, as `type.type` accepts them. */
export const COLUMN_TYPE_NAMES: readonly string[] = [...definitions.keys()].sort();

/** The definition of a column type by name, or undefined. */
export function getColumnType(name: string): ColumnTypeDefinition | undefined {
  return definitions.get(name);
}

/** Every definition, by name. */
export function allColumnTypes(): readonly ColumnTypeDefinition[] {
  return COLUMN_TYPE_NAMES.map((name) => definitions.get(name)!);
}
