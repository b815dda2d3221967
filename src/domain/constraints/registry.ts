/**
 * The validation functions, collected from `functions/`: adding a function is adding one file named
 * after its stable name that exports `definition`. Loaded once, at import, with top-level await.
 */
import { readdirSync } from 'node:fs';
import type { ArgumentSpec, ConstraintDefinition } from './definition.ts';

const folder = new URL('./functions/', import.meta.url);
const files = readdirSync(folder)
  .filter((file) => /\.(ts|js)$/.test(file) && !file.endsWith('.d.ts'))
  .sort();

const byName = new Map<string, ConstraintDefinition>();
const byId = new Map<string, ConstraintDefinition>();

for (const file of files) {
  const module = (await import(new URL(file, folder).href)) as { definition?: ConstraintDefinition };
  const definition = module.definition;
  // A misnamed or duplicated function is a programming error: fail at startup, not on a request.
  if (!definition || `${definition.name}.${file.split('.').pop()}` !== file) {
    throw new Error(`functions/${file} must export a definition named after the file`);
  }
  const id = definition.id.toLowerCase();
  if (byId.has(id)) throw new Error(`functions/${file} reuses the id ${definition.id}`);
  byName.set(definition.name, definition);
  byId.set(id, definition);
}

/** A function by its stable name or its UUID (any case), or undefined. */
export function findConstraintFunction(nameOrId: string): ConstraintDefinition | undefined {
  const key = nameOrId.trim();
  return byName.get(key) ?? byId.get(key.toLowerCase());
}

/** One entry of `GET /constraint-functions`. */
export interface ConstraintFunctionEntry {
  name: string;
  id: string;
  group: string;
  description: string;
  arguments: ArgumentSpec[];
  /** True for rules judged over the whole dataset (is_unique_key, lookup). */
  dataset: boolean;
  default_label: string;
  /** Whether an empty cell passes without being checked. */
  skips_empty: boolean;
}

export function listConstraintFunctions(): ConstraintFunctionEntry[] {
  return [...byName.values()].map((definition) => ({
    name: definition.name,
    id: definition.id,
    group: definition.group,
    description: definition.description,
    arguments: definition.arguments.map((argument) => ({ ...argument })),
    dataset: definition.kind === 'dataset',
    default_label: definition.defaultLabel,
    skips_empty: definition.skipsEmpty,
  }));
}
