/**
 * A changed row of a find and replace as its JSON line (a ReplacedRow of ./replace-cells.ts). A
 * replace may change every row of a million: each row's `data` is copied from an object that has
 * every `#(name)` key already, in column order, so that every row's object has the same shape and
 * `JSON.stringify` takes its fast path (a row built key by key, as `rowData` does, cost about 1.5×
 * as much), and its violations are parsed back from the JSON they are collected as only when there
 * are some. The line is the same text `JSON.stringify` made of the ReplacedRow built as before.
 */
import type { ReplacedRow } from './replace-cells.ts';

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
