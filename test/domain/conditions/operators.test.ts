import { describe, expect, it } from 'vitest';
import { evaluateConditions, parseConditions } from '../../../src/domain/conditions/index.ts';
import { rowOf } from './row-fixture.ts';

const NOW = new Date('2024-06-15T12:30:00Z');

/** Evaluates `#(v)/OPERATOR/#(r)` with v = left and r = right, so empty right sides can be tested too. */
function holds(operator: string, left: string, right?: string): boolean {
  const text = right === undefined ? `#(v)/${operator}` : `#(v)/${operator}/#(r)`;
  return evaluateConditions(parseConditions(text), rowOf({ v: left, r: right ?? '' }), { now: NOW });
}

// operator, left, right, expected
const cases: [string, string, string | undefined, boolean][] = [
  ['CONTAINS', 'Paris Nord', 'Nord', true],
  ['CONTAINS', 'Paris Nord', 'nord', false],
  ['CONTAINS', '', 'Nord', false],
  ['CONTAINS', 'Paris', '', false],
  ['NOT_CONTAINS', 'Paris Nord', 'Sud', true],
  ['NOT_CONTAINS', 'Paris Nord', 'Nord', false],
  ['NOT_CONTAINS', '', 'Nord', true],
  ['NOT_CONTAINS', 'Paris', '', true],
  ['CONTAINED_IN', 'DE', 'FR,DE,ES', true],
  ['CONTAINED_IN', 'DE', ' FR , DE ', true],
  ['CONTAINED_IN', 'D', 'FR,DE', false],
  ['CONTAINED_IN', 'de', 'FR,DE', false],
  ['CONTAINED_IN', '', 'FR,,DE', false],
  ['CONTAINED_IN', 'FR', '', false],
  ['NOT_CONTAINED_IN', 'IT', 'FR,DE', true],
  ['NOT_CONTAINED_IN', 'FR', 'FR,DE', false],
  ['NOT_CONTAINED_IN', '', 'FR,DE', true],
  ['BEGIN_WITH', 'FR-75', 'FR-', true],
  ['BEGIN_WITH', 'FR-75', '75', false],
  ['BEGIN_WITH', '', 'FR', false],
  ['BEGIN_WITH', 'FR', '', false],
  ['NOT_BEGIN_WITH', 'DE-10', 'FR-', true],
  ['NOT_BEGIN_WITH', 'FR-75', 'FR-', false],
  ['NOT_BEGIN_WITH', '', 'FR', true],
  ['END_WITH', 'report.csv', '.csv', true],
  ['END_WITH', 'report.csv', '.CSV', false],
  ['END_WITH', '', '.csv', false],
  ['END_WITH', 'report.csv', '', false],
  ['NOT_END_WITH', 'report.xlsx', '.csv', true],
  ['NOT_END_WITH', 'report.csv', '.csv', false],
  ['NOT_END_WITH', '', '.csv', true],
  ['EQUALS', 'FR', 'FR', true],
  ['EQUALS', 'FR', 'fr', false],
  ['EQUALS', '1.50', '1.5', true],
  ['EQUALS', '-0', '0', true],
  ['EQUALS', '007', '7', true],
  ['EQUALS', '1e3', '1000', false],
  ['EQUALS', '', 'FR', false],
  ['EQUALS', '', '', true],
  ['NOT_EQUALS', 'FR', 'DE', true],
  ['NOT_EQUALS', '2.0', '2', false],
  ['NOT_EQUALS', '', 'FR', true],
  ['GREATER', '10', '9', true],
  ['GREATER', '9', '10', false],
  ['GREATER', '10', '10', false],
  ['GREATER', '-1.5', '-2', true],
  ['GREATER', 'b', 'a', true],
  ['GREATER', '10', 'a', false],
  ['GREATER', '2024-02-01', '2024-01-31', true],
  ['GREATER', '', '0', false],
  ['GREATER', '1', '', false],
  ['GREATER_EQUALS', '10', '10.0', true],
  ['GREATER_EQUALS', '9.99', '10', false],
  ['GREATER_EQUALS', '', '0', false],
  ['LOWER', '9', '10', true],
  ['LOWER', '10', '10', false],
  ['LOWER', 'a', 'b', true],
  ['LOWER', '', '10', false],
  ['LOWER_EQUALS', '10', '10', true],
  ['LOWER_EQUALS', '11', '10', false],
  ['LOWER_EQUALS', '', '10', false],
  ['IS_EMPTY', '', undefined, true],
  ['IS_EMPTY', '   ', undefined, true],
  ['IS_EMPTY', '0', undefined, false],
  ['IS_NOT_EMPTY', 'x', undefined, true],
  ['IS_NOT_EMPTY', '', undefined, false],
  ['IS_NOT_EMPTY', ' \t', undefined, false],
  ['LENGTH_EQUALS', 'abcde', '5', true],
  ['LENGTH_EQUALS', 'Zoë', '3', true],
  ['LENGTH_EQUALS', '👍👍', '2', true],
  ['LENGTH_EQUALS', 'abcd', '5', false],
  ['LENGTH_EQUALS', '', '0', true],
  ['LENGTH_EQUALS', 'abc', 'three', false],
  ['LENGTH_NOT_EQUALS', 'abcd', '5', true],
  ['LENGTH_NOT_EQUALS', 'abcde', '5', false],
  ['LENGTH_NOT_EQUALS', '', '0', false],
  ['LENGTH_GREATER', 'abcdef', '5', true],
  ['LENGTH_GREATER', 'abcde', '5', false],
  ['LENGTH_GREATER', '', '0', false],
  ['LENGTH_LOWER', 'abcd', '5', true],
  ['LENGTH_LOWER', 'abcde', '5', false],
  ['LENGTH_LOWER', '', '1', true],
  ['MATCH', 'FR-75001', 'FR-*', true],
  ['MATCH', 'FR-75001', 'FR-?????', true],
  ['MATCH', 'FR-7500', 'FR-?????', false],
  ['MATCH', 'xFR-1', 'FR-*', false],
  ['MATCH', 'a.c', 'a.c', true],
  ['MATCH', 'abc', 'a.c', false],
  ['MATCH', 'line\nbreak', 'line*', true],
  ['MATCH', '', '*', true],
  ['MATCH', '', '?', false],
  ['NOT_MATCH', 'DE-1', 'FR-*', true],
  ['NOT_MATCH', 'FR-1', 'FR-*', false],
  ['NOT_MATCH', '', '?', true],
  ['REGEX', 'order 12345', '\\d{5}', true],
  ['REGEX', 'order 12345', '^\\d{5}$', false],
  ['REGEX', 'ABC', '(?i)^abc$', true],
  ['REGEX', '', '^$', true],
  ['REGEX', 'abc', '([', false],
  ['NOT_REGEX', 'abc', '\\d', true],
  ['NOT_REGEX', 'a1', '\\d', false],
  ['NOT_REGEX', 'abc', '([', true],
  ['TAG_MATCH', 'urgent, vip', 'VIP,new', true],
  ['TAG_MATCH', 'urgent,vip', 'new,old', false],
  ['TAG_MATCH', 'vipx', 'vip', false],
  ['TAG_MATCH', '', 'vip', false],
  ['TAG_MATCH', 'vip', '', false],
  ['TAG_NOT_MATCH', 'urgent', 'vip', true],
  ['TAG_NOT_MATCH', 'urgent,vip', 'vip', false],
  ['TAG_NOT_MATCH', '', 'vip', true],
  ['DATE_BEFORE', '2024-01-30', '2024-01-31', true],
  ['DATE_BEFORE', '2024-01-31', '2024-01-31', false],
  ['DATE_BEFORE', '2024-01-31T23:59:59', '2024-01-31', false],
  ['DATE_BEFORE', '2024-01-31T10:00:00', '2024-01-31T10:00:01', true],
  ['DATE_BEFORE', '2024-06-14', 'today', true],
  ['DATE_BEFORE', '2024-06-15T12:00:00', 'now', true],
  ['DATE_BEFORE', '2024-06-15T13:00:00', 'NOW', false],
  ['DATE_BEFORE', '2024-06-15T12:00:00+02:00', '2024-06-15T11:00:00Z', true],
  ['DATE_BEFORE', '31/01/2024', '2024-02-01', false],
  ['DATE_BEFORE', '', '2024-02-01', false],
  ['DATE_BEFORE', '2024-01-01', '', false],
  ['DATE_BEFORE_EQUALS', '2024-01-31T18:00:00', '2024-01-31', true],
  ['DATE_BEFORE_EQUALS', '2024-02-01', '2024-01-31', false],
  ['DATE_BEFORE_EQUALS', '2024-06-15', 'today', true],
  ['DATE_BEFORE_EQUALS', '', 'today', false],
  ['DATE_AFTER', '2024-02-01', '2024-01-31', true],
  ['DATE_AFTER', '2024-01-31T08:00', '2024-01-31', false],
  ['DATE_AFTER', '2024-06-16', 'Today', true],
  ['DATE_AFTER', '', 'today', false],
  ['DATE_AFTER_EQUALS', '2024-01-31', '2024-01-31T23:00:00', true],
  ['DATE_AFTER_EQUALS', '2024-01-30', '2024-01-31', false],
  ['DATE_AFTER_EQUALS', '2024-06-15T12:30:00', 'now', true],
  ['DATE_AFTER_EQUALS', '', 'now', false],
];

