/**
 * What domain and engine code says to a person, before it is said in a language: a stable code of
 * the catalog (`locales/<language>.json`) and the values its message names. A phrase is rendered
 * to text at the boundary (API answer, error report, e-mail), in the reader's language.
 */

/**
 * A value a message names: text as is, a number written by the language's rules where asked, or
 * another phrase, said in the same language (a clause, a list, the kind of values).
 */
export type PhraseValue = string | number | Phrase;

export interface Phrase {
  /** The catalog key, e.g. `violation.required`. */
  readonly code: string;
  /** The message's arguments by name. */
  readonly values?: Readonly<Record<string, PhraseValue>>;
}

/** A phrase of `code` with its values. */
export function phrase(code: string, values?: Record<string, PhraseValue>): Phrase {
  return values === undefined ? { code } : { code, values };
}
