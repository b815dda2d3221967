/**
 * Rules of a column write (create or partial update) beyond the route schema: required names,
 * technical_name unique in the template, the type object, user_metadata names, and conditions
 * parsed and stored in canonical form. A `#(x)` in the conditions may name a column created
 * later: dangling-references.ts reports it when the template is used.
 */
import { checkConditionSyntax, serializeConditions } from '../../domain/conditions/index.ts';
import type { ViolationItem } from '../../domain/errors.ts';
import { type Phrase, phrase } from '../../domain/messages/index.ts';
import { validateColumnType } from '../../domain/types/column-type.ts';
import { notBlank, problemAt } from '../../domain/validation.ts';
import type { ColumnWrite } from '../../store/templates/columns.ts';
import { checkUserMetadata, storedUserMetadata } from './user-metadata.ts';

/** The body of `POST /template/{handle}/column` and `PUT …/column/{id}`, after the route schema. */
export interface ColumnInput {
  position?: number | null;
  technical_name?: string | null;
  pretty_name?: string | null;
  description?: string | null;
  type?: Record<string, unknown> | null;
  uniqueness?: boolean | null;
  importance?: 'required' | 'conditional' | 'optional' | null;
  matchable_with_ai?: boolean | null;
  hidden?: boolean | null;
  user_metadata?: { name: string; value?: string | null }[] | null;
  conditions?: string | null;
}

/**
 * `otherNames` are the technical names of the template's other columns; `currentName` the column's
 * own name before this write (undefined on creation). Position is left to the caller.
 */
export function readColumnInput(
  input: ColumnInput,
  otherNames: readonly string[],
  currentName: string | undefined,
  /** The violations of `input.type`, when the caller had them checked (see column-type-check.ts). */
  typeViolations?: readonly ViolationItem[],
): { write: ColumnWrite; violations: ViolationItem[] } {
  const creating = currentName === undefined;
  const violations: ViolationItem[] = [];
  const add = (property_path: string, invalid_value: unknown, problem: Phrase | string) =>
    violations.push(problemAt(property_path, invalid_value, problem));
  const write: ColumnWrite = {};

  for (const field of ['technical_name', 'pretty_name'] as const) {
    if (!creating && input[field] === undefined) continue;
    const problem = notBlank(input[field]);
    if (problem) add(field, input[field], problem);
    else write[field] = input[field]!;
  }
  if (write.technical_name !== undefined && otherNames.includes(write.technical_name)) {
    add('technical_name', write.technical_name, phrase('violation.field.technical_name_taken'));
  }
  if (creating || input.type !== undefined) {
    if (input.type === null || input.type === undefined)
      add('type', input.type, phrase('violation.field.blank'));
    else {
      violations.push(...(typeViolations ?? validateColumnType(input.type)));
      write.type = input.type;
    }
  }
  if (input.user_metadata !== undefined) {
    const items = storedUserMetadata(input.user_metadata ?? []);
    violations.push(...checkUserMetadata(items));
    write.user_metadata = items;
  }
  if (input.conditions !== undefined) {
    const check = checkConditionSyntax(input.conditions);
    violations.push(...check.violations);
    const canonical = serializeConditions(check.expr);
    write.conditions = canonical === '' ? null : canonical;
  }
  if (input.description !== undefined) write.description = input.description;
  if (input.importance !== undefined) write.importance = input.importance ?? 'optional';
  if (input.uniqueness !== undefined) write.uniqueness = input.uniqueness ?? false;
  if (input.matchable_with_ai !== undefined) write.matchable_with_ai = input.matchable_with_ai ?? false;
  if (input.hidden !== undefined) write.hidden = input.hidden ?? false;
  return { write, violations };
}
