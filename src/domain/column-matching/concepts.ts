import { foldHeader } from './fold-header.ts';
import { CONCEPTS, type Concept } from './synonym-dictionary.ts';

/**
 * Canonicalization: replaces the phrases of the synonym dictionary inside a normalized header by
 * concept tokens ("#email"), longest phrase first, so that headers in en and fr meet.
 */

/** One phrase of a header that was recognised as a concept. */
export interface Bridge {
  /** The header words that were recognised, as normalized. */
  words: string;
  concept: Concept;
  /** Languages in which the dictionary lists the phrase ("client" is both). */
  langs: Array<'en' | 'fr'>;
}

/** A canonical header: words the dictionary does not know stay as they are. */
export interface CanonicalName {
  /** Concept tokens start with "#"; the others are normalized words. */
  tokens: string[];
  bridges: Bridge[];
}

interface Entry {
  concept: Concept;
  langs: Array<'en' | 'fr'>;
  /** Only when the phrase is the whole header. */
  alone: boolean;
  /** Number of normalized tokens of the phrase. */
  length: number;
}

/** Phrases keyed by their normalized tokens joined without spaces ("firstname"). */
function buildIndex(): Map<string, Entry[]> {
  const index = new Map<string, Entry[]>();
  for (const concept of CONCEPTS) {
    for (const lang of ['en', 'fr'] as const) {
      for (const phrase of concept[lang]) {
        const alone = phrase.startsWith('=');
        const { tokens, joined } = foldHeader(alone ? phrase.slice(1) : phrase);
        if (joined === '') continue;
        const entries = index.get(joined) ?? [];
        const same = entries.find((entry) => entry.concept === concept && entry.alone === alone);
        if (same === undefined) entries.push({ concept, langs: [lang], alone, length: tokens.length });
        else if (!same.langs.includes(lang)) same.langs.push(lang);
        index.set(joined, entries);
      }
    }
  }
  return index;
}

const INDEX = buildIndex();
const LONGEST_PHRASE = Math.max(...[...INDEX.values()].flat().map((entry) => entry.length));

/** Single-word phrases of each concept, for fuzzy comparison of a typo against a concept. */
export const CONCEPT_WORDS: ReadonlyMap<string, string[]> = new Map(
  CONCEPTS.map((concept) => [
    concept.id,
    [...INDEX.entries()]
      .filter(([, entries]) => entries.some((entry) => entry.concept === concept && entry.length === 1))
      .map(([joined]) => joined),
  ]),
);

function lookup(joined: string, whole: boolean): Entry | undefined {
  const entries = INDEX.get(joined) ?? [];
  return (whole ? entries.find((entry) => entry.alone) : undefined) ?? entries.find((entry) => !entry.alone);
}

/** Replaces dictionary phrases by concept tokens, longest match first, left to right. */
export function canonicalize(tokens: readonly string[]): CanonicalName {
  const whole = lookup(tokens.join(''), true);
  if (whole !== undefined && tokens.length > 0) {
    const words = tokens.join(' ');
    return {
      tokens: [`#${whole.concept.id}`],
      bridges: [{ words, concept: whole.concept, langs: whole.langs }],
    };
  }
  const out: string[] = [];
  const bridges: Bridge[] = [];
  let i = 0;
  while (i < tokens.length) {
    let found = false;
    for (let length = Math.min(LONGEST_PHRASE, tokens.length - i); length >= 1 && !found; length--) {
      const window = tokens.slice(i, i + length);
      const entry = lookup(window.join(''), false);
      if (entry === undefined) continue;
      out.push(`#${entry.concept.id}`);
      bridges.push({ words: window.join(' '), concept: entry.concept, langs: entry.langs });
      i += length;
      found = true;
    }
    if (!found) out.push(tokens[i++]!);
  }
  return { tokens: out, bridges };
}
