/**
 * One row as a sender reviews it, and the JSON line that stores it. The main pass writes these
 * lines into the review store and `reviseRows` parses the very same lines, so the two shapes and
 * messages cannot drift apart.
 */

/** One violation of a reviewed row, as the error report lists it. */
export interface ReviewViolation {
  /** Technical name of the column. */
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
}

/**
 * Builds review lines for one template. Violations are collected as JSON text while the row is
 * checked (`add` is the violation sink's second half) and written with the row by `take`.
 */
export class ReviewLines {
  /** `"#(name)":` per column, JSON-escaped once. */
  private readonly keys: string[];
  /** Each column's technical name as a JSON string. */
  private readonly columns: string[];
  private readonly violations: string[] = [];

  constructor(names: readonly string[]) {
    this.keys = names.map((name) => `${JSON.stringify(`#(${name})`)}:`);
    this.columns = names.map((name) => JSON.stringify(name));
  }

  /** Notes a violation of the current row on column `c`. */
  add(c: number, rule: string, message: string): void {
    this.violations.push(
      `{"column":${this.columns[c]},"rule":${JSON.stringify(rule)},"message":${JSON.stringify(message)}}`,
    );
  }

  /** Whether the current row has a violation so far. */
  get failed(): boolean {
    return this.violations.length > 0;
  }

  /** The current row's line (JSON of a ReviewRow, no line break); starts the next row. */
  take(row: number, output: readonly string[]): string {
    let line = `{"row":${row},"data":{`;
    for (let c = 0; c < output.length; c++) {
      line += `${c === 0 ? '' : ','}${this.keys[c]}${JSON.stringify(output[c])}`;
    }
    line += `},"violations":[${this.violations.join(',')}]}`;
    this.violations.length = 0;
    return line;
  }
}
