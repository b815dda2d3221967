import { describe, expect, it } from 'vitest';
import { columnType as column } from '../../../src/domain/types/column.ts';
import { columnType as value } from '../../../src/domain/types/value.ts';
import { EMPTY_ROW, rowOf } from './support.ts';

describe('VALUE', () => {
  it('writes the configured value whatever the source holds', () => {
    const c = value.prepare({ value: 'FR' }, []);
    expect(c.convert('', EMPTY_ROW)).toEqual({ ok: true, value: 'FR' });
    expect(c.convert('anything', EMPTY_ROW)).toEqual({ ok: true, value: 'FR' });
  });

  it('writes an empty value by default', () => {
    expect(value.prepare(null, []).convert('x', EMPTY_ROW)).toEqual({ ok: true, value: '' });
  });
});

describe('COLUMN', () => {
  const row = rowOf({ first_name: 'Ada', last_name: 'Lovelace', rate: '12' });

  it.each([
    ['%(first_name) %(last_name)', 'Ada Lovelace'],
    ['%(last_name), %(first_name)', 'Lovelace, Ada'],
    ['%(rate)\\%', '12%'],
    ['C:\\\\temp', 'C:\\temp'],
    ['a\\b', 'a\\b'],
    ['%(missing) %(first_name)', 'Ada'],
    ['100 % sure', '100 % sure'],
  ])('computes %j as %j', (expression, expected) => {
    expect(column.prepare({ expression }, []).convert('', row)).toEqual({ ok: true, value: expected });
  });

  it('keeps surrounding spaces when trim is off', () => {
    expect(
      column.prepare({ expression: '%(missing) %(first_name)', trim: false }, []).convert('', row),
    ).toEqual({
      ok: true,
      value: ' Ada',
    });
  });

  it.each([
    ['%(first_name', 'has a "%(" without its ")" at character 1'],
    ['x %() y', 'has an empty reference "%()" at character 3'],
  ])('refuses the expression %j', (expression, message) => {
    expect(column.validateConfig({ expression })).toEqual([
      { property_path: 'type.column_data_type.expression', invalid_value: expression, message },
    ]);
  });
});
