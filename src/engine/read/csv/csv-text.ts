/**
 * The text of a CSV record, kept with its cells when it is exactly the line `csvLine`
 * (../../normalized-csv.ts) writes for them: comma delimiter, quotes only around cells that need them.
 * The normalized source then reuses the text instead of quoting every row again (csvLine was
 * 4.4 % of a 1M-row profile).
 *
 * The text rides on the cells array as a private field, so that the engine's interfaces still
 * carry plain `string[]` cells: a private field is invisible to every reader of the array (keys,
 * symbols, JSON, deep equality) and, measured, costs what a plain property costs, where
 * `Object.defineProperty` or a WeakMap cost three times the split of the record. Cells changed
 * after reading must be a new array, which carries no text.
 */

/** A base whose constructor returns its argument, so that a subclass can stamp an existing array. */
class Stamped {
  constructor(target: object) {
    // biome-ignore lint/correctness/noConstructorReturn: adding a private field to an existing array is the point
    return target;
  }
}

class CsvText extends Stamped {
  #text: string;

  constructor(cells: string[], text: string) {
    super(cells);
    this.#text = text;
  }

  static of(cells: object): string | undefined {
    return #text in cells ? (cells as CsvText).#text : undefined;
  }
}

/** Records that `text` is the csvLine of `cells`. */
export function keepCsvText(cells: string[], text: string): void {
  new CsvText(cells, text);
}

/** The csvLine of `cells` when the CSV reader kept it, undefined otherwise. */
export function csvTextOf(cells: readonly string[]): string | undefined {
  return CsvText.of(cells);
}
