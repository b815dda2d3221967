import { describe, expect, it } from 'vitest';
import { evaluateConditions, parseConditions } from '../../../src/domain/conditions/index.ts';
import { rowOf } from './row-fixture.ts';

/** Conditions over target columns a, b, c whose values are 'y' (holds) or 'n'. */
const truthy = (name: string) => `#(${name})/EQUALS/y`;

describe('evaluateConditions', () => {
  // AND binds tighter than OR: `a AND b OR c` is `(a AND b) OR c`, `a OR b AND c` is `a OR (b AND c)`.
  it.each([
    ['a AND b OR c', 'y', 'n', 'y', true],
    ['a AND b OR c', 'n', 'y', 'n', false],
    ['a AND b OR c', 'n', 'n', 'y', true],
    ['a AND b OR c', 'y', 'y', 'n', true],
    ['a OR b AND c', 'y', 'n', 'n', true],
    ['a OR b AND c', 'n', 'y', 'n', false],
    ['a OR b AND c', 'n', 'y', 'y', true],
    ['a AND b AND c', 'y', 'y', 'n', false],
    ['a OR b OR c', 'n', 'n', 'y', true],
    ['a OR b OR c', 'n', 'n', 'n', false],
  ])('reads %s with a=%s b=%s c=%s as %s', (shape, a, b, c, expected) => {
    const text = shape
      .split(' ')
      .map((word) => (word === 'AND' || word === 'OR' ? word : truthy(word)))
      .join('/');
    expect(evaluateConditions(parseConditions(text), rowOf({ a, b, c }))).toBe(expected);
  });

  it('holds everywhere when there are no conditions', () => {
    expect(evaluateConditions(null, rowOf({}))).toBe(true);
  });

  it('resolves target, source and custom references on both sides', () => {
    const row = rowOf({ country: 'FR' }, { source: { Pays: 'FR' }, custom: { home: 'FR' } });
    expect(
      evaluateConditions(parseConditions('#(country)/EQUALS/%(Pays)\nAND/*(home)/EQUALS/#(country)'), row),
    ).toBe(true);
    expect(evaluateConditions(parseConditions('%(Pays)/EQUALS/*(other)'), row)).toBe(false);
  });

  it('reads a column or custom field that does not exist as an empty value', () => {
    const row = rowOf({});
    expect(evaluateConditions(parseConditions('#(missing)/IS_EMPTY'), row)).toBe(true);
    expect(evaluateConditions(parseConditions('*(missing)/NOT_EQUALS/x'), row)).toBe(true);
  });

  it('stops an AND group at its first failing condition', () => {
    const read: string[] = [];
    const row = rowOf({});
    row.target = (name) => {
      read.push(name);
      return 'n';
    };
    evaluateConditions(parseConditions(`${truthy('a')}/AND/${truthy('b')}/OR/${truthy('c')}`), row);
    expect(read).toEqual(['a', 'c']);
  });

  it('uses the current date for today when no instant is given', () => {
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    expect(evaluateConditions(parseConditions('#(d)/DATE_BEFORE/today'), rowOf({ d: yesterday }))).toBe(true);
  });

  it('refuses an expression naming an operator it does not know', () => {
    const expr = {
      conditions: [
        {
          chaining: 'AND' as const,
          left: { type: 'reference' as const, ref: { kind: 'target' as const, name: 'a' } },
          operator: 'NOPE',
        },
      ],
    };
    expect(() => evaluateConditions(expr, rowOf({}))).toThrow('Unknown condition operator NOPE');
  });
});
