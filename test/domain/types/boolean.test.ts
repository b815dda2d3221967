import { describe, expect, it } from 'vitest';
import { columnType } from '../../../src/domain/types/boolean.ts';
import { EMPTY_ROW } from './support.ts';

const converter = (config: object = {}) => columnType.prepare(config, []);

describe('BOOLEAN conversion', () => {
  it.each(['true', 'TRUE', 'Yes', 'y', '1', 'oui', 'OUI', 'o', 'vrai', 'Vrai', 'x', 'on', ' yes '])(
    'reads %j as true',
    (raw) => {
      expect(converter().convert(raw, EMPTY_ROW)).toEqual({ ok: true, value: 'true' });
    },
  );

  it.each(['false', 'No', 'n', '0', 'non', 'NON', 'faux', 'off'])('reads %j as false', (raw) => {
    expect(converter().convert(raw, EMPTY_ROW)).toEqual({ ok: true, value: 'false' });
  });

  it('rejects a word it does not know', () => {
    expect(converter().convert('maybe', EMPTY_ROW)).toEqual({
      ok: false,
      message: '"maybe" is not a yes/no value',
    });
  });

  it('accepts configured words, ignoring case and accents', () => {
    const c = converter({ true_inputs: ['Coché', 'actif'], false_inputs: ['inactif'] });
    expect(c.convert('COCHE', EMPTY_ROW)).toEqual({ ok: true, value: 'true' });
    expect(c.convert('Inactif', EMPTY_ROW)).toEqual({ ok: true, value: 'false' });
  });

  it('lets a configured word override the built-in meaning', () => {
    expect(converter({ false_inputs: ['x'] }).convert('x', EMPTY_ROW)).toEqual({ ok: true, value: 'false' });
  });

  it('keeps an empty cell empty unless empty_is_false', () => {
    expect(converter().convert('', EMPTY_ROW)).toEqual({ ok: true, value: '' });
    expect(converter({ empty_is_false: true }).convert(' ', EMPTY_ROW)).toEqual({ ok: true, value: 'false' });
  });

  it('writes the configured output words', () => {
    const c = converter({ true_value: 'Y', false_value: 'N' });
    expect([c.format('true'), c.format('false'), c.format('')]).toEqual(['Y', 'N', '']);
    expect(converter().format('true')).toBe('true');
  });
});

describe('BOOLEAN configuration', () => {
  it('refuses identical output words', () => {
    expect(columnType.validateConfig({ true_value: '1', false_value: '1' })).toMatchObject([
      {
        property_path: 'type.boolean_data_type.false_value',
        invalid_value: '1',
        message: 'should differ from true_value',
      },
    ]);
  });

  it('refuses a word given for both true and false', () => {
    expect(columnType.validateConfig({ true_inputs: ['ok'], false_inputs: ['nope', 'OK'] })).toMatchObject([
      {
        property_path: 'type.boolean_data_type.false_inputs[1]',
        invalid_value: 'OK',
        message: 'already means true',
      },
    ]);
  });

  it('refuses a blank input word', () => {
    expect(columnType.validateConfig({ true_inputs: [''] })[0]?.property_path).toBe(
      'type.boolean_data_type.true_inputs[0]',
    );
  });
});
