import { describe, expect, it } from 'vitest';
import { columnType } from '../../../src/domain/types/date.ts';
import { EMPTY_ROW } from './support.ts';

function convert(raw: string, config: object = {}, samples: string[] = []) {
  return columnType.prepare(config, samples).convert(raw, EMPTY_ROW);
}

describe('DATE detection', () => {
  it.each([
    ['2024-03-12', '2024-03-12'],
    ['2024/3/2', '2024-03-02'],
    ['12/03/2024', '2024-03-12'],
    ['12-03-2024', '2024-03-12'],
    ['12.03.2024', '2024-03-12'],
    ['12/03/24', '2024-03-12'],
    ['01/01/70', '1970-01-01'],
    ['20240312', '2024-03-12'],
    ['12 mars 2024', '2024-03-12'],
    ['1er février 2024', '2024-02-01'],
    ['mardi 12 mars 2024', '2024-03-12'],
    ['12 déc. 2024', '2024-12-12'],
    ['12 AOÛT 2024', '2024-08-12'],
    ['March 12, 2024', '2024-03-12'],
    ['Tuesday, March 12, 2024', '2024-03-12'],
    ['Mar 12 2024', '2024-03-12'],
    ['12-Mar-2024', '2024-03-12'],
    ['2024-03-12T10:30:00Z', '2024-03-12'],
    ['29/02/2024 23:59', '2024-02-29'],
  ])('reads %j as %j', (raw, canonical) => {
    expect(convert(raw)).toEqual({ ok: true, value: canonical });
  });

  it.each([
    ['2024-03-12T10:30:00+02:00', '2024-03-12T10:30:00'],
    ['12/03/2024 14:05', '2024-03-12T14:05:00'],
    ['12/03/2024 14h05', '2024-03-12T14:05:00'],
    ['March 12, 2024 2:05 PM', '2024-03-12T14:05:00'],
    ['March 12, 2024 12:00 am', '2024-03-12T00:00:00'],
    ['2024-03-12 10:30:15.123', '2024-03-12T10:30:15'],
    ['2024-03-12', '2024-03-12T00:00:00'],
  ])('keeps the time of %j as %j when with_time is set', (raw, canonical) => {
    expect(convert(raw, { with_time: true })).toEqual({ ok: true, value: canonical });
  });

  it.each([
    ['45363', '2024-03-12'],
    ['45363.5', '2024-03-12'],
    ['10000', '1927-05-18'],
    ['2958465', '9999-12-31'],
  ])('reads the Excel serial number %j as %j', (raw, canonical) => {
    expect(convert(raw)).toEqual({ ok: true, value: canonical });
  });

  it('keeps the time of day of an Excel serial number', () => {
    expect(convert('45363.75', { with_time: true })).toEqual({ ok: true, value: '2024-03-12T18:00:00' });
  });

  it('does not read a bare year or an Excel serial when serials are turned off', () => {
    expect(convert('2024').ok).toBe(false);
    expect(convert('45363', { excel_serial: false }).ok).toBe(false);
  });

  it.each([
    ['31/02/2024', '"31/02/2024" is not a valid date (dates in this column are read DD/MM/YYYY)'],
    ['29/02/2023', '"29/02/2023" is not a valid date (dates in this column are read DD/MM/YYYY)'],
    ['2024-13-01', '"2024-13-01" is not a valid date'],
    ['12/03/2024 25:00', '"12/03/2024 25:00" is not a valid date (dates in this column are read DD/MM/YYYY)'],
    ['13 PM', '"13 PM" is not a valid date'],
    ['12 foo 2024', '"12 foo 2024" is not a valid date'],
    ['someday 12 mars 2024', '"someday 12 mars 2024" is not a valid date'],
    ['tomorrow', '"tomorrow" is not a valid date'],
  ])('rejects %j', (raw, message) => {
    expect(convert(raw)).toEqual({ ok: false, message });
  });

  it('converts an empty cell to an empty value', () => {
    expect(convert('  ')).toEqual({ ok: true, value: '' });
  });
});

