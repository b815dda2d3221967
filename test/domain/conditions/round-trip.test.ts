import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Condition, ConditionExpression, Operand } from '../../../src/domain/conditions/index.ts';
import { operators, parseConditions, serializeConditions } from '../../../src/domain/conditions/index.ts';
import { escapeLiteral, serializeRef } from '../../../src/domain/conditions/serialize.ts';
import type { ColumnRef } from '../../../src/domain/row.ts';

// Characters that stress escaping: separators, escapes, sigils, parentheses, list commas, accents.
const tricky = fc.constantFrom(
  'a',
  'Z',
  '0',
  ' ',
  '/',
  '\\',
  '(',
  ')',
  '#',
  '%',
  '*',
  '?',
  ',',
  '.',
  'é',
  '-',
  '\t',
);
const text = fc
  .array(tricky, { minLength: 1, maxLength: 12 })
  .map((chars) => chars.join('').trim())
  .filter((s) => s !== '');

const ref: fc.Arbitrary<ColumnRef> = fc.record({
  kind: fc.constantFrom('target', 'source', 'custom'),
  name: text,
});

const reference = ref.map((r): Operand => ({ type: 'reference', ref: r }));
const literalOf = (values: fc.Arbitrary<string>) =>
  values.map((value): Operand => ({ type: 'literal', value }));

/** Right sides each operator accepts: its parse-time check constrains some of them. */
function rightFor(operator: string): fc.Arbitrary<Operand> {
  if (operator.startsWith('LENGTH_')) return fc.oneof(reference, literalOf(fc.nat(99).map(String)));
  if (operator.startsWith('DATE_')) {
    return fc.oneof(
      reference,
      literalOf(fc.constantFrom('2024-01-31', '2024-01-31T10:20:30', 'today', 'now')),
    );
  }
  if (operator.endsWith('REGEX')) {
    return fc.oneof(
      reference,
      literalOf(fc.constantFrom('^\\d+$', 'a/b', '\\/', '(?i)x\\\\', '\\#(x)', '[/]')),
    );
  }
  return fc.oneof(
    reference,
    literalOf(fc.oneof(text, fc.constantFrom('AND', 'OR', 'and', '#(x)', '\\#(x)'))),
  );
}

const condition: fc.Arbitrary<Condition> = fc
  .record({
    chaining: fc.constantFrom('AND' as const, 'OR' as const),
    left: reference as fc.Arbitrary<Condition['left']>,
    operator: fc.constantFrom(...operators.keys()),
  })
  .chain((c) =>
    operators.get(c.operator)?.arity === 'unary'
      ? fc.constant(c)
      : rightFor(c.operator).map((right) => ({ ...c, right })),
  );

const expression: fc.Arbitrary<ConditionExpression> = fc
  .array(condition, { minLength: 1, maxLength: 5 })
  .map((conditions) => ({ conditions: conditions.map((c, i) => (i === 0 ? { ...c, chaining: 'AND' } : c)) }));

/** The parsed expression without the source positions, to compare with a generated one. */
function withoutPositions(expr: ConditionExpression | null): unknown {
  return JSON.parse(JSON.stringify(expr, (key, value) => (key === 'at' ? undefined : value)));
}

describe('serializeConditions', () => {
  it('writes a form that parses back to the same expression and serializes unchanged', () => {
    fc.assert(
      fc.property(expression, (expr) => {
        const canonical = serializeConditions(expr);
        const parsed = parseConditions(canonical);
        expect(withoutPositions(parsed)).toEqual(withoutPositions(expr));
        expect(serializeConditions(parsed)).toBe(canonical);
      }),
      { numRuns: 500 },
    );
  });

  it('brings any accepted spelling to the canonical form', () => {
    const separator = fc.constantFrom('/', ' / ', '\n', '/\n', '\r\n', '\t/ ', '\n/', '\n\n');
    const casing = fc.constantFrom(
      (s: string) => s,
      (s: string) => s.toLowerCase(),
      (s: string) => s[0] + s.slice(1).toLowerCase(),
    );
    const spelled = expression.chain((expr) =>
      fc
        .tuple(
          fc.array(separator, { minLength: 64, maxLength: 64 }),
          fc.array(casing, { minLength: 64, maxLength: 64 }),
          fc.boolean(),
        )
        .map(([separators, casings, leadingAnd]) => {
          const words: string[] = leadingAnd ? ['and'] : [];
          expr.conditions.forEach((c, i) => {
            if (i > 0) words.push(casings[i]!(c.chaining));
            words.push(serializeRef(c.left.ref), casings[32 + i]!(c.operator));
            if (c.right)
              words.push(
                c.right.type === 'reference' ? serializeRef(c.right.ref) : escapeLiteral(c.right.value),
              );
          });
          const written = words.map((word, i) => (i === 0 ? word : `${separators[i]}${word}`)).join('');
          return { expr, written: `  ${written} \r\n` };
        }),
    );
    fc.assert(
      fc.property(spelled, ({ expr, written }) => {
        const parsed = parseConditions(written);
        expect(withoutPositions(parsed)).toEqual(withoutPositions(expr));
        expect(serializeConditions(parsed)).toBe(serializeConditions(expr));
      }),
      { numRuns: 500 },
    );
  });

  it('writes one condition per line with chaining on every line but the first', () => {
    expect(serializeConditions(parseConditions('#(a)/is_empty/or/%(b)/equals/x/and/*(c)/unique'))).toBe(
      '#(a)/IS_EMPTY\nOR/%(b)/EQUALS/x\nAND/*(c)/UNIQUE',
    );
  });

  it('writes nothing for no conditions', () => {
    expect(serializeConditions(null)).toBe('');
  });

  it.each([
    ['a/b', 'a\\/b'],
    ['a\\b', 'a\\b'],
    ['a\\', 'a\\\\'],
    ['a\\/b', 'a\\\\\\/b'],
    ['a\\\\b', 'a\\\\\\b'],
    ['#(x)', '\\#(x)'],
    ['\\#(x)', '\\\\#(x)'],
    ['x#(y)', 'x#(y)'],
  ])('escapes the literal %j as %j', (value, escaped) => {
    expect(escapeLiteral(value)).toBe(escaped);
  });

  it.each([
    ['Price (EUR)', '%(Price (EUR))'],
    ['a)b', '%(a\\)b)'],
    ['a(b', '%(a\\(b)'],
    [')(', '%(\\)\\()'],
    ['C:\\dir', '%(C:\\dir)'],
    ['end\\', '%(end\\\\)'],
  ])('writes the source header %j as %j', (name, written) => {
    expect(serializeRef({ kind: 'source', name })).toBe(written);
  });
});
