import { ABBREVIATIONS } from './abbreviations.ts';

/**
 * Header normalization: the "normalized names" stage of DESIGN §4, and the first step of every
 * later stage. A header becomes a list of lowercase ASCII tokens without stop words, plurals or
 * abbreviations, so "N° de Cde", "cmd_no" and "orderNumbers" all reduce to comparable tokens.
 */

/** A normalized header and the abbreviations that were expanded on the way (for explanations). */
export interface FoldedHeader {
  tokens: string[];
  /** Tokens without spaces, the key the normalized stage compares ("e mail" and "email" meet here). */
  joined: string;
  /** [abbreviation, expansion] pairs that were applied, in order. */
  expanded: Array<[string, string]>;
}

/** Words that carry no meaning in a header, en and fr, plus required/optional markers. */
// biome-ignore format: a word list reads best packed
const STOP_WORDS = new Set([
  'a', 'an', 'the', 'of', 'for', 'in', 'on', 'at', 'to', 'by', 'per', 'your', 'my', 'its',
  'de', 'du', 'des', 'd', 'la', 'le', 'les', 'l', 'un', 'une', 'en', 'au', 'aux', 'par', 'pour',
  'sur', 'votre', 'vos', 'mon', 'ma', 'sa', 'son',
  'optional', 'required', 'mandatory', 'obligatoire', 'facultatif', 'optionnel',
]);

/** Words whose final s is not a plural mark; stripping it would create false friends (pays → pay). */
const NOT_PLURAL = new Set(['pays', 'poids', 'frais', 'sans', 'tous', 'plus', 'vous', 'alias', 'gps']);

/** Lowercase ASCII: accents and ligatures removed so "Prénom" and "prenom" compare equal. */
export function foldText(text: string): string {
  return text
    .replace(/[œŒ]/g, 'oe')
    .replace(/[æÆ]/g, 'ae')
    .replace(/ß/g, 'ss')
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase();
}

function splitWords(header: string): string[] {
  const spaced = header
    .replace(/\b[nN]\s*[°º]/g, ' no ')
    .replace(/#/g, ' number ')
    .replace(/%/g, ' percent ')
    // An acronym's plural ("URLs", "IDs") is not a camelCase boundary.
    .replace(/([A-Z]{2,})s\b/g, '$1S')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .replace(/([a-zA-Z])(\d)/g, '$1 $2');
  return foldText(spaced)
    .split(/[^a-z0-9]+/)
    .filter((word) => word !== '');
}

function singular(token: string): string {
  if (token.length <= 3 || NOT_PLURAL.has(token)) return token;
  if (token.endsWith('ies')) return `${token.slice(0, -3)}y`;
  if (token.endsWith('s') && !/(ss|us|is)$/.test(token)) return token.slice(0, -1);
  return token;
}

/** Normalizes a header or a dictionary phrase. The same function must serve both sides. */
export function foldHeader(header: string): FoldedHeader {
  const tokens: string[] = [];
  const expanded: Array<[string, string]> = [];
  for (const word of splitWords(header)) {
    const expansion = ABBREVIATIONS[word] ?? ABBREVIATIONS[singular(word)];
    if (expansion !== undefined) expanded.push([word, expansion]);
    for (const part of (expansion ?? word).split(' ')) {
      if (!STOP_WORDS.has(part)) tokens.push(singular(part));
    }
  }
  return { tokens, joined: tokens.join(''), expanded };
}
