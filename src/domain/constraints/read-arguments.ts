/**
 * Reads a constraint's name/value arguments against its function's argument list: unknown or
 * repeated names, blank or missing required values, and each value's parser. Every problem is
 * collected, so a receiver fixes them all in one go.
 */
import type { ViolationItem } from '../errors.ts';
import { parseArgument } from './argument-parsers.ts';
import type { KnownColumns } from './column-reference.ts';
import type { ArgumentSpec, ConstraintDefinition } from './definition.ts';

/** One argument as stored on a constraint. */
export interface ConstraintArgument {
  name: string;
  value: string | null;
}

export const BLANK = 'This value should not be blank.';

/**
 * Characters in one argument, checked before its parser reads it: room for a list of a few
 * thousand codes, while no parser (lists, column lists, lookup conditions) gets a text large
 * enough to be slow. Regular expressions and wildcard patterns have tighter bounds of their own.
 */
export const MAX_ARGUMENT_LENGTH = 20_000;

const tooLong = (value: string) =>
  `Arguments are limited to ${MAX_ARGUMENT_LENGTH.toLocaleString('en-US')} characters ` +
  `(this one has ${value.length.toLocaleString('en-US')}).`;

export interface ReadArguments {
  violations: ViolationItem[];
  /** Parsed values by argument name; absent optional arguments are missing. */
  parsed: Record<string, unknown>;
  /** Values as written, for labels; every argument of the function has an entry ('' when absent). */
  raw: Map<string, string>;
  /** Position in the request of each named argument, for property paths. */
  indexOf: Map<string, number>;
}

function isBlank(value: string | null, spec: ArgumentSpec): boolean {
  if (value === null) return true;
  // A text argument of spaces is meaningful (not_contains " "); other types ignore surrounding space.
  return spec.type === 'text' ? value === '' : value.trim() === '';
}

export function readArguments(
  definition: ConstraintDefinition,
  args: readonly ConstraintArgument[],
  targetColumns: KnownColumns,
): ReadArguments {
  const violations: ViolationItem[] = [];
  const parsed: Record<string, unknown> = {};
  const indexOf = new Map<string, number>();
  const raw = new Map<string, string>(definition.arguments.map((spec) => [spec.name, '']));
  const known = definition.arguments.map((spec) => spec.name).join(', ') || 'none';

  for (const [i, argument] of args.entries()) {
    const at = (field: 'name' | 'value', message: string) => {
      const invalid_value = field === 'name' ? argument.name : argument.value;
      violations.push({ property_path: `arguments[${i}].${field}`, invalid_value, message });
    };
    const spec = definition.arguments.find((candidate) => candidate.name === argument.name);
    if (!spec) {
      at('name', `${definition.name} has no argument "${argument.name}" (its arguments: ${known}).`);
      continue;
    }
    if (indexOf.has(spec.name)) {
      at('name', `The argument "${spec.name}" is given twice.`);
      continue;
    }
    indexOf.set(spec.name, i);
    if (isBlank(argument.value, spec)) {
      if (spec.required) at('value', BLANK);
      continue;
    }
    if (argument.value!.length > MAX_ARGUMENT_LENGTH) {
      at('value', tooLong(argument.value!));
      continue;
    }
    const result = parseArgument(argument.value!, spec, targetColumns);
    if (!result.ok) {
      at('value', result.message);
      continue;
    }
    parsed[spec.name] = result.value;
    raw.set(spec.name, argument.value!);
  }

  for (const spec of definition.arguments) {
    if (spec.required && !indexOf.has(spec.name)) {
      violations.push({
        property_path: 'arguments',
        invalid_value: null,
        message: `The argument "${spec.name}" is required by ${definition.name}.`,
      });
    }
  }
  return { violations, parsed, raw, indexOf };
}
