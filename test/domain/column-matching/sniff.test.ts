import { describe, expect, it } from 'vitest';
import { choiceFit, isGtin, kindFit, looksLike } from '../../../src/domain/column-matching/sniff.ts';

describe('value sniffing', () => {
  it.each([
    ['email', 'jean.dupont@example.fr', 'jean.dupont@example'],
    ['url', 'https://acme.com/a?b=1', 'acme'],
    ['date', '12/03/1985', '12/03'],
    ['date', '2024-03-12T10:00:00Z', '2024-13'],
    ['date', '3 mars 2024', 'mars'],
    ['number', '1 299,50 €', '12a'],
    ['number', '-3.5', '1.2.3.4'],
    ['boolean', 'Oui', 'maybe'],
    ['ean', '4006381333931', '4006381333932'],
    ['phone', '+33 6 12 34 56 78', '12345678'],
    ['phone', '(555) 123-4567', '2024-03-12'],
    ['postal_code', '75001', '7500'.repeat(3)],
  ] as const)('recognises a %s in %j and not in %j', (kind, yes, no) => {
    expect(looksLike(kind, yes)).toBe(true);
    expect(looksLike(kind, no)).toBe(false);
  });

  it('checks the EAN check digit of 8, 12, 13 and 14 digit codes', () => {
    expect(isGtin('96385074')).toBe(true);
    expect(isGtin('036000291452')).toBe(true);
    expect(isGtin('3017620422003')).toBe(true);
    expect(isGtin('3017620422004')).toBe(false);
  });

  it('gives the share of non-blank samples that fit, ignoring blanks', () => {
    expect(kindFit('email', ['a@b.fr', '', 'nope', 'c@d.com'])).toBeCloseTo(2 / 3);
    expect(kindFit('email', ['', ' '])).toBe(0);
  });

  it('compares samples with choices without case or accents', () => {
    expect(choiceFit(['Électronique', 'Jardin'], ['electronique', 'JARDIN', 'Cuisine', 'jardin'])).toBe(0.75);
  });
});
