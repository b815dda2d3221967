import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { operators } from '../../../src/domain/conditions/index.ts';

// The operators the specification lists, in its order.
const SPECIFIED = [
  'CONTAINS',
  'CONTAINED_IN',
  'NOT_CONTAINS',
  'NOT_CONTAINED_IN',
  'DUPLICATED',
  'UNIQUE',
  'TAG_MATCH',
  'TAG_NOT_MATCH',
  'BEGIN_WITH',
  'NOT_BEGIN_WITH',
  'END_WITH',
  'NOT_END_WITH',
  'EQUALS',
  'NOT_EQUALS',
  'GREATER_EQUALS',
  'LOWER_EQUALS',
  'GREATER',
  'LOWER',
  'IS_EMPTY',
  'IS_NOT_EMPTY',
  'LENGTH_EQUALS',
  'LENGTH_NOT_EQUALS',
  'LENGTH_GREATER',
  'LENGTH_LOWER',
  'MATCH',
  'NOT_MATCH',
  'REGEX',
  'NOT_REGEX',
  'DATE_BEFORE_EQUALS',
  'DATE_AFTER_EQUALS',
  'DATE_BEFORE',
  'DATE_AFTER',
];
const UNARY = ['DUPLICATED', 'UNIQUE', 'IS_EMPTY', 'IS_NOT_EMPTY'];

describe('the operator registry', () => {
  it('holds exactly the operators of the specification', () => {
    expect([...operators.keys()].sort()).toEqual([...SPECIFIED].sort());
  });

  it.each(SPECIFIED)('knows the arity of %s', (name) => {
    expect(operators.get(name)?.arity).toBe(UNARY.includes(name) ? 'unary' : 'binary');
  });

  it.each(SPECIFIED)('describes %s in one sentence', (name) => {
    expect(operators.get(name)?.description).toMatch(/^The .+\.$/);
  });
});

describe('the operators folder', () => {
  it('holds one file per registered operator, named after it in kebab case', () => {
    const files = readdirSync(new URL('../../../src/domain/conditions/operators/', import.meta.url)).sort();
    const expected = [...operators.keys()].map((name) => `${name.toLowerCase().replaceAll('_', '-')}.ts`);
    expect(files).toEqual(expected.sort());
  });
});
