/**
 * The target columns a constraint's arguments name (`#(x)` in column, columns, country and lookup
 * conditions arguments), each with the argument it stands in: what a template's check of dangling
 * references needs, once the constraint has been written without them being resolved.
 */
import { type CountryArgument, parseArgument } from './argument-parsers.ts';
import type { ArgumentType } from './definition.ts';
import type { LookupCondition } from './lookup-conditions.ts';
import type { ConstraintArgument } from './read-arguments.ts';
import { findConstraintFunction } from './registry.ts';

export interface ArgumentReference {
  /** Position of the argument in the constraint's `arguments`. */
  argument: number;
  /** The technical name it names. */
  name: string;
}

/** In order of the arguments, each name once per argument; arguments that do not parse name nothing. */
export function constraintColumnReferences(
  fnNameOrId: string,
  args: readonly ConstraintArgument[],
): ArgumentReference[] {
  const definition = findConstraintFunction(fnNameOrId);
  if (!definition) return [];
  return args.flatMap((argument, i) => {
    const spec = definition.arguments.find((candidate) => candidate.name === argument.name);
    if (!spec || argument.value === null) return [];
    const parsed = parseArgument(argument.value, spec, null);
    if (!parsed.ok) return [];
    return [...new Set(namesIn(spec.type, parsed.value))].map((name) => ({ argument: i, name }));
  });
}

function namesIn(type: ArgumentType, value: unknown): string[] {
  switch (type) {
    case 'column':
      return [value as string];
    case 'columns':
      return value as string[];
    case 'country': {
      const country = value as CountryArgument;
      return 'column' in country ? [country.column] : [];
    }
    case 'lookup_conditions':
      return (value as LookupCondition[]).flatMap((c) =>
        'currentRowColumn' in c ? [c.column, c.currentRowColumn] : [c.column],
      );
    default:
      return [];
  }
}
