import { describe, expect, it } from 'vitest';
import { foldForMatch } from '../../../../src/domain/types/word-lookup/fold.ts';
import { WordIndex } from '../../../../src/domain/types/word-lookup/word-index.ts';

function countries(): WordIndex {
  const index = new WordIndex();
  index.add('FR', [
    { word: 'FR', path: 'a' },
    { word: 'France', path: 'b' },
  ]);
  index.add('ES', [{ word: 'España', path: 'c' }]);
  return index;
}

describe('WordIndex lookups remembered by raw text', () => {
  it('answers a repeated text, hit or miss, as the first time', () => {
    const index = countries();
    for (let i = 0; i < 3; i++) {
      expect(index.find('fr')).toBe('FR');
      expect(index.find(' FRANCE ')).toBe('FR');
      expect(index.find('espana')).toBe('ES');
      expect(index.find('Allemagne')).toBeUndefined();
      expect(index.find('')).toBeUndefined();
    }
  });

  it('stays right when more distinct texts come than it remembers, and for long texts', () => {
    const index = countries();
    for (let i = 0; i < 2000; i++) {
      expect(index.find(`x${i}`)).toBeUndefined();
      expect(index.find(i % 2 ? 'France' : 'FRANCE')).toBe('FR');
    }
    const long = ` ${'France'.padEnd(70)} `;
    expect(long.length).toBeGreaterThan(64);
    expect(index.find(long)).toBe('FR');
    expect(index.find(long)).toBe('FR');
    expect(index.find(`${long}x`)).toBeUndefined();
  });

  it('forgets its answers when a word is added', () => {
    const index = countries();
    expect(index.find('Germany')).toBeUndefined();
    index.add('DE', [{ word: 'Germany', path: 'd' }]);
    expect(index.find('Germany')).toBe('DE');
  });

  it('agrees with a lookup of the folded text on mixed inputs', () => {
    const index = countries();
    const inputs = [
      'FR',
      'fr',
      ' fr',
      'Fr ',
      'FRANCE',
      'france',
      'España',
      'ESPAÑA',
      'Espan\u0303a',
      'es',
      '',
    ];
    const folded = new Map([
      ['fr', 'FR'],
      ['france', 'FR'],
      ['espana', 'ES'],
    ]);
    for (const raw of [...inputs, ...inputs]) expect(index.find(raw)).toBe(folded.get(foldForMatch(raw)));
  });
});
