/**
 * The outputs of one main pass, opened and closed together: the target writer, the normalized
 * source (or its line counter), the error report, the invalid rows and the review store, with the
 * header lines a pass that begins its files writes. Both the main pass (./main-pass.ts) and the
 * byte-level pass (./byte-pass.ts) write through it, so that their files cannot differ.
 */
import { createWriteStream } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { say } from '../../domain/messages/index.ts';
import { WHOLE_ROW } from '../judge/check-row.ts';
import type { RowState } from '../judge/row-state.ts';
import { csvLine } from '../normalized-csv.ts';
import { type GrowingStore, ReviewWriter } from '../review-store/review-writer.ts';
import type { EngineTemplate } from '../template.ts';
import { createTargetWriter } from '../write/create-target-writer.ts';
import { neutraliseFormulas } from '../write/formula-cells.ts';
import type { TargetWriter } from '../write/target-writer.ts';
import { LineCounter, OUTPUT_HIGH_WATER_MARK, TextFile } from '../write/text-file.ts';
import type { PassFiles, PassPlace, PassResult } from './pass-place.ts';
import type { PhaseClock } from './phases.ts';
import type { PreparedRun } from './prepare-run.ts';
import { SAMPLE_ROWS } from './propose-mapping.ts';

/** The error report's columns; their names are the catalog's, in the run's language. */
const REPORT_COLUMNS = ['row', 'column', 'value', 'rule', 'message', 'line'] as const;

export class PassOutputs {
  readonly names: string[];
  readonly normalized: TextFile | LineCounter | null;
  readonly report: TextFile;
  readonly invalid: TextFile;
  readonly review: ReviewWriter | null;
  /** Rows this pass may still write to the target (the run's line credit less earlier slices'). */
  readonly sliceCredit: number;
  /** The row being judged, as the error report names it: its number and its line. */
  rowNumber = 0;
  lineNumber = 0;
  violations = 0;
  /** A flush of the report started while a row was judged, awaited after it. */
  reportFlush: Promise<void> | undefined;

  private constructor(
    readonly target: TargetWriter,
    files: PassFiles,
    names: string[],
    targetBefore: number,
    credit: number,
  ) {
    this.names = names;
    this.normalized = normalizedOutput(files);
    this.report = new TextFile(files.report);
    this.invalid = new TextFile(files.invalid);
    this.review =
      files.review === null
        ? null
        : new ReviewWriter(files.review, names, targetBefore, growing(files, this.normalized));
    this.sliceCredit = credit - targetBefore;
  }

  static async open(
    run: PreparedRun,
    template: EngineTemplate,
    lineCredit: number | null | undefined,
    place: PassPlace,
  ): Promise<PassOutputs> {
    const { table, prepared } = run;
    const { files, begins } = place;
    // The review store points into the normalized CSV: it cannot be written without it. Checked
    // before any output is opened, so that refusing leaves no file being written.
    if (files.review !== null && files.normalized === null) {
      throw new Error('The review store needs the normalized output.');
    }
    const names = prepared.columns.map((p) => p.column.technical_name);
    // A target named like one of the run's other files has a folder of its own (./main-pass.ts).
    await mkdir(path.dirname(files.target), { recursive: true });
    const target = await createTargetWriter(
      run.format,
      prepared.columns.map((p) => ({ technical_name: p.column.technical_name, kind: p.kind })),
      createWriteStream(files.target, { highWaterMark: OUTPUT_HIGH_WATER_MARK }),
      {
        exportEmptyColumns: template.export_empty_columns ?? true,
        tempDir: path.dirname(files.target),
        ...(!begins && { continuation: { rowsBefore: place.rowsBefore } }),
      },
    );
    const credit = lineCredit ?? Number.POSITIVE_INFINITY;
    // Rows of earlier slices took their share of the credit first.
    // Only the pass that begins the files marks the review store as it grows.
    const own = begins ? files : { ...files, reviewMarks: false };
    const outputs = new PassOutputs(target, own, names, Math.min(place.rowsBefore, credit), credit);
    if (begins) {
      outputs.normalized?.line(csvLine(table.headers));
      outputs.report.line(
        csvLine(REPORT_COLUMNS.map((name) => say(prepared.language, `report.header.${name}`))),
      );
      outputs.invalid.line(csvLine(names));
    }
    return outputs;
  }

