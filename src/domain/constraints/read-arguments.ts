/**
 * Reads a constraint's name/value arguments against its function's argument list: unknown or
 * repeated names, blank or missing required values, and each value's parser. Every problem is
 * collected, so a receiver fixes them all in one go.
 */
import type { ViolationItem } from '../errors.ts';
import { type Phrase, phrase } from '../messages/index.ts';
import { BLANK_VALUE, problemAt } from '../validation.ts';
import { parseArgument } from './argument-parsers.ts';
import type { KnownColumns } from './column-reference.ts';
import type { ArgumentSpec, ConstraintDefinition } from './definition.ts';

/** One argument as stored on a constraint. */
export interface ConstraintArgument {
  name: string;
  value: string | null;
}

/**
 * Characters in one argument, checked before its parser reads it: room for a list of a few
 * thousand codes, while no parser (lists, column lists, lookup conditions) gets a text large
 * enough to be slow. Regular expressions and wildcard patterns have tighter bounds of their own.
 */
export const MAX_ARGUMENT_LENGTH = 20_000;

const tooLong = (value: string) =>
  phrase('violation.field.argument_too_long', { max: MAX_ARGUMENT_LENGTH, length: value.length });

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
  const known = definition.arguments.map((spec) => spec.name).join(', ');

  for (const [i, argument] of args.entries()) {
    const at = (field: 'name' | 'value', problem: Phrase) => {
      const invalid_value = field === 'name' ? argument.name : argument.value;
      violations.push(problemAt(`arguments[${i}].${field}`, invalid_value, problem));
    };
    const spec = definition.arguments.find((candidate) => candidate.name === argument.name);
    if (!spec) {
      const values = { fn: definition.name, name: argument.name };
      at(
        'name',
        known
          ? phrase('violation.field.argument_unknown', { ...values, known })
          : phrase('violation.field.argument_unknown_none', values),
      );
      continue;
    }
    if (indexOf.has(spec.name)) {
      at('name', phrase('violation.field.argument_twice', { name: spec.name }));
      continue;
    }
    indexOf.set(spec.name, i);
    if (isBlank(argument.value, spec)) {
      if (spec.required) at('value', BLANK_VALUE);
      continue;
    }
    if (argument.value!.length > MAX_ARGUMENT_LENGTH) {
      at('value', tooLong(argument.value!));
      continue;
    }
    const result = parseArgument(argument.value!, spec, targetColumns);
    if (!result.ok) {
      at('value', result.problem);
      continue;
    }
    parsed[spec.name] = result.value;
    raw.set(spec.name, argument.value!);
  }

  for (const spec of definition.arguments) {
    if (spec.required && !indexOf.has(spec.name)) {
      violations.push(
        problemAt(
          'arguments',
          null,
          phrase('violation.field.argument_required', { name: spec.name, fn: definition.name }),
        ),
      );
    }
  }
  return { violations, parsed, raw, indexOf };
}
