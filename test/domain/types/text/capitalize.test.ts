import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { capitalize } from '../../../../src/domain/types/text/capitalize.ts';

/** The definition the loop implements: a letter after the start, whitespace, a hyphen or an apostrophe. */
const reference = (text: string) =>
  text
    .toLowerCase()
    .replace(/(^|[\s\-'’])(\p{L})/gu, (_, before: string, letter: string) => before + letter.toUpperCase());

describe('capitalize', () => {
  it('capitalizes the first letter of each word, after spaces, hyphens and apostrophes', () => {
    expect(capitalize("jEAN-PIERRE d'arc  o’neil\téLODIE")).toBe("Jean-Pierre D'Arc  O’Neil\tÉlodie");
    expect(capitalize('1st place, 2nd')).toBe('1st Place, 2nd');
    expect(capitalize('straße ßtraße 𝐚𝐛')).toBe('Straße SStraße 𝐚𝐛');
  });

  it('treats every character as a word boundary exactly as the regex definition does', () => {
    for (let c = 0; c < 0x10000; c++) {
      if (c >= 0xd800 && c <= 0xdfff) continue;
      const text = `${String.fromCharCode(c)}a`;
      if (capitalize(text) !== reference(text))
        expect(capitalize(text), `U+${c.toString(16)}`).toBe(reference(text));
    }
  });

  it('agrees with the regex definition on any text, astral letters and lone surrogates included', () => {
    const unit = fc.constantFrom(
      'a',
      'Z',
      'é',
      'É',
      'ß',
      ' ',
      '-',
      "'",
      '’',
      '\u00a0',
      '1',
      '𝒜',
      '\ud835',
      '\udc9c',
      'ǆ',
    );
    fc.assert(
      fc.property(fc.string({ unit }), (text) => {
        expect(capitalize(text)).toBe(reference(text));
      }),
    );
  });
});
