import { describe, expect, it } from 'vitest';
import { columnType as dateFormat } from '../../../src/domain/types/date-format.ts';
import { columnType as json } from '../../../src/domain/types/json.ts';
import { EMPTY_ROW } from './support.ts';

describe('JSON', () => {
  const run = (raw: string, config: object = {}) => json.prepare(config, []).convert(raw, EMPTY_ROW);

  it('keeps valid JSON as written', () => {
    expect(run(' {"a": [1, 2]} ')).toEqual({ ok: true, value: '{"a": [1, 2]}' });
  });

  it('minifies outside strings without losing big numbers', () => {
    expect(run('{ "a b" : [ 12345678901234567890 , "x \\" y" ] }', { minify: true })).toEqual({
      ok: true,
      value: '{"a b":[12345678901234567890,"x \\" y"]}',
    });
  });

  it.each([
    ['{a:1}', {}, '"{a:1}" is not valid JSON'],
    ['[1]', { root: 'object' }, '"[1]" is not a JSON object'],
    ['null', { root: 'object' }, '"null" is not a JSON object'],
    ['{}', { root: 'array' }, '"{}" is not a JSON array'],
  ])('rejects %j with %j', (raw, config, message) => {
    expect(run(raw, config)).toEqual({ ok: false, message });
  });
});

describe('DATE_FORMAT', () => {
  const run = (raw: string, config: object = {}) => dateFormat.prepare(config, []).convert(raw, EMPTY_ROW);

  it('accepts only the one configured format', () => {
    const config = { format: 'DD/MM/YYYY' };
    expect(run('12/03/2024', config)).toEqual({ ok: true, value: '2024-03-12' });
    expect(run('2024-03-12', config)).toEqual({
      ok: false,
      message: '"2024-03-12" does not follow the date format DD/MM/YYYY',
    });
    expect(run('31/02/2024', config).ok).toBe(false);
  });

  it('defaults to YYYY-MM-DD', () => {
    expect(run('2024-03-12')).toEqual({ ok: true, value: '2024-03-12' });
    expect(run('12/03/2024').ok).toBe(false);
  });

  it('reads a format without day as the first of the month', () => {
    expect(run('03/2027', { format: 'MM/YYYY' })).toEqual({ ok: true, value: '2027-03-01' });
    expect(dateFormat.prepare({ format: 'MM/YYYY' }, []).format('2027-03-01')).toBe('03/2027');
  });

  it('keeps the time when the format has one, and writes the output format', () => {
    const c = dateFormat.prepare({ format: 'YYYY-MM-DD HH:mm', output_format: 'DD/MM/YYYY HH[h]mm' }, []);
    expect(c.convert('2024-03-12 09:30', EMPTY_ROW)).toEqual({ ok: true, value: '2024-03-12T09:30:00' });
    expect(c.format('2024-03-12T09:30:00')).toBe('12/03/2024 09h30');
  });

  it('refuses a format without year and month', () => {
    expect(dateFormat.validateConfig({ format: 'DD' })).toEqual([
      expect.objectContaining({
        property_path: 'type.date_format_data_type.format',
        invalid_value: 'DD',
        message: 'should contain a year (YYYY or YY) and a month (MM, M, MMM or MMMM)',
      }),
    ]);
  });
});
