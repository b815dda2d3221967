import type { OffsetRows } from './csv/csv-field-offsets.ts';
import type { RawRecord } from './raw-record.ts';

/**
 * What every reader hands to the engine: a table with known headers and a stream of rows. Readers
 * differ in how they find rows; past this point the engine only sees strings.
 */

/** The formats a source can be read from; detected from the content, never from the file name. */
export type SourceFormat = 'csv' | 'xlsx' | 'ods' | 'xls' | 'json' | 'xml';

/** Upload options (DESIGN §6); each one is detected when absent. */
export interface SourceOptions {
  /** Text encoding (`UTF-8`, `LATIN1`, `ISO-8859-1`, `UTF-16`, `UTF-32`, `macintosh`, or any iconv-lite name). */
  encoding?: string;
  /** CSV delimiter: the character itself or one of `comma`, `semi_column`, `tab`, `pipe`. */
  delimiter?: string;
  /** 1-based row number of the header as a spreadsheet shows it (CSV record, XLSX, ODS or XLS row). */
  header_row?: number;
  /** XLSX, ODS or XLS sheet by name, or by 1-based position in the workbook's tab order. */
  sheet?: string | number;
  /** Forces the format instead of detecting it. */
  format?: SourceFormat;
  /** XML: name of the repeated element holding one row (detected when absent). */
  record_element?: string;
  /** JSON: dotted path of the array holding the records (`data`, `result.items`); detected when absent. */
  records_path?: string;
}

/** One data row. */
export interface SourceRow {
  /** 1 = the first data row after the header; blank rows are not numbered. */
  index: number;
  /** Where the row starts in the file, for messages: physical line (CSV, JSON, XML) or sheet row (XLSX, ODS, XLS). */
  line: number;
  /** One string per header, '' when empty or missing. */
  cells: string[];
  /** Non-empty cells beyond the last header, kept so that the engine can report them; absent otherwise. */
  extra?: string[];
}

/** Counters filled while rows are read (DESIGN §4). */
export interface SourceStats {
  /** Blank rows and rows above the header; trailing blank rows at the end of the file are not counted. */
  rowsIgnored: number;
}

/**
 * A part of a CSV file's bytes, read on its own by one thread of a split run. The first slice
 * starts at byte 0 and holds the header; every other one starts where a record starts.
 */
export interface ByteSlice {
  /** First byte. */
  start: number;
  /** Byte after the last one. */
  end: number;
  /** The slice that ends the file (its last record may lack a final newline). */
  last: boolean;
  /** Data rows before the slice, when known: its rows are numbered from `rowsBefore + 1`. */
  rowsBefore: number;
  /** Physical lines before the slice, when known: for messages naming a line. */
  linesBefore: number;
}

/** What reading one slice found, beyond its rows. */
export interface SliceStats extends SourceStats {
  /** Blank rows at the end of the slice: ignored rows only if a later slice holds a data row. */
  blankAtEnd: number;
  /** Physical lines the slice spans. */
  lines: number;
  /** Whether the slice reached past the header (always true for slices other than the first). */
  pastHeader: boolean;
  /**
   * Set by `projectSlice`: whether the slice's bytes are those of its lines in the normalized CSV
   * (the header's line excepted), every record written as the normalized CSV writes it.
   */
  sameAsNormalized?: boolean;
}

/**
 * Data rows of a slice as field offsets in its bytes, not decoded, for a first pass
 * (`projectSlice`): it reads a cell or two of each row from the bytes (../pass/byte-cells.ts
 * `decodeField`), or keeps a value as its bytes.
 */
export interface ProjectedRows extends OffsetRows {
  /** Bytes of the rows' lines in the normalized CSV, line breaks included. */
  normalizedBytes: number;
}

/** An opened source: metadata known up front, rows streamed on demand. */
export interface SourceTable {
  /** Detected or forced format. */
  format: SourceFormat;
  /** Encoding used to decode text formats (iconv-lite name); null for workbooks (XLSX, ODS, XLS). */
  encoding: string | null;
  /** CSV delimiter in use; null for other formats. */
  delimiter: string | null;
  /** Workbook sheet name in use (XLSX, ODS, XLS); null for other formats. */
  sheet: string | null;
  /** Row number of the header (see SourceOptions.header_row); null for JSON and XML. */
  headerRow: number | null;
  /** Column headers: unique, never empty (`column_N` stands in for a blank or missing header). */
  headers: string[];
  /**
   * Grid sources: how many of `headers` the header row names (a blank name included); the others
   * were added, as `column_N`, for rows wider than the header among the first ones. Absent: all.
   */
  namedWidth?: number;
  /** Streams the data rows; each call reads the file again from the start and resets `stats`. */
  rows(): AsyncIterable<SourceRow>;
  /** Same rows in batches (one per decoded chunk): the engine's fast path. */
  rowBatches(): AsyncIterable<SourceRow[]>;
  /** Filled as rows are read. */
  stats: SourceStats;
  /**
   * Grid sources (CSV, XLSX, ODS, XLS): the records from the top of the file or sheet, before the
   * header and blank rows are sorted out (a preview shows them); absent for JSON and XML.
   */
  topRecords?(): AsyncGenerator<RawRecord[]>;
  /**
   * The rows of one byte slice, for CSV sources only (absent otherwise). The slice must begin at a
   * record's start; when its end falls inside a record, reading throws a `SliceMisaligned`.
   * `stats` is filled once the iteration ends.
   */
  sliceBatches?(slice: ByteSlice, stats: SliceStats): AsyncIterable<SourceRow[]>;
  /**
   * The number of data rows `sliceBatches` would yield for the slice, with the same `stats`, found
   * without building the rows; absent where the format cannot count faster than it reads.
   */
  countSlice?(slice: ByteSlice, stats: SliceStats): Promise<number>;
  /**
   * The rows `sliceBatches` would yield for the slice, with the same `stats`, as field offsets in
   * the file's bytes with no text decoded, and the bytes of their normalized lines; absent where
   * the format or the encoding cannot.
   */
  projectSlice?(slice: ByteSlice, stats: SliceStats): AsyncIterable<ProjectedRows>;
  /**
   * The rows `sliceBatches` would yield for the slice, with the same `stats`, left as field offsets
   * in the file's bytes (../pass/byte-pass.ts); absent where the format or the encoding cannot.
   */
  offsetSlice?(slice: ByteSlice, stats: SliceStats): AsyncIterable<OffsetRows>;
}
