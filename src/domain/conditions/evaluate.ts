import { type RowContext, readRef } from '../row.ts';
import type { Condition, ConditionExpression, Operand } from './expression.ts';
import { findOperator } from './registry.ts';

export interface EvaluationOptions {
  /** The instant `now` and `today` stand for; the current time when omitted. */
  now?: Date;
}

/**
 * Whether the conditions hold on a row. AND binds tighter than OR: the flat list is read as
 * groups of AND-ed conditions separated by OR, and holds when one group holds. A group stops at
 * its first failing condition. No conditions (null) hold everywhere.
 */
export function evaluateConditions(
  expr: ConditionExpression | null,
  row: RowContext,
  options: EvaluationOptions = {},
): boolean {
  if (!expr) return true;
  const now = options.now ?? new Date();
  let groupHolds = true;
  for (const [i, condition] of expr.conditions.entries()) {
    if (i > 0 && condition.chaining === 'OR') {
      if (groupHolds) return true;
      groupHolds = true;
    }
    if (groupHolds) groupHolds = holds(condition, row, now);
  }
  return groupHolds;
}

function holds(condition: Condition, row: RowContext, now: Date): boolean {
  const operator = findOperator(condition.operator);
  if (!operator) throw new Error(`Unknown condition operator ${condition.operator}`);
  const left = readRef(row, condition.left.ref) ?? '';
  const right = condition.right ? resolve(condition.right, row) : undefined;
  return operator.test(left, right, { row, left: condition.left.ref, now });
}

/** A reference to a column or custom field that does not exist reads as an empty value. */
function resolve(operand: Operand, row: RowContext): string {
  return operand.type === 'literal' ? operand.value : (readRef(row, operand.ref) ?? '');
}
