// The interface between a grid reader and the code that shapes its records: grid-table.ts, grid-slices.ts.
import type { FieldOffsets } from './csv/csv-field-offsets.ts';
import type { RawRecord } from './raw-record.ts';
import type { ByteSlice, SourceFormat } from './source-table.ts';

/** What a grid reader (CSV, XLSX, ODS, XLS) provides: its metadata and a way to stream its records again. */
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
  /**
   * The same records as `sliceRecords`, cut into field offsets in their bytes rather than
   * strings (UTF-8 CSV only); records with more fields than `width` come parsed.
   */
  sliceOffsets?(slice: ByteSlice, lines: { count: number }, width: number): AsyncGenerator<FieldOffsets>;
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
