import { distance } from 'fastest-levenshtein';
import { CONCEPT_WORDS } from './concepts.ts';

/**
 * Fuzzy similarity of canonical headers, for typos and other word orders. Two measures, the
 * higher one wins: a soft token-set Dice (word order free, each word compared by Levenshtein) and
 * a Levenshtein ratio on the whole joined name (typos that cross a word boundary).
 */

/** Below this, two words count as different: "ville"/"vile" (0.8) is a typo, "prix"/"paix" (0.75) is not. */
const WORD_FLOOR = 0.78;

/** 1 for equal strings, 0 for nothing in common. */
export function levenshteinRatio(a: string, b: string): number {
  const longest = Math.max(a.length, b.length);
  return longest === 0 ? 1 : 1 - distance(a, b) / longest;
}

/** Two adjacent letters swapped ("ctiy") is the commonest typing slip; Levenshtein counts it as two edits. */
function isOneSwap(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  const diff = [...a].flatMap((char, i) => (char === b[i] ? [] : [i]));
  return (
    diff.length === 2 &&
    diff[1] === diff[0]! + 1 &&
    a[diff[0]!] === b[diff[1]!] &&
    a[diff[1]!] === b[diff[0]!]
  );
}

function wordSimilarity(a: string, b: string): number {
  if (a === b) return 1;
  // Three letters leave no room for a typo: "nom" vs "non" are different words.
  if (Math.min(a.length, b.length) < 4) return 0;
  const [shorter, longer] = a.length <= b.length ? [a, b] : [b, a];
  const truncated = longer.startsWith(shorter) ? 0.85 : 0;
  const swapped = isOneSwap(a, b) ? 1 - 0.5 / a.length : 0;
  return Math.max(levenshteinRatio(a, b), truncated, swapped);
}

/** Similarity of two canonical tokens; a concept token is compared through its dictionary words. */
export function tokenSimilarity(a: string, b: string): number {
  if (a === b) return 1;
  const aConcept = a.startsWith('#');
  const bConcept = b.startsWith('#');
  if (aConcept && bConcept) return 0;
  if (!aConcept && !bConcept) return wordSimilarity(a, b);
  const [concept, word] = aConcept ? [a, b] : [b, a];
  const words = CONCEPT_WORDS.get(concept.slice(1)) ?? [];
  return Math.max(0, ...words.map((known) => wordSimilarity(word, known)));
}

function bestMatches(from: readonly string[], to: readonly string[]): number {
  let sum = 0;
  for (const token of from) {
    const best = Math.max(0, ...to.map((other) => tokenSimilarity(token, other)));
    if (best >= WORD_FLOOR) sum += best;
  }
  return sum;
}

/** Soft Dice coefficient over token sets: 1 when every token has an equal partner, in any order. */
export function tokenSetSimilarity(a: readonly string[], b: readonly string[]): number {
  if (a.length === 0 || b.length === 0) return 0;
  return (bestMatches(a, b) + bestMatches(b, a)) / (a.length + b.length);
}

/**
 * One name inside a longer one ("Item SKU" holds "SKU", "Contract" is in "Contract type"): every
 * token of the shorter side has a partner, and each extra token of the longer side costs 0.1.
 * Plain Dice would give such pairs 0.67, the same as two headers sharing one word of two.
 */
export function containment(a: readonly string[], b: readonly string[]): number {
  const [shorter, longer] = a.length <= b.length ? [a, b] : [b, a];
  if (shorter.length === 0 || shorter.length === longer.length) return 0;
  const coverage = bestMatches(shorter, longer) / shorter.length;
  if (coverage < 0.9) return 0;
  return coverage * (0.85 - 0.1 * (longer.length - shorter.length - 1));
}

/** The fuzzy score of two headers, from their canonical tokens and their joined normalized text. */
export function fuzzySimilarity(
  a: { canonical: readonly string[]; joined: string },
  b: { canonical: readonly string[]; joined: string },
): number {
  const whole = Math.min(a.joined.length, b.joined.length) >= 4 ? levenshteinRatio(a.joined, b.joined) : 0;
  return Math.max(tokenSetSimilarity(a.canonical, b.canonical), containment(a.canonical, b.canonical), whole);
}
