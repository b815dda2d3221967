/**
 * The byte-level main pass (docs/decisions/engine-speed.md, "The byte-level pass"): for a UTF-8 CSV source,
 * the rows are read as field offsets in the file's bytes (../read/csv/csv-field-scanner.ts)
 * rather than a string per cell; a cell becomes a string only when a converter or a rule reads it
 * (./byte-cells.ts), and the normalized line is written from the bytes. Everything else is the
 * main pass's (./main-pass.ts): the same judge, the same outputs (./pass-outputs.ts), the same
 * files byte for byte. Records the bytes do not settle on their own come parsed, and are shaped
 * and written as the main pass does.
 */
import type { AlignedEdits } from '../judge/cell-edits.ts';
import type { DatasetIndexes } from '../judge/check-row.ts';
import { ExtraCellCheck } from '../judge/extra-cells.ts';
import { RowJudge } from '../judge/judge-row.ts';
import { normalizedLine } from '../normalized-csv.ts';
import { shapeRow } from '../read/grid-rows.ts';
import type { TransformOptions } from '../run-types.ts';
import type { EngineTemplate } from '../template.ts';
import { ByteCells } from './byte-cells.ts';
import { PassOutputs } from './pass-outputs.ts';
import type { PassPlace, PassResult } from './pass-place.ts';
import { phaseClock } from './phases.ts';
import type { PreparedRun } from './prepare-run.ts';

/**
 * Whether the byte-level pass can run `place`: a CSV source read as UTF-8 with a one-byte
 * delimiter (the reader offers `offsetSlice`), no edits, every column of the table named by the
 * header row (cells past it would all need reading), and not turned off by FERRY_BYTE_PASS=0.
 */
export function bytePassFits(run: PreparedRun, edits: AlignedEdits | null, place: PassPlace): boolean {
  const { table } = run;
  return (
    place.slice !== undefined &&
    table.offsetSlice !== undefined &&
    edits === null &&
    (table.namedWidth ?? table.headers.length) === table.headers.length &&
    process.env.FERRY_BYTE_PASS !== '0'
  );
}

/** The main pass over `place.slice`, when `bytePassFits`. */
export async function writeBytePass(
  run: PreparedRun,
  template: EngineTemplate,
  indexes: DatasetIndexes | null,
  now: Date,
  options: Pick<TransformOptions, 'lineCredit' | 'onProgress'>,
  place: PassPlace,
): Promise<PassResult> {
  const { table, prepared, state } = run;
  const { slice, stats } = place.slice!;
  const width = table.headers.length;
  const out = await PassOutputs.open(run, template, options.lineCredit, place);
  const { normalized, sliceCredit } = out;
  const judge = new RowJudge(prepared, state, indexes, now);
  const extraCells = new ExtraCellCheck(table, prepared);
  const output = judge.output;
  const sink = out.sink(state, output);
  const cells = new ByteCells(width, table.delimiter === ',');
  const writeNormalized =
    normalized === null
      ? null
      : (bytes: Buffer, start: number, end: number) => normalized.lineBytes(bytes, start, end);
  const phases = phaseClock();
  let index = place.rowsBefore;
  let rowsRead = 0;
  let rowsInTarget = 0;
  let rowsInError = 0;
  try {
    for await (const { offsets, rows, count } of table.offsetSlice!(slice, stats)) {
      phases?.add('read');
      for (let n = 0; n < count; n++) {
        const r = rows[n]!;
        rowsRead++;
        index++;
        const parsed = offsets.parsed[r];
        const row = parsed == null ? null : shapeRow(parsed, width, index, offsets.line[r]!);
        if (row === null) cells.set(offsets, r);
        const start = normalized?.bytes ?? 0;
        if (normalized !== null) {
          const pending =
            row === null ? cells.normalized(writeNormalized!) : normalized.line(normalizedLine(row));
          if (pending) await pending;
        }
        if (rowsInTarget >= sliceCredit) continue;
        out.rowNumber = index;
        out.lineNumber = offsets.line[r]!;
        if (row === null) {
          state.lazy = cells;
          state.extra = null;
        } else {
          state.lazy = null;
          state.raw = row.cells;
          state.extra = extraCells.of(row);
        }
        phases?.add('write');
        const inError = phases === null ? judge.judge(sink) : phases.judge(judge, sink);
        if (inError) rowsInError++;
        rowsInTarget++;
        const wait = out.writeJudged(inError, output, start);
        if (wait) await wait;
        phases?.add('write');
      }
      const ended = out.endBatch(rowsRead, options.onProgress);
      if (ended) await ended;
    }
    state.lazy = null;
    return await out.finish({ rowsRead, rowsInTarget, rowsInError }, phases);
  } catch (err) {
    state.lazy = null;
    out.destroy();
    throw err;
  }
}
