/**
 * A refused call read for the screen that made it: a 409's violations under the field each names
 * (`property_path`), the rest as one sentence (`explain`: a 402 says what to upgrade, no answer
 * says to try again). Screens with sentences of their own for known violations build them on
 * `violationsOf`.
 */
import { ApiError } from '../../../shared/api.ts';
import { explain } from '../errors.ts';

/** One thing a 409 found wrong: the property it names (`email`, `user_metadata[0].name`) and why. */
export interface Violation {
  property_path: string;
  message: string;
}

/** Messages by the property they name. */
export type FieldProblems = Record<string, string>;

/** The violations of a 409; none for any other answer. */
export function violationsOf(error: unknown): Violation[] {
  if (!(error instanceof ApiError) || error.status !== 409) return [];
  return (error.payload as { violations?: Violation[] } | null)?.violations ?? [];
}

/** A 409's messages by the property each names (the last one said of a property), or null. */
export function fieldViolations(error: unknown): FieldProblems | null {
  const violations = violationsOf(error);
  if (!violations.length) return null;
  return Object.fromEntries(violations.map((v) => [v.property_path, v.message]));
}

/** The refusal in one sentence: a 409's violations in their own words, anything else explained. */
export function refusal(error: unknown): string {
  const violations = fieldViolations(error);
  if (violations) return Object.values(violations).join(' ');
  return explain(error);
}

export interface Refusal {
  /** Messages by property path (`extension`, `type.number_data_type.decimals`). */
  fields: FieldProblems;
  /** What no field of the form shows, as a sentence; null when every message has its field. */
  general: string | null;
}

export const NO_REFUSAL: Refusal = { fields: {}, general: null };

/** `known` lists the paths the form shows under a field; a path below one of them counts as it. */
export function readRefusal(error: unknown, known: readonly string[]): Refusal {
  if (!(error instanceof ApiError) || error.status !== 409) return { fields: {}, general: explain(error) };
  const violations = violationsOf(error);
  const fields: FieldProblems = {};
  const rest: string[] = [];
  for (const { property_path: path, message } of violations) {
    const field = known.find(
      (name) => path === name || path.startsWith(`${name}.`) || path.startsWith(`${name}[`),
    );
    if (field) fields[field] = fields[field] ? `${fields[field]} ${message}` : message;
    else rest.push(`${path}: ${message}`);
  }
  const general =
    violations.length === 0 ? explain(error) : rest.length ? `${explain(error)} ${rest.join(' ')}` : null;
  return { fields, general };
}