  /** The violation sink of a row judge whose cells are `output`: a line of the error report each. */
  sink(state: RowState, output: readonly string[]): (c: number, rule: string, message: string) => void {
    const lines = this.review?.violations ?? null;
    return (c, rule, message) => {
      this.violations++;
      // Receivers open the report in a spreadsheet: a cell must not run as a formula there.
      const whole = c === WHOLE_ROW;
      const wait = this.report.line(
        csvLine(
          neutraliseFormulas([
            String(this.rowNumber),
            whole ? '' : this.names[c]!,
            whole ? state.extra!.value : output[c]!,
            rule,
            message,
            String(this.lineNumber),
          ]),
        ),
      );
      if (wait) this.reportFlush = this.reportFlush ? this.reportFlush.then(() => wait) : wait;
      if (lines !== null) lines.add(c, rule, message);
    };
  }

  /** Waits for a flush of the report the last row started. */
  async reported(): Promise<void> {
    if (this.reportFlush) {
      await this.reportFlush;
      this.reportFlush = undefined;
    }
  }

  /**
   * Writes a judged row: its line of the invalid rows when it is in error, its entry in the review
   * store (its normalized line ends where the normalized output is now, from `start`) and its
   * line of the target. A promise when a buffer is being handed to the disk, to await before the
   * next row; the report's flush the row started is awaited first when the row is in error.
   */
  writeJudged(inError: boolean, output: readonly string[], start: number): Promise<unknown> | undefined {
    if (inError && this.reportFlush !== undefined) {
      return this.reported().then(() => this.writeJudged(inError, output, start));
    }
    const invalid = inError ? this.invalid.line(csvLine(neutraliseFormulas(output))) : undefined;
    const review = this.review?.row(start, this.normalized!.bytes);
    const target = this.target.writeRow(output.slice());
    if (invalid === undefined && review === undefined && target === undefined) return undefined;
    return Promise.all([invalid, review, target]);
  }

  /**
   * Ends a batch of rows: the review store is marked ready up to them (now and then), then
   * `onProgress` hears the rows read so far. Undefined when nothing is to be awaited.
   */
  endBatch(rowsRead: number, onProgress: ((rows: number) => void) | undefined): Promise<void> | undefined {
    const marking = this.review?.markReady();
    if (marking) return marking.then(() => onProgress?.(rowsRead));
    onProgress?.(rowsRead);
    return undefined;
  }

  /**
   * Ends every output and says what the pass counted (`phases`: its clock, when timed). The
   * caller destroys the outputs instead when the pass failed.
   */
  async finish(
    counts: { rowsRead: number; rowsInTarget: number; rowsInError: number },
    phases: PhaseClock | null,
  ): Promise<PassResult> {
    const write = await this.close();
    phases?.add('write');
    return {
      ...counts,
      violations: this.violations,
      write,
      normalizedEnd: this.normalized?.bytes ?? null,
      ...(phases && { phases: phases.seconds }),
    };
  }

  /** Ends every output; the target's write stats. */
  async close() {
    const write = await this.target.end();
    await Promise.all([
      this.normalized?.close(),
      this.report.close(),
      this.invalid.close(),
      this.review?.close(),
    ]);
    return write;
  }

  /** Stops writing after a failure; the partial files are the caller's to remove. */
  destroy(): void {
    this.normalized?.destroy();
    this.report.destroy();
    this.invalid.destroy();
    this.review?.destroy();
  }
}

/**
 * Where a pass's normalized lines go: the file, or, when the caller copied the source there, a
 * count of their bytes for the review store alone (nothing without a review store).
 */
function normalizedOutput(files: PassFiles): TextFile | LineCounter | null {
  if (files.normalized === null) return null;
  if (!files.normalizedCopied)
    return new TextFile(files.normalized, files.normalizedAt, files.normalizedFileAt);
  return files.review === null ? null : new LineCounter(files.normalizedAt);
}

/** How the review store is marked as it grows: only by the pass that begins its files, when asked. */
function growing(files: PassFiles, normalized: TextFile | LineCounter | null): GrowingStore | null {
  if (!files.reviewMarks || files.normalized === null) return null;
  return {
    normalizedPath: files.normalized,
    normalized: normalized instanceof TextFile ? normalized : null,
    sampleRows: SAMPLE_ROWS,
  };
}
