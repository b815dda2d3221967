import { describe, expect, it } from 'vitest';
import { render } from '../../../src/domain/messages/index.ts';
import { prepareColumnType, validateColumnType } from '../../../src/domain/types/column-type.ts';
import { EMPTY_ROW } from './support.ts';

describe('validateColumnType', () => {
  it('accepts a type with its configuration, or with none at all', () => {
    expect(validateColumnType({ type: 'NUMBER', number_data_type: { decimals: 2 } })).toEqual([]);
    expect(validateColumnType({ type: 'NUMBER' })).toEqual([]);
    expect(validateColumnType({ type: 'NUMBER', number_data_type: null, text_data_type: null })).toEqual([]);
  });

  it('requires the type object and its type', () => {
    expect(validateColumnType(null)).toMatchObject([
      { property_path: 'type', invalid_value: null, message: 'should be an object' },
    ]);
    expect(validateColumnType({})).toMatchObject([
      { property_path: 'type.type', invalid_value: null, message: 'should not be blank' },
    ]);
  });

  it('refuses an unknown type and names the known ones', () => {
    const [violation] = validateColumnType({ type: 'INTEGER' });
    expect(violation).toMatchObject({ property_path: 'type.type', invalid_value: 'INTEGER' });
    expect(violation?.message).toContain('BOOLEAN, CHOICE, COLUMN, DATE');
  });

  it('refuses a configuration object of another type', () => {
    expect(validateColumnType({ type: 'TEXT', number_data_type: { decimals: 2 } })).toMatchObject([
      {
        property_path: 'type.number_data_type',
        invalid_value: { decimals: 2 },
        message: "should be null: the column's type is TEXT, configured by text_data_type",
      },
    ]);
  });

  it('refuses an unknown property', () => {
    expect(validateColumnType({ type: 'TEXT', colour: 'red' })).toMatchObject([
      { property_path: 'type.colour', invalid_value: 'red', message: 'is not a known property' },
    ]);
  });

  it("says each violation in the reader's language, the same English kept as its message", () => {
    const [unknown, config] = validateColumnType({ type: 'TEXT', colour: 'red', number_data_type: {} });
    expect(unknown!.message).toBe('is not a known property');
    expect(render(unknown!.said!, 'fr')).toBe("n'est pas une propriété connue");
    expect(render(config!.said!, 'de')).toBe(
      'muss null sein: Der Typ der Spalte ist TEXT, konfiguriert durch text_data_type',
    );
  });

  it("reports the type's own configuration violations", () => {
    expect(validateColumnType({ type: 'NUMBER', number_data_type: { decimals: -1 } })).toEqual([
      expect.objectContaining({
        property_path: 'type.number_data_type.decimals',
        invalid_value: -1,
        message: 'should be greater than or equal to 0',
      }),
    ]);
  });
});

describe('prepareColumnType', () => {
  it('prepares the converter of the named type with its configuration and samples', () => {
    const converter = prepareColumnType(
      { type: 'NUMBER', number_data_type: { decimals: 2, separator_decimals: ',', trailing_zeros: true } },
      ['1,234', '5,5'],
    );
    const result = converter.convert('1,234', EMPTY_ROW);
    expect(result).toEqual({ ok: true, value: '1.23' });
    expect(converter.format('1.2')).toBe('1,20');
  });

  it('uses the defaults when the configuration is missing', () => {
    expect(prepareColumnType({ type: 'BOOLEAN' }, []).convert('oui', EMPTY_ROW)).toEqual({
      ok: true,
      value: 'true',
    });
  });
});
