import type { ColumnRef } from '../row.ts';
import type { ConditionExpression, ReferenceOperand } from './expression.ts';
import { findOperator } from './registry.ts';

/** Every reference the conditions read, left and right sides, each once, in order of appearance. */
export function conditionReferences(expr: ConditionExpression | null): ColumnRef[] {
  const operands = (expr?.conditions ?? []).flatMap((c) =>
    c.right?.type === 'reference' ? [c.left, c.right] : [c.left],
  );
  return distinct(operands);
}

/** The references whose values the engine must count over the whole file (DUPLICATED, UNIQUE). */
export function countedReferences(expr: ConditionExpression | null): ColumnRef[] {
  const operands = (expr?.conditions ?? []).filter((c) => findOperator(c.operator)?.needsCounts);
  return distinct(operands.map((c) => c.left));
}

function distinct(operands: ReferenceOperand[]): ColumnRef[] {
  const seen = new Map<string, ColumnRef>();
  for (const { ref } of operands) {
    const key = `${ref.kind}\u0000${ref.name}`;
    if (!seen.has(key)) seen.set(key, { kind: ref.kind, name: ref.name });
  }
  return [...seen.values()];
}
