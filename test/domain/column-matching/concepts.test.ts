import { describe, expect, it } from 'vitest';
import { canonicalize } from '../../../src/domain/column-matching/concepts.ts';
import { foldHeader } from '../../../src/domain/column-matching/fold-header.ts';
import { CONCEPTS } from '../../../src/domain/column-matching/synonym-dictionary.ts';

const canonical = (header: string) => canonicalize(foldHeader(header).tokens).tokens;

describe('canonicalize with the en/fr synonym dictionary', () => {
  it.each([
    ['Prénom', 'First name'],
    ['Courriel', 'E-mail address'],
    ['Code postal', 'Zip'],
    ['Raison sociale', 'Company'],
    ['Date de naissance', 'DOB'],
    ['Code barre', 'GTIN'],
    ['Qté', 'Quantity'],
    ['Téléphone', 'Mobile'],
  ])('gives %j and %j the same concept', (a, b) => {
    expect(canonical(a)).toEqual(canonical(b));
  });

  it('composes word concepts so that word order and language do not matter', () => {
    expect([...canonical('N° de commande')].sort()).toEqual([...canonical('order_number')].sort());
    expect([...canonical('Prix unitaire')].sort()).toEqual([...canonical('Unit price')].sort());
  });

  it('prefers the longest phrase: "adresse e-mail" is an e-mail, not an address', () => {
    expect(canonical('Adresse e-mail')).toEqual(['#email']);
  });

  it('reads "Nom" alone as the last name but as a plain name inside a longer header', () => {
    expect(canonical('Nom')).toEqual(['#last_name']);
    expect(canonical('Nom du fichier')).toEqual(['#name', 'fichier']);
  });

  it('keeps words it does not know', () => {
    expect(canonical('Lead source')).toEqual(['lead', 'source']);
  });

  it('never lists one phrase under two concepts', () => {
    const owner = new Map<string, string>();
    for (const concept of CONCEPTS) {
      for (const phrase of [...concept.en, ...concept.fr]) {
        const key = `${phrase.startsWith('=') ? '=' : ''}${foldHeader(phrase.replace(/^=/, '')).joined}`;
        expect(owner.get(key) ?? concept.id, `"${phrase}"`).toBe(concept.id);
        owner.set(key, concept.id);
      }
    }
  });
});
