import { describe, expect, it } from 'vitest';
import { columnType } from '../../../src/domain/types/list-of-values.ts';
import { EMPTY_ROW } from './support.ts';

const countries = {
  values: [
    { value: 'FR', synonyms: ['France'] },
    { value: 'BE', synonyms: ['Belgique', 'Belgium'] },
  ],
};

describe('LIST_OF_VALUES', () => {
  it.each([
    ['FR', 'FR'],
    ['fr', 'FR'],
    ['FRANCE', 'FR'],
    ['belgium', 'BE'],
  ])('reads %j as %j', (raw, value) => {
    expect(columnType.prepare(countries, []).convert(raw, EMPTY_ROW)).toEqual({ ok: true, value });
  });

  it('rejects a value outside the list', () => {
    expect(columnType.prepare(countries, []).convert('DE', EMPTY_ROW)).toEqual({
      ok: false,
      message: '"DE" is not in the list of allowed values: FR, BE',
    });
  });

  it('says so when the list is still empty', () => {
    expect(columnType.prepare({}, []).convert('DE', EMPTY_ROW)).toEqual({
      ok: false,
      message: '"DE" is not allowed: the list of values is empty',
    });
  });

  it('refuses a synonym that designates two values', () => {
    expect(
      columnType.validateConfig({ values: [{ value: 'FR' }, { value: 'FRA', synonyms: ['fr'] }] }),
    ).toMatchObject([
      {
        property_path: 'type.list_of_values_data_type.values[1].synonyms[0]',
        invalid_value: 'fr',
        message: 'already designates the value "FR"',
      },
    ]);
  });
});
