import { type GridLayout, shapeRows } from './grid-rows.ts';
import { countSlice, projectSlice, shapeSlice } from './grid-slices.ts';
import type { GridSource } from './grid-source.ts';
import { headerNames } from './header-names.ts';
import { isBlank, type RawRecord, usedWidth } from './raw-record.ts';
import { SourceError } from './source-error.ts';
import type { ByteSlice, SliceStats, SourceStats, SourceTable } from './source-table.ts';

/** Rows read after the header to learn the table's width (headers missing on the right). */
const WIDTH_SAMPLE = 500;

/**
 * Builds the table of a grid source. A first short pass finds the header (the first non-blank row
 * unless `headerRow` is given) and widens it to the widest of the next rows, naming the extra
 * columns `column_N`; each `rows()` call then streams the whole source again.
 */
export async function gridTable(source: GridSource, headerRow?: number): Promise<SourceTable> {
  const layout = await findLayout(source, headerRow);
  const stats: SourceStats = { rowsIgnored: 0 };
  const rowBatches = () => shapeRows(source.records(), layout, stats);
  const { sliceRecords, sliceBlanks, sliceFields } = source;
  return {
    ...(sliceRecords && {
      sliceBatches: (slice: ByteSlice, sliceStats: SliceStats) =>
        shapeSlice(sliceRecords, slice, layout, sliceStats),
    }),
    ...(sliceBlanks && {
      countSlice: (slice: ByteSlice, sliceStats: SliceStats) =>
        countSlice(sliceBlanks, slice, layout, sliceStats),
    }),
    ...(sliceFields && {
      projectSlice: (slice: ByteSlice, sliceStats: SliceStats, fields: readonly number[]) =>
        projectSlice(sliceFields, slice, layout, sliceStats, fields),
    }),
    format: source.format,
    encoding: source.encoding,
    delimiter: source.delimiter,
    sheet: source.sheet,
    headerRow: layout.headerRow,
    headers: layout.headers,
    namedWidth: layout.named,
    rowBatches,
    topRecords: () => source.records(),
    async *rows() {
      for await (const batch of rowBatches()) yield* batch;
    },
    stats,
  };
}

/** A row whose cells hold only spaces, with at least one that is not empty (`  ,  ,  `). */
function isSpacesRow(cells: readonly string[]): boolean {
  return cells.some((cell) => cell !== '');
}

/** A cell a header would hardly hold alone: a number. */
const NUMBER = /^[-+]?\d+(?:[.,]\d+)?$/;

/**
 * Whether a row of spaces above `first` (the first row with content) is the file's header with
 * its names left blank: it is as wide as `first`, and `first` reads as data (it holds a number).
 * Taking `first` for the header would silently turn a data row into column names; its columns
 * are then named `column_N` and matched by their values. A row of spaces above a row of names
 * stays a blank row above the header.
 */
function headerOfSpaces(spaces: RawRecord, first: RawRecord): boolean {
  return spaces.cells.length === first.cells.length && first.cells.some((cell) => NUMBER.test(cell.trim()));
}

async function findLayout(source: GridSource, headerRow: number | undefined): Promise<GridLayout> {
  if (headerRow !== undefined && (!Number.isInteger(headerRow) || headerRow < 1)) {
    throw new SourceError(`The header row must be a whole number from 1, not ${headerRow}.`);
  }
  let header: RawRecord | undefined;
  let spaces: RawRecord | undefined;
  let width = 0;
  let named = 0;
  let sampled = 0;
  let seen = 0;
  search: for await (const batch of source.records()) {
    for (const record of batch) {
      seen = record.number;
      if (header === undefined) {
        if (headerRow === undefined && isBlank(record.cells)) {
          if (isSpacesRow(record.cells)) spaces = record;
          continue;
        }
        if (headerRow !== undefined && record.number < headerRow) continue;
        if (headerRow !== undefined && record.number > headerRow) break search;
        header = record;
        width = usedWidth(record.cells);
        if (width === 0) throw new SourceError(`Row ${headerRow}, chosen as the header, is blank.`);
        if (spaces && headerOfSpaces(spaces, record)) header = spaces;
        named = width;
      } else {
        width = Math.max(width, usedWidth(record.cells));
        if (++sampled >= WIDTH_SAMPLE) break search;
      }
    }
  }
  if (header === undefined) {
    if (headerRow !== undefined && seen > 0) {
      throw new SourceError(
        `Row ${headerRow}, chosen as the header, is ${seen < headerRow ? 'past the end of the file' : 'blank'}.`,
      );
    }
    throw new SourceError('The file is empty.');
  }
  return { headerRow: header.number, headers: headerNames(header.cells, width), named };
}
