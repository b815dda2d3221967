/**
 * A changed row of a find and replace as its JSON line (a ReplacedRow, written by ./replace-cells.ts). A
 * replace may change every row of a million: each row's `data` is copied from an object that has
 * every `#(name)` key already, in column order, so that every row's object has the same shape and
 * `JSON.stringify` takes its fast path (a row built key by key, as `rowData` does, cost about 1.5×
 * as much), and its violations are parsed back from the JSON they are collected as only when there
 * are some. The line is the same text `JSON.stringify` made of the ReplacedRow built as before.
 */
import type { ReviewViolation } from '../review-store/review-row.ts';

/** A row the replace changed, one JSON line of the output. */
export interface ReplacedRow {
  row: number;
  /** Every edited cell of the row, the earlier edits and this replace's merged. */
  cells: Record<string, string>;
  /** The cells this replace changed, with their new texts. */
  edited: Record<string, string>;
  /** The row judged again with `cells`. */
  revised: {
    row: number;
    data: Record<string, string>;
    violations: ReviewViolation[];
    /** The tags of its unique keys, when the template has a rule that a key must appear once. */
    unique_keys?: string[];
  };
  /** Whether the row was in error in the last whole-file check, before any edit. */
  was_in_error: boolean;
  /** The tags of the row's unique keys before this replace (see ./unique-keys.ts); `revised` has the new ones. */
  unique_keys_before: string[];
}

const NO_VIOLATIONS: never[] = [];

export class ReplacedLines {
  /** Each column's `#(name)`. */
  private readonly keys: string[];
  /** Every `#(name)` key in column order (a name twice keeps its first place, as `rowData` does). */
  private readonly shape: Record<string, string> = {};

  constructor(names: readonly string[]) {
    this.keys = names.map((name) => `#(${name})`);
    for (const key of this.keys) this.shape[key] = '';
  }

  /** The whole line; `violations` is the JSON array RowViolations took, `uniqueKeys` null without such rules. */
  line(
    row: number,
    cells: Record<string, string>,
    edited: Record<string, string>,
    output: readonly string[],
    violations: string,
    uniqueKeys: string[] | null,
    wasInError: boolean,
    keysBefore: string[],
  ): string {
    const data = { ...this.shape };
    const keys = this.keys;
    for (let c = 0; c < keys.length; c++) data[keys[c]!] = output[c]!;
    const found = violations === '[]' ? NO_VIOLATIONS : JSON.parse(violations);
    const result: ReplacedRow = {
      row,
      cells,
      edited,
      revised: {
        row,
        data,
        violations: found,
        ...(uniqueKeys !== null ? { unique_keys: uniqueKeys } : {}),
      },
      was_in_error: wasInError,
      unique_keys_before: keysBefore,
    };
    return JSON.stringify(result);
  }
}
