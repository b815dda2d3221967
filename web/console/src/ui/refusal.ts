/**
 * A refused save read for a form: each 409 violation under the field it names (`property_path`),
 * the rest as one sentence above the form (`explain`: a 402 says what to upgrade, no answer says
 * to try again).
 */
import { ApiError } from '../../../shared/api.ts';
import { explain } from '../errors.ts';

export interface Refusal {
  /** Messages by property path (`extension`, `type.number_data_type.decimals`). */
  fields: Record<string, string>;
  /** What no field of the form shows, as a sentence; null when every message has its field. */
  general: string | null;
}

interface Violation {
  property_path: string;
  message: string;
}

export const NO_REFUSAL: Refusal = { fields: {}, general: null };

/** `known` lists the paths the form shows under a field; a path below one of them counts as it. */
export function readRefusal(error: unknown, known: readonly string[]): Refusal {
  if (!(error instanceof ApiError) || error.status !== 409) return { fields: {}, general: explain(error) };
  const violations = (error.payload as { violations?: Violation[] } | null)?.violations ?? [];
  const fields: Record<string, string> = {};
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
