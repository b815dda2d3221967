import { describe, expect, it } from 'vitest';
import { foldText, normalizeName } from '../../../src/domain/column-matching/normalize.ts';

describe('normalizeName', () => {
  it.each([
    ['First Name', 'firstname'],
    ['first_name', 'firstname'],
    ['first-name', 'firstname'],
    ['first.name', 'firstname'],
    ['firstName', 'firstname'],
    ['FIRST NAME', 'firstname'],
    ['  Prénom  ', 'prenom'],
    ['E-mail', 'email'],
  ])('reduces %j to the key %j whatever the case, accents and separators', (header, joined) => {
    expect(normalizeName(header).joined).toBe(joined);
  });

  it('drops English and French stop words and required markers', () => {
    expect(normalizeName('Date de la commande').tokens).toEqual(['date', 'commande']);
    expect(normalizeName('Date of the order (required)').tokens).toEqual(['date', 'order']);
    expect(normalizeName('Votre e-mail *').tokens).toEqual(['e', 'mail']);
  });

  it('removes plural marks but keeps words whose final s is not one', () => {
    expect(normalizeName('Categories').tokens).toEqual(['category']);
    expect(normalizeName('Image URLs').tokens).toEqual(['image', 'url']);
    expect(normalizeName('Address').tokens).toEqual(['address']);
    expect(normalizeName('Pays').tokens).toEqual(['pays']);
    expect(normalizeName('Status').tokens).toEqual(['status']);
  });

  it('expands common abbreviations and says which', () => {
    expect(normalizeName('Qty').tokens).toEqual(['quantity']);
    expect(normalizeName('Tél.').tokens).toEqual(['telephone']);
    expect(normalizeName('CP').tokens).toEqual(['code', 'postal']);
    expect(normalizeName('DOB').tokens).toEqual(['date', 'birth']);
    expect(normalizeName('Nb articles').expanded).toEqual([['nb', 'nombre']]);
  });

  it('reads the number signs N°, # and No as the word number', () => {
    expect(normalizeName('N° commande').tokens).toEqual(['number', 'commande']);
    expect(normalizeName('Order #').tokens).toEqual(['order', 'number']);
    expect(normalizeName('Order No.').tokens).toEqual(['order', 'number']);
  });

  it('splits letters from digits so numbered columns keep their number', () => {
    expect(normalizeName('Address2').tokens).toEqual(['address', '2']);
  });
});

describe('foldText', () => {
  it('removes accents and ligatures and lowercases', () => {
    expect(foldText('Œuvre Éléphant Straße')).toBe('oeuvre elephant strasse');
  });
});
