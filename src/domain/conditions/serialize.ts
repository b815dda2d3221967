/**
 * The canonical form: one condition per line, chaining on every line but the first, operators
 * upper-case, nothing escaped that need not be. Parsing it gives back the same expression.
 */
import type { ColumnRef, ColumnRefKind } from '../row.ts';
import type { Condition, ConditionExpression, Operand } from './expression.ts';

const SIGIL: Record<ColumnRefKind, string> = { target: '#', source: '%', custom: '*' };

export function serializeConditions(expr: ConditionExpression | null): string {
  if (!expr) return '';
  return expr.conditions.map((condition, i) => serializeCondition(condition, i === 0)).join('\n');
}

function serializeCondition(condition: Condition, first: boolean): string {
  const parts: string[] = first ? [] : [condition.chaining];
  parts.push(serializeRef(condition.left.ref), condition.operator.toUpperCase());
  if (condition.right) parts.push(serializeOperand(condition.right));
  return parts.join('/');
}

function serializeOperand(operand: Operand): string {
  return operand.type === 'reference' ? serializeRef(operand.ref) : escapeLiteral(operand.value);
}

/** `#(name)`; parentheses that would not pair up, and backslashes before them, are escaped. */
export function serializeRef(ref: ColumnRef): string {
  const chars = [...ref.name];
  const unpaired = new Set<number>();
  const open: number[] = [];
  chars.forEach((c, i) => {
    if (c === '(') open.push(i);
    else if (c === ')' && open.pop() === undefined) unpaired.add(i);
  });
  for (const i of open) unpaired.add(i);
  const name = chars
    .map((c, i) => {
      if (unpaired.has(i)) return `\\${c}`;
      const next = chars[i + 1];
      return c === '\\' && (next === undefined || next === '\\' || next === '(' || next === ')') ? '\\\\' : c;
    })
    .join('');
  return `${SIGIL[ref.kind]}(${name})`;
}

const LOOKS_LIKE_REF = /^[#%*]\(/;

/** `/` as `\/`; `\` doubled only where it would otherwise read as an escape. */
export function escapeLiteral(value: string): string {
  let out = '';
  for (let i = 0; i < value.length; i++) {
    const c = value[i];
    const next = value[i + 1];
    if (c === '/') out += '\\/';
    else if (c === '\\') {
      const escapes = next === undefined || next === '/' || next === '\\';
      out += escapes || (i === 0 && LOOKS_LIKE_REF.test(value.slice(1))) ? '\\\\' : '\\';
    } else out += c;
  }
  return LOOKS_LIKE_REF.test(value) ? `\\${out}` : out;
}
