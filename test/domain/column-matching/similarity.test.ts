import { describe, expect, it } from 'vitest';
import { canonicalize } from '../../../src/domain/column-matching/concepts.ts';
import { foldHeader } from '../../../src/domain/column-matching/fold-header.ts';
import {
  containment,
  fuzzySimilarity,
  levenshteinRatio,
  tokenSetSimilarity,
} from '../../../src/domain/column-matching/similarity.ts';

function fuzzy(a: string, b: string): number {
  const side = (header: string) => {
    const normalized = foldHeader(header);
    return { canonical: canonicalize(normalized.tokens).tokens, joined: normalized.joined };
  };
  return fuzzySimilarity(side(a), side(b));
}

describe('fuzzy similarity', () => {
  it('is 1 for equal strings and 0 for nothing in common', () => {
    expect(levenshteinRatio('city', 'city')).toBe(1);
    expect(levenshteinRatio('abcd', 'wxyz')).toBe(0);
  });

  it('forgives a typo in a word and compares it with every synonym of the concept', () => {
    expect(fuzzy('Adress', 'Address')).toBeGreaterThan(0.8);
    expect(fuzzy('Vile', 'City')).toBeGreaterThanOrEqual(0.8);
    expect(fuzzy('Télépone', 'Phone')).toBeGreaterThan(0.8);
  });

  it('counts two swapped letters as a small slip', () => {
    expect(fuzzy('Ctiy', 'City')).toBeGreaterThan(0.8);
    expect(fuzzy('Cmopany', 'Company')).toBeGreaterThan(0.9);
  });

  it('ignores word order', () => {
    expect(tokenSetSimilarity(['shipping', 'cost'], ['cost', 'shipping'])).toBe(1);
  });

  it('does not treat three-letter words as typos of each other', () => {
    expect(tokenSetSimilarity(['nom'], ['non'])).toBe(0);
  });

  it('scores a name held inside a longer one lower for each extra word', () => {
    const oneExtra = containment(['#sku'], ['#product', '#sku']);
    const twoExtra = containment(['#sku'], ['#product', '#sku', 'main']);
    expect(oneExtra).toBeGreaterThan(twoExtra);
    expect(containment(['#sku'], ['#order', 'line'])).toBe(0);
  });

  it('keeps headers that share one word of two well apart', () => {
    expect(fuzzy('Delivery address', 'Billing address')).toBeLessThan(0.7);
    expect(fuzzy('Created date', 'Birth date')).toBeLessThan(0.7);
  });
});
