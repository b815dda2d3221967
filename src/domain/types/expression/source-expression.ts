/** One piece of a COLUMN expression: literal text or the value of a source column. */
export type ExpressionPart = { literal: string } | { header: string };

/**
 * Parses `%(first_name) %(last_name)`: literal text and `%(header)` references. `\%` writes a
 * percent sign and `\\` a backslash; any other backslash is kept as written.
 * Returns a description of the problem when the expression is malformed.
 */
export function parseSourceExpression(expression: string): ExpressionPart[] | string {
  const parts: ExpressionPart[] = [];
  let literal = '';
  let i = 0;
  while (i < expression.length) {
    const ch = expression[i]!;
    const next = expression[i + 1];
    if (ch === '\\' && (next === '%' || next === '\\')) {
      literal += next;
      i += 2;
    } else if (ch === '%' && next === '(') {
      const close = expression.indexOf(')', i + 2);
      if (close < 0) return `has a "%(" without its ")" at character ${i + 1}`;
      const header = expression.slice(i + 2, close);
      if (header.trim() === '') return `has an empty reference "%()" at character ${i + 1}`;
      if (literal !== '') parts.push({ literal });
      literal = '';
      parts.push({ header });
      i = close + 1;
    } else {
      literal += ch;
      i += 1;
    }
  }
  if (literal !== '') parts.push({ literal });
  return parts;
}