describe('condition operators', () => {
  it.each(cases)('%s with left %j and right %j holds: %s', (operator, left, right, expected) => {
    expect(holds(operator, left, right)).toBe(expected);
  });

  it('covers every operator with a true and a false case', () => {
    const outcomes = new Map<string, Set<boolean>>();
    for (const [operator, , , expected] of cases) {
      outcomes.set(operator, (outcomes.get(operator) ?? new Set()).add(expected));
    }
    expect(outcomes.size).toBe(30);
    for (const [operator, seen] of outcomes) expect([operator, seen.size]).toEqual([operator, 2]);
  });
});

describe('DUPLICATED and UNIQUE', () => {
  const counts = { 'target:v=A': 3, 'target:v=B': 1 };
  const check = (operator: string, value: string, withCounts = true) =>
    evaluateConditions(
      parseConditions(`#(v)/${operator}`),
      rowOf({ v: value }, withCounts ? { counts } : {}),
    );

  it.each([
    ['DUPLICATED', 'A', true],
    ['DUPLICATED', 'B', false],
    ['DUPLICATED', '', false],
    ['UNIQUE', 'A', false],
    ['UNIQUE', 'B', true],
    ['UNIQUE', '', false],
  ])('%s on %j holds: %s', (operator, value, expected) => {
    expect(check(operator, value)).toBe(expected);
  });

  it('counts a value once when the engine gives no count', () => {
    expect(check('DUPLICATED', 'A', false)).toBe(false);
    expect(check('UNIQUE', 'A', false)).toBe(true);
    expect(check('UNIQUE', 'Z')).toBe(true);
  });

  it('asks the dataset about the left reference with the value of the row', () => {
    const asked: unknown[] = [];
    const row = rowOf({}, { source: { Email: 'a@b.c' } });
    row.countOf = (ref, value) => {
      asked.push([ref, value]);
      return 2;
    };
    expect(evaluateConditions(parseConditions('%(Email)/DUPLICATED'), row)).toBe(true);
    expect(asked).toEqual([[{ kind: 'source', name: 'Email' }, 'a@b.c']]);
  });
});
