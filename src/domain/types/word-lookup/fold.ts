const COMBINING_MARKS = /[\u0300-\u036f]/g;
const WHITESPACE_RUN = /\s+/g;
const NEEDS_SLOW_PATH = /[^\x20-\x7e]|\s\s|^\s|\s$/;

/**
 * The form two words are compared in: trimmed, lower case, accents removed, inner whitespace
 * collapsed ("  Élève  Modèle " → "eleve modele"). Plain ASCII words, the common case, skip the
 * Unicode normalisation.
 */
export function foldForMatch(text: string): string {
  if (!NEEDS_SLOW_PATH.test(text)) return text.toLowerCase();
  return text.normalize('NFD').replace(COMBINING_MARKS, '').replace(WHITESPACE_RUN, ' ').trim().toLowerCase();
}
