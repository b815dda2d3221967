import { headerNames } from './header-names.ts';
import { isBlank, type RawRecord, usedWidth } from './raw-record.ts';
import { SourceError } from './source-error.ts';
import type {
  ByteSlice,
  ProjectedRows,
  SliceStats,
  SourceFormat,
  SourceRow,
  SourceStats,
  SourceTable,
} from './source-table.ts';

/** Rows read after the header to learn the table's width (headers missing on the right). */
const WIDTH_SAMPLE = 500;

/** What a grid reader (CSV, XLSX) provides: its metadata and a way to stream its records again. */
export interface GridSource {
  format: SourceFormat;
  encoding: string | null;
  delimiter: string | null;
  sheet: string | null;
  /** Opens the source from the start; breaking out of the loop must release the file. */
  records(): AsyncGenerator<RawRecord[]>;
  /** The records of one byte slice, numbered from 1 (CSV only); `lines.count` is set at the end. */
  sliceRecords?(slice: ByteSlice, lines: { count: number }): AsyncGenerator<RawRecord[]>;
  /**
   * The same records as `sliceRecords`, only whether each is blank (1) or not (0), in batches:
   * what counting rows needs, found without cutting fields.
   */
  sliceBlanks?(slice: ByteSlice, lines: { count: number }): AsyncGenerator<Uint8Array>;
  /**
   * Like `sliceBlanks`, with the cells at `fields` of every record that is not blank and the bytes
   * of its line in the normalized CSV once shaped to `width` cells.
   */
  sliceFields?(
    slice: ByteSlice,
    lines: { count: number },
    width: number,
    fields: readonly number[],
  ): AsyncGenerator<FieldBatch>;
}

/** The records `sliceFields` found in one chunk. */
export interface FieldBatch {
  /** Per record: 1 when it is blank. */
  blanks: Uint8Array;
  /** Per record that is not blank, in order: its cells at the wanted fields, one after the other. */
  cells: string[];
  /** Per record that is not blank: the bytes of its normalized line, line break included. */
  lineBytes: number[];
  /** Whether every record of the batch is byte for byte its normalized line (none is blank). */
  same: boolean;
}

interface Layout {
  headerRow: number;
  headers: string[];
}

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
    rowBatches,
    async *rows() {
      for await (const batch of rowBatches()) yield* batch;
    },
    stats,
  };
}

