/**
 * A grid table's CSV file read by byte slices, each slice on its own (../split/split-run.ts):
 * its rows, their count from blank flags alone, or its rows as field offsets in its bytes; and the
 * ignored rows of the whole file from each slice's stats.
 */

import type { OffsetRows } from './csv/csv-field-offsets.ts';
import { NormalizedLength } from './csv/normalized-length.ts';
import { type GridLayout, RowTally, shapeRows } from './grid-rows.ts';
import type { GridSource } from './grid-source.ts';
import { isBlankRow } from './raw-record.ts';
import type { ByteSlice, ProjectedRows, SliceStats, SourceRow } from './source-table.ts';

/** The first slice holds the header and is shaped like the whole file; a later one has none. */
const sliceLayout = (slice: ByteSlice, layout: GridLayout): GridLayout =>
  slice.start === 0 ? layout : { ...layout, headerRow: 0 };

/** A slice's stats once its records are read. */
function endSlice(
  stats: SliceStats,
  tally: RowTally,
  lines: number,
  slice: ByteSlice,
  layout: GridLayout,
): void {
  stats.blankAtEnd = tally.pendingBlank;
  stats.lines = lines;
  stats.pastHeader = slice.start !== 0 || tally.lastRecord >= layout.headerRow;
}

/**
 * The rows of one slice. The first slice holds the header and is shaped like the whole file; a
 * later one has no header: its records are all data, numbered on from `slice.rowsBefore`.
 */
export async function* shapeSlice(
  sliceRecords: NonNullable<GridSource['sliceRecords']>,
  slice: ByteSlice,
  layout: GridLayout,
  stats: SliceStats,
): AsyncGenerator<SourceRow[]> {
  const lines = { count: 0 };
  yield* shapeRows(sliceRecords(slice, lines), sliceLayout(slice, layout), stats, slice.rowsBefore, (tally) =>
    endSlice(stats, tally, lines.count, slice, layout),
  );
}

/** The data rows of one slice, counted as shapeSlice would read them, from its blank flags alone. */
export async function countGridSlice(
  sliceBlanks: NonNullable<GridSource['sliceBlanks']>,
  slice: ByteSlice,
  layout: GridLayout,
  stats: SliceStats,
): Promise<number> {
  const lines = { count: 0 };
  const tally = new RowTally(sliceLayout(slice, layout).headerRow, stats);
  let rows = 0;
  let number = 0;
  for await (const blanks of sliceBlanks(slice, lines)) {
    for (let k = 0; k < blanks.length; k++) if (tally.take(++number, blanks[k] === 1)) rows++;
  }
  endSlice(stats, tally, lines.count, slice, layout);
  return rows;
}

/**
 * The data rows of one slice as shapeSlice would read them, left as field offsets in the bytes
 * and not decoded, with the bytes of their lines in the normalized CSV; `stats.sameAsNormalized`
 * tells at the end whether the slice's records already are those lines.
 */
export async function* projectSlice(
  sliceOffsets: NonNullable<GridSource['sliceOffsets']>,
  slice: ByteSlice,
  layout: GridLayout,
  stats: SliceStats,
  comma: boolean,
): AsyncGenerator<ProjectedRows> {
  const lines = { count: 0 };
  const { headerRow } = sliceLayout(slice, layout);
  const tally = new RowTally(headerRow, stats);
  const width = layout.headers.length;
  const measure = new NormalizedLength(width, comma);
  let number = 0;
  // Rows above the header are not in the normalized CSV.
  let same = headerRow <= 1;
  let rows = new Int32Array(0);
  for await (const offsets of sliceOffsets(slice, lines, width, false)) {
    // Reused, like the offsets: a batch is read before the next one is asked for.
    if (rows.length < offsets.records) rows = new Int32Array(offsets.records * 2);
    let count = 0;
    let normalizedBytes = 0;
    for (let r = 0; r < offsets.records; r++) {
      const parsed = offsets.parsed[r];
      // A record the bytes settle is never blank (csv-field-scanner.ts).
      const blank = parsed != null && isBlankRow(parsed);
      const isData = tally.take(++number, blank);
      // A blank record is not written to the normalized CSV.
      if (blank) {
        same = false;
        continue;
      }
      const bytes = measure.of(offsets, r);
      same &&= measure.same;
      if (!isData) continue;
      rows[count++] = r;
      normalizedBytes += bytes;
    }
    if (count > 0) yield { offsets, rows, count, normalizedBytes };
  }
  endSlice(stats, tally, lines.count, slice, layout);
  stats.sameAsNormalized = same;
}

/** The data rows of one slice as shapeSlice would read them, left as field offsets in the bytes. */
export async function* offsetSlice(
  sliceOffsets: NonNullable<GridSource['sliceOffsets']>,
  slice: ByteSlice,
  layout: GridLayout,
  stats: SliceStats,
): AsyncGenerator<OffsetRows> {
  const lines = { count: 0 };
  const tally = new RowTally(sliceLayout(slice, layout).headerRow, stats);
  let number = 0;
  let rows = new Int32Array(0);
  for await (const offsets of sliceOffsets(slice, lines, layout.headers.length)) {
    // Reused, like the offsets: a batch is read before the next one is asked for.
    if (rows.length < offsets.records) rows = new Int32Array(offsets.records * 2);
    let count = 0;
    for (let r = 0; r < offsets.records; r++) {
      const parsed = offsets.parsed[r];
      // A record the bytes settle is never blank (csv-field-scanner.ts).
      if (tally.take(++number, parsed != null && isBlankRow(parsed))) rows[count++] = r;
    }
    if (count > 0) yield { offsets, rows, count };
  }
  endSlice(stats, tally, lines.count, slice, layout);
}

/**
 * Blank rows and rows above the header of a file read by slices, as one reading would count them:
 * a slice's trailing blank rows count only when a later slice holds a data row.
 */
export function rowsIgnoredAcross(slices: readonly { stats: SliceStats; rows: number }[]): number {
  let ignored = 0;
  let dataAfter = false;
  for (let k = slices.length - 1; k >= 0; k--) {
    const { stats, rows } = slices[k]!;
    ignored += stats.rowsIgnored + (dataAfter ? stats.blankAtEnd : 0);
    dataAfter ||= rows > 0;
  }
  return ignored;
}
