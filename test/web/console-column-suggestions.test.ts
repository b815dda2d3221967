/** Which `#(` reference the caret of the conditions field is in, and the columns offered for it. */
import { describe, expect, it } from 'vitest';
import type { Column } from '../../web/console/src/screens/template/model.ts';
import {
  matchingColumns,
  openReference,
} from '../../web/console/src/screens/template/rules/column-suggestions.ts';

const column = (technical_name: string, pretty_name: string) =>
  ({ column_id: technical_name, technical_name, pretty_name }) as Column;

describe('the reference being typed', () => {
  it('is the #( before the caret until a ), a / or a line break closes it', () => {
    expect(openReference('#(co', 4)).toEqual({ start: 0, typed: 'co', end: 4 });
    expect(openReference('#(a)/EQUALS/#(', 14)).toEqual({ start: 12, typed: '', end: 14 });
    expect(openReference('#(co)/EQUALS/1', 5)).toBeNull();
    expect(openReference('#(co/', 5)).toBeNull();
    expect(openReference('#(co\nOR', 7)).toBeNull();
    expect(openReference('%(co', 4)).toBeNull();
  });

  it('takes in the ) already there, so that picking a column does not double it', () => {
    expect(openReference('#(co)/EQUALS/1', 3)).toEqual({ start: 0, typed: 'c', end: 5 });
  });
});

describe('the columns offered', () => {
  const columns = [
    column('country', 'Country'),
    column('city', 'City'),
    column('account', 'Account country'),
  ];

  it('match the technical or shown name, those starting with what is typed first', () => {
    expect(matchingColumns(columns, 'co').map((c) => c.technical_name)).toEqual(['country', 'account']);
    expect(matchingColumns(columns, 'CIT').map((c) => c.technical_name)).toEqual(['city']);
    expect(matchingColumns(columns, '').length).toBe(3);
    expect(matchingColumns(columns, 'zzz')).toEqual([]);
    expect(matchingColumns(columns, '', 2).length).toBe(2);
  });
});
