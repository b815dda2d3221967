import { describe, expect, it } from 'vitest';
import { columnType } from '../../../src/domain/types/number.ts';
import { EMPTY_ROW } from './support.ts';

function convert(raw: string, config: object = {}, samples: string[] = []) {
  return columnType.prepare(config, samples).convert(raw, EMPTY_ROW);
}

describe('NUMBER conversion', () => {
  it.each([
    ['1234.56', '1234.56'],
    ['1 234,56', '1234.56'],
    ['1\u202f234,56', '1234.56'],
    ['1\u00a0234,56', '1234.56'],
    ['1.234,56', '1234.56'],
    ['1,234.56', '1234.56'],
    ["1'234.50", '1234.5'],
    ['+12', '12'],
    ['-12,5', '-12.5'],
    ['\u221212.5', '-12.5'],
    ['(42.10)', '-42.1'],
    ['007', '7'],
    ['-0', '0'],
    ['0,500', '0.5'],
    ['.5', '0.5'],
    ['1234,567', '1234.567'],
    ['1.234.567', '1234567'],
    ['1,234,567.8', '1234567.8'],
    ['12 €', '12'],
    ['$ 1,200.00', '1200'],
    ['1.5E3', '1500'],
    ['2.5e-3', '0.0025'],
    ['12,5 %', '0.125'],
    ['  42  ', '42'],
    ['9007199254740993', '9007199254740993'],
    ['123456789012345678901234567890.123456789', '123456789012345678901234567890.123456789'],
  ])('reads %j as %j', (raw, canonical) => {
    expect(convert(raw)).toEqual({ ok: true, value: canonical });
  });

  it.each(['abc', '12abc', '1,2,3', '1.23.4', '12.34.567,8,9', '--5', '€', '1 2 3', '(12', '1e99999'])(
    'rejects %j with a message naming the value',
    (raw) => {
      expect(convert(raw)).toEqual({ ok: false, message: `"${raw}" is not a valid number` });
    },
  );

  it('converts an empty or blank cell to an empty value', () => {
    expect(convert('')).toEqual({ ok: true, value: '' });
    expect(convert('   ')).toEqual({ ok: true, value: '' });
  });

  it('reads a percentage as a plain number or refuses it when configured so', () => {
    expect(convert('12 %', { percent: 'number' })).toEqual({ ok: true, value: '12' });
    expect(convert('12 %', { percent: 'reject' })).toEqual({
      ok: false,
      message: '"12 %" is a percentage, a plain number is expected',
    });
  });
});

describe('NUMBER decimal mark of a column', () => {
  it('reads an ambiguous "1,234" as a thousand when nothing else tells', () => {
    expect(convert('1,234', {}, ['1,234', '5,678'])).toEqual({ ok: true, value: '1234' });
  });

  it('reads an ambiguous "1,234" as a decimal when other values of the column use a decimal comma', () => {
    expect(convert('1,234', {}, ['1,234', '12,5', '3,25'])).toEqual({ ok: true, value: '1.234' });
  });

  it('reads an ambiguous "1.234" as a thousand when the column writes 1.234,56', () => {
    expect(convert('1.234', {}, ['1.234,56', '7,5'])).toEqual({ ok: true, value: '1234' });
  });

  it('follows the majority when the column holds both styles', () => {
    expect(convert('1,500', {}, ['1.5', '2.25', '3,5'])).toEqual({ ok: true, value: '1500' });
  });

  it('lets the configuration decide ambiguous values', () => {
    expect(convert('1,234', { input_separator_decimals: ',' }, ['1,234.5'])).toEqual({
      ok: true,
      value: '1.234',
    });
  });

  it('still reads a value that is unambiguous by itself against the column style', () => {
    expect(convert('1.5', {}, ['12,5', '3,25'])).toEqual({ ok: true, value: '1.5' });
  });
});

describe('NUMBER rounding', () => {
  it.each([
    ['0.005', 2, '0.01'],
    ['-0.005', 2, '-0.01'],
    ['0.285', 2, '0.29'],
    ['1.005', 2, '1.01'],
    ['2.345', 2, '2.35'],
    ['-2.345', 2, '-2.35'],
    ['0.994', 2, '0.99'],
    ['0.995', 2, '1'],
    ['9.5', 0, '10'],
    ['-9.5', 0, '-10'],
    ['0.4', 0, '0'],
    ['-0.4', 0, '0'],
    ['99999999999999999999.5', 0, '100000000000000000000'],
    ['12', 2, '12'],
  ])('rounds %j to %i decimals as %j, half away from zero', (raw, decimals, canonical) => {
    expect(convert(raw, { decimals })).toEqual({ ok: true, value: canonical });
  });
});

describe('NUMBER output', () => {
  function format(canonical: string, config: object) {
    return columnType.prepare(config, []).format(canonical);
  }

  it.each([
    ['1234.5', {}, '1234.5'],
    ['1234.5', { separator_decimals: ',', separator_thousands: ' ' }, '1 234,5'],
    ['1234567.5', { separator_thousands: ',' }, '1,234,567.5'],
    ['-1234567', { separator_thousands: '.', separator_decimals: ',' }, '-1.234.567'],
    ['1234.5', { decimals: 2, trailing_zeros: true }, '1234.50'],
    ['12', { decimals: 3, trailing_zeros: true, separator_decimals: ',' }, '12,000'],
    ['0.5', { decimals: 2 }, '0.5'],
    ['123', { separator_thousands: ' ' }, '123'],
    ['', { decimals: 2, trailing_zeros: true }, ''],
  ])('writes %j with %j as %j', (canonical, config, written) => {
    expect(format(canonical, config)).toBe(written);
  });
});

describe('NUMBER configuration', () => {
  it('accepts the specification fields and null everywhere', () => {
    expect(columnType.validateConfig(null)).toEqual([]);
    expect(
      columnType.validateConfig({
        decimals: null,
        separator_decimals: null,
        separator_thousands: null,
        trailing_zeros: null,
      }),
    ).toEqual([]);
  });

  it.each([
    [{ decimals: -1 }, 'type.number_data_type.decimals', -1],
    [{ decimals: 1.5 }, 'type.number_data_type.decimals', 1.5],
    [{ separator_decimals: '' }, 'type.number_data_type.separator_decimals', ''],
    [{ separator_decimals: '1' }, 'type.number_data_type.separator_decimals', '1'],
    [{ separator_thousands: ',', separator_decimals: ',' }, 'type.number_data_type.separator_thousands', ','],
    [{ trailing_zeros: 'yes' }, 'type.number_data_type.trailing_zeros', 'yes'],
    [{ input_separator_decimals: ';' }, 'type.number_data_type.input_separator_decimals', ';'],
    [{ decimal: 2 }, 'type.number_data_type.decimal', 2],
  ])('reports %j at its property path', (config, path, value) => {
    const violations = columnType.validateConfig(config);
    expect(violations).toHaveLength(1);
    expect(violations[0]).toMatchObject({ property_path: path, invalid_value: value });
  });
});
