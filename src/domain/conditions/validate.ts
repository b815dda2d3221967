import { closest, distance } from 'fastest-levenshtein';
import { Violation, type ViolationItem, violationOf } from '../errors.ts';
import { phrase } from '../messages/index.ts';
import type { ConditionExpression, ReferenceOperand } from './expression.ts';
import { parseConditions } from './parse.ts';

/** Unknown target columns reported for one text; a receiver fixes the first ones and saves again. */
export const MAX_UNKNOWN_REPORTED = 20;

export interface ConditionsCheck {
  /** The parsed conditions; null when blank or when the text does not parse. */
  expr: ConditionExpression | null;
  /** Syntax errors and `#()` references to columns the template lacks; empty when all is well. */
  violations: ViolationItem[];
}

/**
 * Checks a column's `conditions` against its template: syntax, then every `#(x)` naming an
 * existing target column. Problems come back as violations on `conditions`, never thrown.
 * `%()` and `*()` cannot be checked here: source headers and custom fields are known per file.
 */
export function validateConditions(
  text: string | null | undefined,
  targetTechnicalNames: readonly string[],
): ConditionsCheck {
  const parsed = checkConditionSyntax(text);
  if (parsed.violations.length > 0) return parsed;
  const { expr } = parsed;
  const known = new Set(targetTechnicalNames);
  const operands = (expr?.conditions ?? []).flatMap((c) =>
    c.right?.type === 'reference' ? [c.left, c.right] : [c.left],
  );
  const unknown = new Map<string, ReferenceOperand>();
  for (const operand of operands) {
    const { kind, name } = operand.ref;
    if (kind === 'target' && !known.has(name) && !unknown.has(name)) unknown.set(name, operand);
  }
  // Each violation repeats the whole text: one per unknown name, and a bounded number of them, so
  // that a 10,000-character text naming 200 missing columns does not answer with megabytes.
  const violations = [...unknown.values()]
    .slice(0, MAX_UNKNOWN_REPORTED)
    .map((operand) => unknownTarget(text ?? '', operand, targetTechnicalNames));
  return { expr, violations };
}

/**
 * The syntax alone, as a column write checks it: `#(x)` may name a column created later, and
 * dangling references are reported when the template is used (DESIGN §6, references in any order).
 */
export function checkConditionSyntax(text: string | null | undefined): ConditionsCheck {
  try {
    return { expr: parseConditions(text ?? ''), violations: [] };
  } catch (error) {
    // A syntax error, or a text over the limits (refused before it is read).
    if (error instanceof Violation) return { expr: null, violations: error.violations };
    throw error;
  }
}

function unknownTarget(text: string, operand: ReferenceOperand, names: readonly string[]): ViolationItem {
  const { name } = operand.ref;
  const { at } = operand;
  const where = at
    ? phrase('violation.field.conditions_position', { line: at.line, column: at.column, offset: at.offset })
    : '';
  const guess = names.length > 0 ? closest(name, [...names]) : undefined;
  const hint =
    guess !== undefined && distance(name, guess) <= 3
      ? phrase('violation.field.did_you_mean', { guess })
      : '';
  return violationOf(
    'conditions',
    text,
    phrase('violation.field.unknown_target_column', { where, name, hint }),
  );
}
