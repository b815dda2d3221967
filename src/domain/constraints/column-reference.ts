/** Constraint arguments point at target columns in the condition DSL's form, `#(technical_name)`. */
import { type Phrase, phrase } from '../messages/index.ts';

const TARGET_REFERENCE = /^#\((.+)\)$/s;

/** The technical name inside `#(…)`, or null when the text is not a target column reference. */
export function parseTargetReference(text: string): string | null {
  const match = TARGET_REFERENCE.exec(text.trim());
  const name = match?.[1]?.trim();
  return name ? name : null;
}

/**
 * The template's technical names, or null where references are not resolved: a constraint is
 * written before the columns it names may exist (DESIGN §6), and only the run needs them.
 */
export type KnownColumns = readonly string[] | null;

/** Checks a referenced name against the template's columns; returns what is wrong or null. */
export function unknownColumnProblem(name: string, targetColumns: KnownColumns): Phrase | null {
  if (targetColumns === null || targetColumns.includes(name)) return null;
  return phrase('violation.field.argument_unknown_column', { column: name });
}
