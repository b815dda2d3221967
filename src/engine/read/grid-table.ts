import { type GridLayout, shapeRows } from './grid-rows.ts';
import { countGridSlice, offsetSlice, projectSlice, shapeSlice } from './grid-slices.ts';
import type { GridSource } from './grid-source.ts';
import { headerNames } from './header-names.ts';
import { HEADER_SEARCH_ROWS, headerIndex, NUMBER } from './header-row.ts';
import { isBlankRow, type RawRecord, usedWidth } from './raw-record.ts';
import { SourceError } from './source-error.ts';
import type { ByteSlice, SliceStats, SourceStats, SourceTable } from './source-table.ts';

/** Rows read after the header to learn the table's width (headers missing on the right). */
const WIDTH_SAMPLE = 500;

/**
 * Builds the table of a grid source. A first short pass finds the header (`headerRow` when given,
 * else found among the first rows: header-row.ts) and widens it to the widest of the next rows, naming the extra
 * columns `column_N`; each `rows()` call then streams the whole source again.
 */
export async function gridTable(source: GridSource, headerRow?: number): Promise<SourceTable> {
  const layout = await findLayout(source, headerRow);
  const stats: SourceStats = { rowsIgnored: 0 };
  const rowBatches = () => shapeRows(source.records(), layout, stats);
  const { sliceRecords, sliceBlanks, sliceOffsets } = source;
  return {
    ...(sliceRecords && {
      sliceBatches: (slice: ByteSlice, sliceStats: SliceStats) =>
        shapeSlice(sliceRecords, slice, layout, sliceStats),
    }),
    ...(sliceBlanks && {
      countSlice: (slice: ByteSlice, sliceStats: SliceStats) =>
        countGridSlice(sliceBlanks, slice, layout, sliceStats),
    }),
    ...(sliceOffsets && {
      projectSlice: (slice: ByteSlice, sliceStats: SliceStats) =>
        projectSlice(sliceOffsets, slice, layout, sliceStats, source.delimiter === ','),
      offsetSlice: (slice: ByteSlice, sliceStats: SliceStats) =>
        offsetSlice(sliceOffsets, slice, layout, sliceStats),
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

/** The header found, the rows already read after it, and how many of its cells hold a name. */
interface Found {
  header: RawRecord;
  after: RawRecord[];
  named: number;
}

async function* oneByOne(batches: AsyncGenerator<RawRecord[]>): AsyncGenerator<RawRecord> {
  for await (const batch of batches) yield* batch;
}

/** The row the sender named; a SourceError when it is blank or past the end. */
async function givenHeader(records: AsyncGenerator<RawRecord>, headerRow: number): Promise<Found> {
  let seen = 0;
  // next() rather than for-await: leaving such a loop would close the records the sample reads on.
  for (let next = await records.next(); !next.done; next = await records.next()) {
    const record = next.value;
    seen = record.number;
    if (record.number < headerRow) continue;
    if (record.number > headerRow) break;
    const named = usedWidth(record.cells);
    if (named === 0) break;
    return { header: record, after: [], named };
  }
  if (seen === 0) throw SourceError.of('empty');
  throw SourceError.of('header_row', { row: headerRow, where: seen < headerRow ? 'past_end' : 'blank' });
}

/** The header found among the first rows with content (header-row.ts); the file is read on from there. */
async function detectedHeader(records: AsyncGenerator<RawRecord>): Promise<Found> {
  const head: RawRecord[] = [];
  let spaces: RawRecord | undefined;
  while (head.length < HEADER_SEARCH_ROWS) {
    const next = await records.next();
    if (next.done) break;
    const record = next.value;
    if (!isBlankRow(record.cells)) head.push(record);
    else if (head.length === 0 && isSpacesRow(record.cells)) spaces = record;
  }
  if (head.length === 0) throw SourceError.of('empty');
  const index = headerIndex(head);
  const header = head[index]!;
  const named = usedWidth(header.cells);
  if (index === 0 && spaces && headerOfSpaces(spaces, header)) return { header: spaces, after: head, named };
  return { header, after: head.slice(index + 1), named };
}

async function findLayout(source: GridSource, headerRow: number | undefined): Promise<GridLayout> {
  if (headerRow !== undefined && (!Number.isInteger(headerRow) || headerRow < 1)) {
    throw SourceError.of('header_row_number', { row: headerRow });
  }
  const records = oneByOne(source.records());
  try {
    const found =
      headerRow === undefined ? await detectedHeader(records) : await givenHeader(records, headerRow);
    let width = found.named;
    let sampled = 0;
    for (const record of found.after) {
      width = Math.max(width, usedWidth(record.cells));
      sampled++;
    }
    while (sampled < WIDTH_SAMPLE) {
      const next = await records.next();
      if (next.done) break;
      width = Math.max(width, usedWidth(next.value.cells));
      sampled++;
    }
    return {
      headerRow: found.header.number,
      headers: headerNames(found.header.cells, width),
      named: found.named,
    };
  } finally {
    // Releases the file when the sample ends before it does.
    await records.return(undefined);
  }
}
