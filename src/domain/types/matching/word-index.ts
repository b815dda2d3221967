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

/**
 * Case- and accent-insensitive lookup from every accepted word (value, label, synonym) to the
 * entry's canonical value. Shared by CHOICE, LIST_OF_VALUES and BOOLEAN.
 */
export class WordIndex {
  private readonly words = new Map<string, string>();
  /** Words that two different entries claim, in configuration order. */
  readonly clashes: WordClash[] = [];

  /** Registers the words of one entry; a word already owned by another entry is a clash. */
  add(canonical: string, words: readonly IndexedWord[]): void {
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
    return this.words.get(foldForMatch(raw));
  }

  get size(): number {
    return this.words.size;
  }
}
