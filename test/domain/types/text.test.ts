import { describe, expect, it } from 'vitest';
import { columnType } from '../../../src/domain/types/text.ts';
import { EMPTY_ROW } from './support.ts';

const convert = (raw: string, config: object = {}) => columnType.prepare(config, []).convert(raw, EMPTY_ROW);

describe('TEXT conversion', () => {
  it.each([
    ['  hello  ', {}, 'hello'],
    ['  hello  ', { trim: false }, '  hello  '],
    ['a \n\t b', { collapse_whitespace: true }, 'a b'],
    ['Élève', { case: 'upper' }, 'ÉLÈVE'],
    ['ÉLÈVE', { case: 'lower' }, 'élève'],
    ['jean-pierre DE LA FONTAINE', { case: 'capitalize' }, 'Jean-Pierre De La Fontaine'],
    ["l'ÉCOLE", { case: 'capitalize' }, "L'École"],
    ['abcdef', { max_length: 3, truncate: true }, 'abc'],
    ['😀😀😀', { max_length: 3 }, '😀😀😀'],
  ])('turns %j with %j into %j', (raw, config, canonical) => {
    expect(convert(raw, config)).toEqual({ ok: true, value: canonical });
  });

  it('rejects text longer than max_length, counting characters', () => {
    expect(convert('abcdef', { max_length: 5 })).toEqual({
      ok: false,
      message: 'The text is 6 characters long, more than the allowed 5',
    });
  });

  it('writes the canonical text unchanged', () => {
    expect(columnType.prepare({}, []).format('Hello')).toBe('Hello');
  });
});

describe('TEXT configuration', () => {
  it.each([
    [{ case: 'title' }, 'type.text_data_type.case'],
    [{ max_length: 0 }, 'type.text_data_type.max_length'],
    [{ trim: 'no' }, 'type.text_data_type.trim'],
  ])('reports %j at %s', (config, path) => {
    expect(columnType.validateConfig(config).map((v) => v.property_path)).toEqual([path]);
  });
});
