import { describe, expect, it } from 'vitest';
import { columnType as column } from '../../../src/domain/types/column.ts';
import { type CellConverter, fail, ok } from '../../../src/domain/types/definition/column-type-definition.ts';
import { memoizedConverter } from '../../../src/domain/types/definition/memoized-converter.ts';
import { EMPTY_ROW, rowOf } from './support.ts';

/** Upper-cases, refuses "bad", and counts the conversions it really made. */
function countingConverter(): CellConverter & { calls: number } {
  const converter = {
    calls: 0,
    convert(raw: string) {
      converter.calls++;
      return raw === 'bad' ? fail('bad value') : ok(raw.toUpperCase());
    },
    format: (canonical: string) => `<${canonical}>`,
  };
  return converter;
}

describe('memoizedConverter', () => {
  it('converts each repeated text once, failures included, and formats as the converter does', () => {
    const inner = countingConverter();
    const memo = memoizedConverter(inner);
    const texts = Array.from({ length: 10_000 }, (_, i) => ['fr', 'de', 'bad'][i % 3]!);
    for (const text of texts) {
      expect(memo.convert(text, EMPTY_ROW)).toEqual(
        text === 'bad' ? fail('bad value') : ok(text.toUpperCase()),
      );
    }
    expect(inner.calls).toBe(3);
    expect(memo.format('FR')).toBe('<FR>');
  });

  it('steps aside for texts that do not repeat, still converting every one of them', () => {
    const inner = countingConverter();
    const memo = memoizedConverter(inner);
    for (let i = 0; i < 10_000; i++) expect(memo.convert(`id${i}`, EMPTY_ROW)).toEqual(ok(`ID${i}`));
    expect(memo.convert('id5', EMPTY_ROW)).toEqual(ok('ID5'));
    expect(inner.calls).toBe(10_001);
  });

  it('is not used for a type whose value comes from other cells of the row', () => {
    const converter = column.prepare({ expression: '%(name)' }, []);
    for (const name of ['Ada', 'Grace', 'Ada', 'Hedy']) {
      expect(converter.convert('', rowOf({ name }))).toEqual(ok(name));
    }
  });
});
