import { describe, expect, it } from 'vitest';
import { columnType } from '../../../src/domain/types/choice.ts';
import { EMPTY_ROW } from './support.ts';

const sizes = {
  choices: [
    { value: 'S', label: 'Small', synonyms: ['petit', 'P'] },
    { value: 'M', label: 'Medium', synonyms: ['moyen'] },
    { value: 'L', label: 'Large', synonyms: ['grand', 'G'] },
  ],
};

const converter = (config: object = sizes) => columnType.prepare(config, []);

describe('CHOICE conversion', () => {
  it.each([
    ['S', 'S'],
    ['s', 'S'],
    ['small', 'S'],
    [' MEDIUM ', 'M'],
    ['Petit', 'S'],
    ['grand', 'L'],
  ])('reads %j as the choice %j', (raw, value) => {
    expect(converter().convert(raw, EMPTY_ROW)).toEqual({ ok: true, value });
  });

  it('ignores accents', () => {
    const c = converter({ choices: [{ value: 'ete', label: 'Été' }] });
    expect(c.convert('ÉTÉ', EMPTY_ROW)).toEqual({ ok: true, value: 'ete' });
  });

  it('rejects another word and names the allowed choices', () => {
    expect(converter().convert('XL', EMPTY_ROW)).toEqual({
      ok: false,
      message: '"XL" is not one of the allowed choices: S, M, L',
    });
  });

  it('reads several choices in one cell when multiple, without repeats', () => {
    const c = converter({ ...sizes, multiple: true, separator: ';' });
    expect(c.convert('small; grand ;S;', EMPTY_ROW)).toEqual({ ok: true, value: 'S;L' });
    expect(c.convert('small;XL', EMPTY_ROW)).toEqual({
      ok: false,
      message: '"XL" is not one of the allowed choices: S, M, L',
    });
  });

  it('writes the label when output is label', () => {
    expect(converter({ ...sizes, output: 'label' }).format('M')).toBe('Medium');
    expect(converter({ ...sizes, output: 'label', multiple: true }).format('S,L')).toBe('Small,Large');
    expect(converter().format('M')).toBe('M');
  });
});

describe('CHOICE configuration', () => {
  it('refuses a word that designates two choices', () => {
    expect(
      columnType.validateConfig({
        choices: [
          { value: 'A', synonyms: ['x'] },
          { value: 'B', synonyms: ['X'] },
        ],
      }),
    ).toMatchObject([
      {
        property_path: 'type.choice_data_type.choices[1].synonyms[0]',
        invalid_value: 'X',
        message: 'already designates the choice "A"',
      },
    ]);
  });

  it('refuses the same value twice', () => {
    const violations = columnType.validateConfig({ choices: [{ value: 'A' }, { value: 'a' }] });
    expect(violations.map((v) => v.property_path)).toContain('type.choice_data_type.choices[1].value');
  });

  it('refuses a value holding the separator of a multiple choice', () => {
    const violations = columnType.validateConfig({ multiple: true, choices: [{ value: 'a,b' }] });
    expect(violations).toMatchObject([
      {
        property_path: 'type.choice_data_type.choices[0].value',
        invalid_value: 'a,b',
        message: 'should not contain the separator ","',
      },
    ]);
  });

  it('refuses a choice without value', () => {
    const violations = columnType.validateConfig({ choices: [{ label: 'x' }] });
    expect(violations.map((v) => v.property_path)).toEqual(['type.choice_data_type.choices[0].value']);
  });
});
