/**
 * What a refused call says, for forms that place it: a 409's sentences by the property they name
 * (`name`, `embed_origins[2]`…) to show each on its field, and one sentence for the rest (the
 * violations' own words rather than "Some values are not valid", a lost connection as a retry).
 */
import { ApiError } from '../../../shared/api.ts';
import { explain } from '../errors.ts';

export type FieldProblems = Record<string, string>;

export function fieldViolations(error: unknown): FieldProblems | null {
  if (!(error instanceof ApiError) || error.status !== 409) return null;
  const violations = (error.payload as { violations?: { property_path: string; message: string }[] } | null)
    ?.violations;
  if (!violations?.length) return null;
  return Object.fromEntries(violations.map((v) => [v.property_path, v.message]));
}

export function refusal(error: unknown): string {
  const violations = fieldViolations(error);
  if (violations) return Object.values(violations).join(' ');
  return explain(error);
}
