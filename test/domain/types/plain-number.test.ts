import { describe, expect, it } from 'vitest';
import { prepareColumnType } from '../../../src/domain/types/column-type.ts';
import { roundHalfAwayFromZero, toCanonical } from '../../../src/domain/types/number/decimal-string.ts';
import { isCanonicalInteger, readPlainNumber } from '../../../src/domain/types/number/plain-number.ts';
import { type DecimalMark, readNumber } from '../../../src/domain/types/number/read-number.ts';

/** What the NUMBER column computes with the general reader (no % in these texts). */
function general(text: string, mark: DecimalMark, decimals: number | null): string | null {
  const parts = readNumber(text.trim(), mark);
  if (parts === null) return null;
  return toCanonical(decimals === null ? parts : roundHalfAwayFromZero(parts, decimals));
}

function* texts(alphabet: string[], maxLength: number): Generator<string> {
  let level = [''];
  for (let length = 1; length <= maxLength; length++) {
    const next: string[] = [];
    for (const prefix of level) for (const ch of alphabet) next.push(prefix + ch);
    yield* next;
    level = next;
  }
}

describe('readPlainNumber', () => {
  it.each([
    ['171,33', 2, '171.33'],
    ['171.30', 2, '171.3'],
    ['-5,00', 2, '-5'],
    ['-0,0', null, '0'],
    ['007', 0, '7'],
    ['0', 0, '0'],
    ['12345678901234567890', null, '12345678901234567890'],
    ['1234,5678', null, '1234.5678'],
  ])('reads %j (decimals %j) as %j', (text, decimals, canonical) => {
    expect(readPlainNumber(text, decimals)).toBe(canonical);
  });

  it.each([
    ['1,234', null],
    ['1.234', 3],
    ['12,', null],
    ['.5', null],
    ['-.5', null],
    ['-', null],
    ['', null],
    ['1.2.3', null],
    ['1,2.3', null],
    [' 12', null],
    ['12 ', null],
    ['1 234', null],
    ['+12', null],
    ['12%', null],
    ['1e3', null],
    ['171,335', 2],
    ['1,2345', 2],
  ])('leaves %j (decimals %j) to the general reader', (text, decimals) => {
    expect(readPlainNumber(text, decimals)).toBeNull();
  });

  it('agrees with the general reader on every short text of digits, signs and marks', () => {
    let read = 0;
    for (const text of texts(['0', '1', '5', '9', '-', '.', ',', ' '], 6)) {
      for (const decimals of [null, 0, 2]) {
        const plain = readPlainNumber(text, decimals);
        if (plain === null) continue;
        read++;
        expect([text, decimals, plain]).toEqual([text, decimals, general(text, '.', decimals)]);
        expect([text, decimals, plain]).toEqual([text, decimals, general(text, ',', decimals)]);
      }
    }
    expect(read).toBeGreaterThan(10_000);
  });
});

describe('isCanonicalInteger', () => {
  it('holds exactly for the texts every NUMBER column gives back as they are', () => {
    const columns = [0, 2, null].map((decimals) =>
      prepareColumnType({ type: 'NUMBER', number_data_type: { decimals } }, []),
    );
    for (const text of texts(['0', '1', '9', '-', '.', ',', ' ', 'e', '+', 'é'], 4)) {
      const bytes = Buffer.from(text, 'latin1');
      const kept = isCanonicalInteger(bytes, 0, bytes.length);
      const same = columns.every((column) => {
        const result = column.convert(text, {} as never);
        return result.ok && result.value === text;
      });
      expect(kept, JSON.stringify(text)).toBe(same);
    }
  });

  it('reads only the bytes it is given', () => {
    const bytes = Buffer.from('x,-12,007,0,');
    expect(isCanonicalInteger(bytes, 2, 5)).toBe(true);
    expect(isCanonicalInteger(bytes, 6, 9)).toBe(false);
    expect(isCanonicalInteger(bytes, 10, 11)).toBe(true);
    expect(isCanonicalInteger(bytes, 11, 11)).toBe(false);
  });
});