describe('DATE day and month order of a column', () => {
  it('reads day first when nothing tells otherwise', () => {
    expect(convert('03/04/2024', {}, ['03/04/2024'])).toEqual({ ok: true, value: '2024-04-03' });
  });

  it('reads month first when some value of the column has a second part above 12', () => {
    expect(convert('03/04/2024', {}, ['03/04/2024', '12/25/2024'])).toEqual({
      ok: true,
      value: '2024-03-04',
    });
  });

  it('reads day first when some value of the column has a first part above 12', () => {
    expect(convert('03/04/2024', { day_first: false }, ['25/12/2024', '03/04/2024'])).toEqual({
      ok: true,
      value: '2024-04-03',
    });
  });

  it('uses the configured order when the data does not tell', () => {
    expect(convert('03/04/2024', { day_first: false }, ['03/04/2024'])).toEqual({
      ok: true,
      value: '2024-03-04',
    });
  });

  it('lets the data override the configured order', () => {
    expect(convert('03/04/2024', { day_first: true }, ['12/25/2024'])).toEqual({
      ok: true,
      value: '2024-03-04',
    });
  });

  it('explains the order when a value does not fit the column', () => {
    expect(convert('25/12/2024', {}, ['12/25/2024'])).toEqual({
      ok: false,
      message: '"25/12/2024" is not a valid date (dates in this column are read MM/DD/YYYY)',
    });
  });
});

describe('DATE explicit input formats', () => {
  it('tries the formats in order and nothing else', () => {
    const config = { input_formats: ['DD/MM/YYYY', 'YYYY.MM.DD', '[le] D MMMM YYYY'] };
    expect(convert('12/03/2024', config)).toEqual({ ok: true, value: '2024-03-12' });
    expect(convert('2024.03.12', config)).toEqual({ ok: true, value: '2024-03-12' });
    expect(convert('le 5 juillet 2024', config)).toEqual({ ok: true, value: '2024-07-05' });
    expect(convert('2024-03-12', config)).toEqual({
      ok: false,
      message: '"2024-03-12" does not match the date formats DD/MM/YYYY, YYYY.MM.DD, [le] D MMMM YYYY',
    });
  });

  it('reads a 12-hour clock with its marker', () => {
    const config = { input_formats: ['MM/DD/YYYY hh:mm A'], with_time: true };
    expect(convert('03/12/2024 07:15 PM', config)).toEqual({ ok: true, value: '2024-03-12T19:15:00' });
  });
});

describe('DATE output', () => {
  it.each([
    [{}, '2024-03-12', '2024-03-12'],
    [{ output_format: 'DD/MM/YYYY' }, '2024-03-12', '12/03/2024'],
    [{ output_format: 'D MMMM YYYY' }, '2024-03-02', '2 March 2024'],
    [{ output_format: 'MMM D, YY' }, '2024-03-02', 'Mar 2, 24'],
    [{ with_time: true }, '2024-03-12T09:05:01', '2024-03-12 09:05:01'],
    [
      { with_time: true, output_format: 'DD.MM.YYYY[ at ]h:mm A' },
      '2024-03-12T21:05:00',
      '12.03.2024 at 9:05 PM',
    ],
    [{ output_format: 'YYYYMMDD' }, '', ''],
    [{ output_format: 'YYYY-MM-DD' }, '2024-03-12T09:05:01', '2024-03-12'],
    [{ output_format: 'YYYY-MM-DD[T]HH:mm:ss' }, '2024-03-12', '2024-03-12T00:00:00'],
    [{ output_format: 'YYYY-MM-DD[T]HH:mm:ss' }, '0999-03-12T09:05:01', '0999-03-12T09:05:01'],
  ])('with %j writes %j as %j', (config, canonical, written) => {
    expect(columnType.prepare(config, []).format(canonical)).toBe(written);
  });
});

describe('DATE configuration', () => {
  it.each([
    [{ input_formats: ['DD/MM'] }, 'type.date_data_type.input_formats[0]'],
    [{ input_formats: ['YYYY-MM-DD', 'hh:mm YYYY-MM-DD'] }, 'type.date_data_type.input_formats[1]'],
    [{ input_formats: ['[DD/MM/YYYY'] }, 'type.date_data_type.input_formats[0]'],
    [{ output_format: 'today' }, 'type.date_data_type.output_format'],
    [{ input_formats: [''] }, 'type.date_data_type.input_formats[0]'],
    [{ day_first: 'yes' }, 'type.date_data_type.day_first'],
  ])('reports %j at %s', (config, path) => {
    const violations = columnType.validateConfig(config);
    expect(violations.map((v) => v.property_path)).toEqual([path]);
  });

  it('accepts an empty configuration', () => {
    expect(columnType.validateConfig({})).toEqual([]);
  });
});
