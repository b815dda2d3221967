/**
 * The operators, built from ./operators/: every file there is one operator, so adding an
 * operator means adding one file. A file's name is its operator's name in kebab case
 * (`not-contained-in.ts` holds NOT_CONTAINED_IN), which the loader checks.
 */
import { readdirSync } from 'node:fs';
import type { ConditionOperator } from './operator.ts';

/** Loads every operator file of a folder; exported so the loader's own checks can be tested. */
export async function loadOperators(folder: URL): Promise<ReadonlyMap<string, ConditionOperator>> {
  const files = readdirSync(folder)
    .filter((file) => /^[a-z0-9-]+\.(ts|js)$/.test(file))
    .sort();
  const loaded = new Map<string, ConditionOperator>();
  for (const file of files) {
    const operator = ((await import(new URL(file, folder).href)) as { default: ConditionOperator }).default;
    const expectedFile = operator.name.toLowerCase().replaceAll('_', '-');
    if (file.replace(/\.(ts|js)$/, '') !== expectedFile) {
      throw new Error(
        `operators/${file} exports ${operator.name}; it belongs in operators/${expectedFile}.ts`,
      );
    }
    if (operator.arity !== 'unary' && operator.arity !== 'binary') {
      throw new Error(`operators/${file}: arity must be unary or binary`);
    }
    loaded.set(operator.name, operator);
  }
  return loaded;
}

/** Every operator by its upper-case name. */
export const operators: ReadonlyMap<string, ConditionOperator> = await loadOperators(
  new URL('./operators/', import.meta.url),
);

/** The operator of that name, any case; undefined when unknown. */
export function findOperator(name: string): ConditionOperator | undefined {
  return operators.get(name) ?? operators.get(name.toUpperCase());
}
