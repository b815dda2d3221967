import { foldForMatch } from './fold.ts';

/** A word that designates an entry, with where it was configured (for violation paths). */
export interface IndexedWord {
  word: string;
  path: string;
}

/** A word already claimed by another entry. */
export interface WordClash {
  path: string;
  word: string;
  owner: string;
}

/** How many raw texts a lookup remembers, and the longest text it remembers. */
const REMEMBERED = 256;
const LONGEST_REMEMBERED = 64;

/**
 * Case- and accent-insensitive lookup from every accepted word (value, label, synonym) to the
 * entry's canonical value. Shared by CHOICE, LIST_OF_VALUES and BOOLEAN.
 *
 * A column of such a type holds few distinct raw texts ("FR", "fr", "France"…), so the answer for
 * each exact raw text is remembered (misses too), in a map emptied when it reaches REMEMBERED
 * entries: folding every cell was 2.5 % of a 1M-row profile of the benchmark template (three such
 * columns).
 */
export class WordIndex {
  private readonly words = new Map<string, string>();
  /** Answers by exact raw text; null for a text that designates nothing. */
  private readonly recent = new Map<string, string | null>();
  /** Words that two different entries claim, in configuration order. */
  readonly clashes: WordClash[] = [];

  /** Registers the words of one entry; a word already owned by another entry is a clash. */
  add(canonical: string, words: readonly IndexedWord[]): void {
    this.recent.clear();
    for (const { word, path } of words) {
      const key = foldForMatch(word);
      if (key === '') continue;
      const owner = this.words.get(key);
      if (owner === undefined) this.words.set(key, canonical);
      else if (owner !== canonical) this.clashes.push({ path, word, owner });
    }
  }

  /** The canonical value a raw word designates, or undefined. */
  find(raw: string): string | undefined {
    const known = this.recent.get(raw);
    if (known !== undefined) return known ?? undefined;
    const value = this.words.get(foldForMatch(raw));
    if (raw.length <= LONGEST_REMEMBERED) {
      if (this.recent.size >= REMEMBERED) this.recent.clear();
      this.recent.set(raw, value ?? null);
    }
    return value;
  }

  get size(): number {
    return this.words.size;
  }
}
