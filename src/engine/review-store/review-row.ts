/** One row as a sender reviews it, and the collector of a row's violations while it is judged. */

/** One violation of a reviewed row, as the error report lists it. */
export interface ReviewViolation {
  /** Technical name of the column; '' for a violation of the whole row (`extra_cells`). */
  column: string;
  /** Rule name, as the error report's `rule` column (`type`, `required`, a function name…). */
  rule: string;
  /** Message, as the error report's `message` column. */
  message: string;
}

/** A row of the target with its violations. */
export interface ReviewRow {
  /** Row number, as in the error report (1-based; blank source rows are not numbered). */
  row: number;
  /** Cells exactly as written to the target, keyed `#(technical_name)`, in column order. */
  data: Record<string, string>;
  /** The row's violations in the error report's order. */
  violations: ReviewViolation[];
  /**
   * Of a revised row: the tags of its keys under the rules that a key must appear once
   * (../review/unique-keys.ts), which the review keeps with the row to find the rows sharing one.
   */
  unique_keys?: string[];
}

/** Collects the current row's violations as JSON text while it is checked; `take` ends the row. */
export class RowViolations {
  /** Each column's technical name as a JSON string, escaped once. */
  private readonly columns: string[];
  private readonly items: string[] = [];

  constructor(names: readonly string[]) {
    this.columns = names.map((name) => JSON.stringify(name));
  }

  /** Notes a violation of the current row on column `c` (negative: of the whole row). */
  add(c: number, rule: string, message: string): void {
    this.items.push(
      `{"column":${this.columns[c] ?? '""'},"rule":${JSON.stringify(rule)},"message":${JSON.stringify(message)}}`,
    );
  }

  /** Whether the current row has a violation so far. */
  get failed(): boolean {
    return this.items.length > 0;
  }

  /** The current row's violations as a JSON array; starts the next row. */
  take(): string {
    const json = `[${this.items.join(',')}]`;
    this.items.length = 0;
    return json;
  }
}

/** `data` of a ReviewRow from the target cells, keyed `#(technical_name)`. */
export function rowData(names: readonly string[], output: readonly string[]): Record<string, string> {
  const data: Record<string, string> = {};
  for (let c = 0; c < names.length; c++) data[`#(${names[c]})`] = output[c]!;
  return data;
}
