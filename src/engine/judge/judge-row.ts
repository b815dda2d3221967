/**
 * One row from its source cells to its target cells and violations: convert, format, check. The
 * main pass and `reviseRows` both judge rows through this class, so a row revised on its own can
 * never read differently from the same row in a full run.
 */
import { checkRow, type DatasetIndexes, type ViolationSink } from './check-row.ts';
import { type ConversionErrors, convertRow } from './convert-row.ts';
import type { PreparedTemplate } from './prepared-template.ts';
import type { RowState } from './row-state.ts';

export class RowJudge {
  /** Conversion message per column of the current row, null where the conversion succeeded. */
  readonly conversion: ConversionErrors;
  /** Cells of the current row exactly as the target file receives them, in column order. */
  readonly output: string[];

  constructor(
    private readonly prepared: PreparedTemplate,
    private readonly state: RowState,
    /** Dataset indexes from the first pass; null skips the dataset rules. */
    private readonly indexes: DatasetIndexes | null,
    private readonly now: Date,
  ) {
    this.conversion = new Array(prepared.columns.length).fill(null);
    this.output = new Array(prepared.columns.length).fill('');
  }

  /**
   * Judges the row in `state` (its `raw` cells and `edited` cells): fills `output`, reports every
   * violation to `sink` (which may read `output`) and returns true when there was one.
   */
  judge(sink: ViolationSink): boolean {
    this.convert();
    return this.check(sink);
  }

  /** The first half of `judge`: converts the row and fills `output`. */
  convert(): void {
    const { columns } = this.prepared;
    const { state, conversion, output } = this;
    convertRow(columns, state, conversion);
    for (let c = 0; c < output.length; c++) {
      output[c] = conversion[c] == null ? columns[c]!.converter.format(state.values[c]!) : state.values[c]!;
    }
  }

  /** The second half of `judge`: checks the converted row. */
  check(sink: ViolationSink): boolean {
    return checkRow(this.prepared, this.state, this.conversion, this.indexes, this.now, sink);
  }
}