async function findLayout(source: GridSource, headerRow: number | undefined): Promise<Layout> {
  if (headerRow !== undefined && (!Number.isInteger(headerRow) || headerRow < 1)) {
    throw new SourceError(`The header row must be a whole number from 1, not ${headerRow}.`);
  }
  let header: RawRecord | undefined;
  let width = 0;
  let sampled = 0;
  let seen = 0;
  search: for await (const batch of source.records()) {
    for (const record of batch) {
      seen = record.number;
      if (header === undefined) {
        if (headerRow === undefined ? isBlank(record.cells) : record.number < headerRow) continue;
        if (headerRow !== undefined && record.number > headerRow) break search;
        header = record;
        width = usedWidth(record.cells);
        if (width === 0) throw new SourceError(`Row ${headerRow}, chosen as the header, is blank.`);
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
  return { headerRow: header.number, headers: headerNames(header.cells, width) };
}

/**
 * Which records are data rows, in the order they are read: none up to the header row, no blank
 * one; blank rows count as ignored only once a data row follows them (trailing blank rows are not
 * reported).
 */
class RowTally {
  private previous: number;
  /** Blank rows since the last data row. */
  pendingBlank = 0;
  lastRecord = 0;

  constructor(
    private readonly headerRow: number,
    private readonly stats: SourceStats,
  ) {
    stats.rowsIgnored = Math.max(0, headerRow - 1);
    this.previous = headerRow;
  }

  /** Takes record `number`; true when it is a data row. */
  take(number: number, blank: boolean): boolean {
    this.lastRecord = number;
    if (number <= this.headerRow) return false;
    this.pendingBlank += number - this.previous - 1; // rows absent from an XLSX sheet are blank
    this.previous = number;
    if (blank) {
      this.pendingBlank++;
      return false;
    }
    this.stats.rowsIgnored += this.pendingBlank;
    this.pendingBlank = 0;
    return true;
  }
}

async function* shapeRows(
  records: AsyncGenerator<RawRecord[]>,
  layout: Layout,
  stats: SourceStats,
  /** Data rows before these records (a slice of the file); their numbering continues from it. */
  rowsBefore = 0,
  /** Receives the tally at the end: its pending blank rows are trailing ones, not counted. */
  end?: (tally: RowTally) => void,
): AsyncGenerator<SourceRow[]> {
  const width = layout.headers.length;
  const tally = new RowTally(layout.headerRow, stats);
  let index = rowsBefore;
  for await (const batch of records) {
    const rows: SourceRow[] = [];
    for (const record of batch) {
      if (!tally.take(record.number, isBlank(record.cells))) continue;
      rows.push(shapeRow(record.cells, width, ++index, record.line));
    }
    if (rows.length > 0) yield rows;
  }
  end?.(tally);
}

/**
 * A data row of the table's width from a record's cells: short records are padded with empty
 * cells, and the non-blank cells beyond the width are kept as `extra`.
 */
export function shapeRow(cells: string[], width: number, index: number, line: number): SourceRow {
  let extra: string[] | undefined;
  // Copies rather than changes the record's cells, whose text (./csv/csv-text.ts) then no longer fits.
  if (cells.length < width) {
    cells = cells.concat(new Array<string>(width - cells.length).fill(''));
  } else if (cells.length > width) {
    const used = usedWidth(cells);
    if (used > width) extra = cells.slice(width, used);
    cells = cells.slice(0, width);
  }
  const row: SourceRow = { index, line, cells };
  if (extra !== undefined) row.extra = extra;
  return row;
}

/** The first slice holds the header and is shaped like the whole file; a later one has none. */
const sliceLayout = (slice: ByteSlice, layout: Layout): Layout =>
  slice.start === 0 ? layout : { headerRow: 0, headers: layout.headers };

/** A slice's stats once its records are read. */
function endSlice(stats: SliceStats, tally: RowTally, lines: number, slice: ByteSlice, layout: Layout): void {
  stats.blankAtEnd = tally.pendingBlank;
  stats.lines = lines;
  stats.pastHeader = slice.start !== 0 || tally.lastRecord >= layout.headerRow;
}

/**
 * The rows of one slice. The first slice holds the header and is shaped like the whole file; a
 * later one has no header: its records are all data, numbered on from `slice.rowsBefore`.
 */
async function* shapeSlice(
  sliceRecords: NonNullable<GridSource['sliceRecords']>,
  slice: ByteSlice,
  layout: Layout,
  stats: SliceStats,
): AsyncGenerator<SourceRow[]> {
  const lines = { count: 0 };
  yield* shapeRows(sliceRecords(slice, lines), sliceLayout(slice, layout), stats, slice.rowsBefore, (tally) =>
    endSlice(stats, tally, lines.count, slice, layout),
  );
}

/** The data rows of one slice, counted as shapeSlice would read them, from its blank flags alone. */
async function countSlice(
  sliceBlanks: NonNullable<GridSource['sliceBlanks']>,
  slice: ByteSlice,
  layout: Layout,
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

/** The data rows of one slice as shapeSlice would read them, reduced to their cells at `fields`. */
async function* projectSlice(
  sliceFields: NonNullable<GridSource['sliceFields']>,
  slice: ByteSlice,
  layout: Layout,
  stats: SliceStats,
  fields: readonly number[],
): AsyncGenerator<ProjectedRows> {
  const lines = { count: 0 };
  const tally = new RowTally(sliceLayout(slice, layout).headerRow, stats);
  const wanted = fields.length;
  let number = 0;
  // Rows above the header are not in the normalized CSV.
  let same = sliceLayout(slice, layout).headerRow <= 1;
  for await (const batch of sliceFields(slice, lines, layout.headers.length, fields)) {
    same &&= batch.same;
    const { blanks, lineBytes } = batch;
    let rows = 0;
    let normalizedBytes = 0;
    let kept = 0;
    // The records that are data rows, listed only once one is not (the header, a row above it).
    let data: number[] | null = null;
    for (let k = 0; k < blanks.length; k++) {
      const blank = blanks[k] === 1;
      const isData = tally.take(++number, blank);
      if (blank) continue;
      if (isData) {
        rows++;
        normalizedBytes += lineBytes[kept]!;
        data?.push(kept);
      } else {
        data ??= Array.from({ length: kept }, (_, r) => r);
      }
      kept++;
    }
    if (rows === 0) continue;
    const cells =
      data === null ? batch.cells : data.flatMap((r) => batch.cells.slice(r * wanted, (r + 1) * wanted));
    yield { rows, cells, normalizedBytes };
  }
  endSlice(stats, tally, lines.count, slice, layout);
  stats.sameAsNormalized = same;
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
