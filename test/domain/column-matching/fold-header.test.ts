import { describe, expect, it } from 'vitest';
import { foldHeader, foldText } from '../../../src/domain/column-matching/fold-header.ts';

describe('foldHeader', () => {
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
    expect(foldHeader(header).joined).toBe(joined);
  });

  it('drops English and French stop words and required markers', () => {
    expect(foldHeader('Date de la commande').tokens).toEqual(['date', 'commande']);
    expect(foldHeader('Date of the order (required)').tokens).toEqual(['date', 'order']);
    expect(foldHeader('Votre e-mail *').tokens).toEqual(['e', 'mail']);
  });

  it('removes plural marks but keeps words whose final s is not one', () => {
    expect(foldHeader('Categories').tokens).toEqual(['category']);
    expect(foldHeader('Image URLs').tokens).toEqual(['image', 'url']);
    expect(foldHeader('Address').tokens).toEqual(['address']);
    expect(foldHeader('Pays').tokens).toEqual(['pays']);
    expect(foldHeader('Status').tokens).toEqual(['status']);
  });

  it('expands common abbreviations and says which', () => {
    expect(foldHeader('Qty').tokens).toEqual(['quantity']);
    expect(foldHeader('Tél.').tokens).toEqual(['telephone']);
    expect(foldHeader('CP').tokens).toEqual(['code', 'postal']);
    expect(foldHeader('DOB').tokens).toEqual(['date', 'birth']);
    expect(foldHeader('Nb articles').expanded).toEqual([['nb', 'nombre']]);
  });

  it('reads the number signs N°, # and No as the word number', () => {
    expect(foldHeader('N° commande').tokens).toEqual(['number', 'commande']);
    expect(foldHeader('Order #').tokens).toEqual(['order', 'number']);
    expect(foldHeader('Order No.').tokens).toEqual(['order', 'number']);
  });

  it('splits letters from digits so numbered columns keep their number', () => {
    expect(foldHeader('Address2').tokens).toEqual(['address', '2']);
  });
});

describe('foldText', () => {
  it('removes accents and ligatures and lowercases', () => {
    expect(foldText('Œuvre Éléphant Straße')).toBe('oeuvre elephant strasse');
  });
});
